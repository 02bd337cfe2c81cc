import { expect, test } from '../fixtures';
import { appTag } from '../app-tags';
import { axeScan, seriousViolations } from '../accessibility';

const emptyMessage = 'No terms found matching your search criteria.';

test('search filters terms by term or definition, ignoring case, and survives a reload', { tag: appTag('learn') }, async ({ page, pageErrors }) => {
  await page.goto('/glossary');
  await expect(page.getByRole('heading', { level: 1, name: 'Glossary', exact: true })).toBeVisible();
  const terms = page.getByRole('heading', { level: 3 });
  await expect(terms).toHaveCount(30);
  await expect(terms.first()).toHaveText('Associated Token Account');
  await expect(terms.last()).toHaveText('Wallet');

  const search = page.getByRole('searchbox', { name: 'Search terms' });
  await search.pressSequentially('AUTHORITY');
  await expect(page).toHaveURL(/\/glossary\?q=AUTHORITY$/);
  await expect(terms).toContainText(['Freeze Authority', 'Metadata', 'Mint Authority']);
  await expect(page.getByText(/^Showing \d+ of 30 terms$/)).toBeVisible();

  await search.fill('fdv');
  await expect(terms).toHaveText(['Market Cap']);

  await page.reload();
  await expect(search).toHaveValue('fdv');
  await expect(terms).toHaveText(['Market Cap']);
  expect(pageErrors).toEqual([]);
});

test('category filters are pressed toggles that combine with the search', { tag: appTag('learn') }, async ({ page }) => {
  await page.goto('/glossary');
  const filters = page.getByRole('group', { name: 'Filter by category' }).getByRole('button');
  await expect(filters).toHaveText(['All Terms', 'Blockchain', 'Tokens', 'DeFi', 'Wallets', 'NFTs']);
  await expect(page.getByRole('button', { name: 'All Terms', pressed: true })).toBeVisible();

  await page.getByRole('button', { name: 'Wallets' }).click();
  await expect(page.getByRole('button', { name: 'Wallets', pressed: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'All Terms' })).toHaveAttribute('aria-pressed', 'false');
  const terms = page.getByRole('heading', { level: 3 });
  await expect(terms).toHaveText(['Private Key', 'Public Key', 'Seed Phrase', 'Wallet']);
  await expect(page).toHaveURL(/\?category=wallets$/);

  // "phrase" is in Seed Phrase's name and in Wallet's definition.
  await page.getByRole('searchbox', { name: 'Search terms' }).fill('PHRASE');
  await expect(terms).toHaveText(['Seed Phrase', 'Wallet']);
  const index = page.getByRole('navigation', { name: 'Glossary index' });
  await expect(index.getByRole('link')).toHaveText(['S', 'W']);
});

