import { expect, test } from '../fixtures';
import { appTag } from '../app-tags';
import { axeScan, seriousViolations } from '../accessibility';

// The resources' placeholder pages, written here rather than read from the app.
const placeholderSlugs = [
  'solana-tokenomics-guide',
  'contract-templates',
  'defi-ecosystem-map',
  'token-tax-compliance',
  'token-metrics-dashboard',
  'token-marketing-playbook',
  'community-growth-playbook',
  'smart-contract-audit-tools',
  'wallet-integration-guide',
  'token-distribution-template',
  'liquidity-pool-calculator',
  'security-checklist',
  'spl-token-standard',
  'nft-integration-guide',
];
const comingSoonText = 'This page is currently under development. Please check back later!';

test(
  'the tabs filter the library and the chosen tab stays in the URL',
  { tag: appTag('learn') },
  async ({ page, pageErrors }) => {
    await page.goto('/resources');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Resources', exact: true }),
    ).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'Resource categories' }).getByRole('tab');
    await expect(tabs).toHaveText(['All Resources', 'Guides', 'Tools', 'Code']);
    const cards = page.getByRole('tabpanel').getByRole('listitem');
    await expect(cards).toHaveCount(15);

    await page.getByRole('tab', { name: 'Code' }).click();
    await expect(page).toHaveURL(/\/resources\?tab=code$/);
    await expect(cards).toHaveCount(4);
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveText([
      'Smart Contract Templates',
      'Wallet Integration Guide',
      'SPL Token Standard Reference',
      'NFT Integration Guide',
    ]);

    await page.reload();
    await expect(page.getByRole('tab', { name: 'Code', selected: true })).toBeVisible();
    await expect(cards).toHaveCount(4);

    await page.getByRole('tab', { name: 'Code' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Tools', selected: true })).toBeFocused();
    await expect(page).toHaveURL(/\/resources\?tab=tools$/);
    await expect(
      page.getByRole('tabpanel').getByText('Tool', { exact: true }).first(),
    ).toBeVisible();

    await page.getByRole('tab', { name: 'All Resources' }).click();
    await expect(page).toHaveURL(/\/resources$/);
    await expect(cards).toHaveCount(15);
    expect(pageErrors).toEqual([]);
  },
);

test(
  'an unknown tab in the URL falls back to All Resources',
  { tag: appTag('learn') },
  async ({ page }) => {
    await page.goto('/resources?tab=everything');
    await expect(page.getByRole('tab', { name: 'All Resources', selected: true })).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveCount(15);
  },
);

test(
  'cards link to their pages; the external one opens in a new tab with an arrow mark',
  { tag: appTag('learn') },
  async ({ page }) => {
    await page.goto('/resources');
    const panel = page.getByRole('tabpanel');
    const external = panel.getByRole('link', { name: /opens in a new tab/ });
    await expect(external).toHaveCount(1);
    await expect(external).toHaveAttribute('href', /^https:\/\//);
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(external.locator('svg')).toBeVisible();

    await expect(panel.getByRole('link', { name: /^(Download|View) Resource/ })).toHaveCount(15);
    await expect(panel.getByRole('link', { name: /^Download Resource/ }).first()).toBeVisible();

    const checklist = panel.getByRole('link', { name: /Resource: Token Security Checklist$/ });
    await expect(checklist).not.toHaveAttribute('target');
    await checklist.click();
    await expect(page).toHaveURL(/\/resources\/security-checklist$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Token Security Checklist' }),
    ).toBeVisible();
    await expect(page.getByText(comingSoonText)).toBeVisible();
    await page.getByRole('link', { name: 'Browse all resources' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Resources', exact: true }),
    ).toBeVisible();
  },
);

test(
  'the contact section and the partner call to action link out',
  { tag: appTag('learn') },
  async ({ page }) => {
    await page.goto('/resources');
    const contact = page.getByRole('region', { name: /need a resource/i });
    await expect(contact.getByRole('link', { name: /message our team/i })).toHaveAttribute(
      'target',
      '_blank',
    );
    const cta = page.getByRole('region', { name: 'Ready to Create Your Token?' });
    await expect(cta.getByRole('link', { name: /create your token now/i })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  },
);

test(
  'each of the 14 placeholder resources has its own coming-soon page',
  { tag: appTag('learn') },
  async ({ page, pageErrors }) => {
    // Fourteen page loads in one test.
    test.slow();
    const titles = new Set<string>();
    for (const slug of placeholderSlugs) {
      await page.goto(`/resources/${slug}`);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(page.getByText(comingSoonText)).toBeVisible();
      await expect(heading).not.toHaveText('Page not found');
      const title = (await heading.textContent()) ?? '';
      await expect(page).toHaveTitle(`${title} | Token Launch Academy`);
      titles.add(title);
    }
    expect(titles.size).toBe(placeholderSlugs.length);
    expect(pageErrors).toEqual([]);
  },
);

test('an unknown resource shows the not-found page', { tag: appTag('learn') }, async ({ page }) => {
  for (const path of ['/resources/x', '/resources/security-checklist/more']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  }
});

test.describe('accessibility scan', () => {
  // axe injects its own styles and evaluates code, which the site's CSP rightly refuses: accessibility
  // scans run with the CSP bypassed (csp.spec.ts checks every page under it).
  test.use({ bypassCSP: true });

  test(
    'the resources page has no serious or critical accessibility violations',
    { tag: appTag('learn') },
    async ({ page }) => {
      for (const theme of ['dark', 'light'] as const) {
        await page.emulateMedia({ colorScheme: theme });
        // The site is dark unless the reader chose otherwise (spec): choose the theme as a reader would.
        await page.addInitScript((chosen) => window.localStorage.setItem('theme', chosen), theme);
        await page.goto('/resources');
        await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
        await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveCount(15);
        expect(await seriousViolations(axeScan(page).include('#main')), theme).toEqual([]);
      }
    },
  );
});