test('an empty result offers Clear filters only with search text, and clearing resets everything', { tag: appTag('learn') }, async ({ page }) => {
  await page.goto('/glossary?category=defi');
  await expect(page.getByRole('button', { name: 'DeFi', pressed: true })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search terms' }).fill('seed phrase');
  await expect(page.getByText(emptyMessage)).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search terms' })).toHaveValue('');
  await expect(page.getByRole('button', { name: 'All Terms', pressed: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(30);
  await expect(page).toHaveURL(/\/glossary$/);
});

test('malformed query values fall back to the defaults', { tag: appTag('learn') }, async ({ page }) => {
  await page.goto('/glossary?category=gaming');
  await expect(page.getByRole('button', { name: 'All Terms', pressed: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(30);
});

test('the accordion opens one term at a time, closes again, and its triggers follow the keyboard', { tag: appTag('learn') }, async ({ page }) => {
  await page.goto('/glossary');
  const rent = page.getByRole('button', { name: 'Rent', exact: true });
  const wallet = page.getByRole('button', { name: 'Wallet', exact: true });
  await rent.click();
  await expect(rent).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/A deposit of lamports/)).toBeVisible();
  await wallet.click();
  await expect(wallet).toHaveAttribute('aria-expanded', 'true');
  await expect(rent).toHaveAttribute('aria-expanded', 'false');
  await wallet.click();
  await expect(wallet).toHaveAttribute('aria-expanded', 'false');

  const first = page.getByRole('button', { name: 'Associated Token Account' });
  await first.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('button', { name: 'Automated Market Maker (AMM)' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(wallet).toBeFocused();
  await page.keyboard.press('Home');
  await expect(first).toBeFocused();
});

test('a deep link opens its term and scrolls it into view', { tag: appTag('learn') }, async ({ page, pageErrors }) => {
  await page.goto('/glossary#mint-authority');
  const trigger = page.getByRole('button', { name: 'Mint Authority' });
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(trigger).toBeInViewport();
  await expect(page.getByText(/The address allowed to create new units of a token/)).toBeInViewport();
  await expect(page.getByRole('button', { expanded: true })).toHaveCount(1);
  expect(pageErrors).toEqual([]);
});

test('a deep link works after in-app navigation, and related terms open each other', { tag: appTag('learn') }, async ({ page }) => {
  await page.goto('/tutorials');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Glossary' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Glossary', exact: true })).toBeVisible();
  await page.goto('/glossary#spl-token');
  await expect(page.getByRole('button', { name: 'SPL Token', exact: true })).toHaveAttribute('aria-expanded', 'true');

  await page.getByRole('list', { name: 'Terms related to SPL Token' }).getByRole('link', { name: 'Mint Authority' }).click();
  await expect(page).toHaveURL(/\/glossary#mint-authority$/);
  const mint = page.getByRole('button', { name: 'Mint Authority' });
  await expect(mint).toHaveAttribute('aria-expanded', 'true');
  await expect(mint).toBeInViewport();
  await expect(page.getByRole('button', { name: 'SPL Token', exact: true })).toHaveAttribute('aria-expanded', 'false');

  await page.goBack();
  await expect(page.getByRole('button', { name: 'SPL Token', exact: true })).toHaveAttribute('aria-expanded', 'true');
});

test('the A–Z bar jumps to a letter; letters without terms are disabled', { tag: appTag('learn') }, async ({ page }) => {
  await page.goto('/glossary');
  const index = page.getByRole('navigation', { name: 'Glossary index' });
  await expect(index.getByText('Q', { exact: true })).toHaveAttribute('aria-disabled', 'true');
  await index.getByRole('link', { name: 'W', exact: true }).click();
  await expect(page).toHaveURL(/#letter-w$/);
  await expect(page.getByRole('heading', { level: 2, name: 'W', exact: true })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Wallet', exact: true })).toBeInViewport();
});

test('letters far below the first screen are drawn as the reader scrolls near them', { tag: appTag('learn') }, async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/glossary');
  const lastLetter = page.getByRole('heading', { level: 2, name: 'W', exact: true });
  // Skipped content (content-visibility: auto, off screen) counts as not drawn here.
  const drawn = () => lastLetter.evaluate((heading) => heading.checkVisibility({ contentVisibilityAuto: true }));
  expect(await drawn()).toBe(false);
  await page.mouse.wheel(0, 100_000);
  await expect.poll(drawn).toBe(true);
  await expect(page.getByRole('button', { name: 'Wallet', exact: true })).toBeInViewport();
});

test.describe('accessibility scan', () => {
  // axe injects its own styles and evaluates code, which the site's CSP rightly refuses: accessibility
  // scans run with the CSP bypassed (csp.spec.ts checks every page under it).
  test.use({ bypassCSP: true });

  test('the glossary has no serious or critical accessibility violations', { tag: appTag('learn') }, async ({ page }) => {
    for (const theme of ['dark', 'light'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      // The site is dark unless the reader chose otherwise (spec): choose the theme as a reader would.
      await page.addInitScript((chosen) => window.localStorage.setItem('theme', chosen), theme);
      await page.goto('/glossary#mint-authority');
      // The second visit differs only in its hash (no new document): reload so the choice is read.
      await page.reload();
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
      await expect(page.getByRole('button', { name: 'Mint Authority' })).toHaveAttribute('aria-expanded', 'true');
      expect(await seriousViolations(axeScan(page).include('#main')), theme).toEqual([]);
    }
  });
});
