import { expect, test } from '../fixtures';
import type { Page } from '@playwright/test';
import { appTag } from '../app-tags';

/** The six written tutorials in reading order, with their next pages. */
const written = [
  { slug: 'create-spl-token', title: 'How to Create an SPL Token', readTime: '20 min read' },
  { slug: 'raydium-liquidity-pool', title: 'Creating a Raydium Liquidity Pool', readTime: '30 min read' },
  { slug: 'spl-token-staking', title: 'Building an SPL Token Staking Program', readTime: '45 min read' },
  { slug: 'custom-tokenomics-models', title: 'Custom Tokenomics Models', readTime: '25 min read' },
  { slug: 'token-airdrop-program', title: 'Building a Token Airdrop Program', readTime: '30 min read' },
  { slug: 'token-metadata-standards', title: 'Token Metadata Standards', readTime: '20 min read' },
] as const;

const placeholders = [
  { slug: 'dao-token-governance', title: 'DAO Token Governance' },
  { slug: 'cross-chain-token-bridges', title: 'Cross-Chain Token Bridges' },
  { slug: 'tokenized-yield-farming', title: 'Tokenized Yield Farming' },
  { slug: 'token-swap-protocol', title: 'Building a Token Swap Protocol' },
  { slug: 'deflationary-token-mechanisms', title: 'Deflationary Token Mechanisms' },
  { slug: 'token-vesting-schedule', title: 'Implementing Token Vesting Schedules' },
  { slug: 'token-swap-interface', title: 'Building a Token Swap Interface' },
] as const;

const COMING_SOON = 'This page is currently under development. Please check back later!';

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const cardTitles = (page: Page) => page.getByRole('tabpanel').getByRole('heading', { level: 2 });

test('the list filters by category tab and search, and the address keeps both', { tag: appTag('learn') }, async ({ page, pageErrors }) => {
  await page.goto('/tutorials');
  await expect(h1(page, 'Tutorials')).toBeVisible();
  await expect(cardTitles(page)).toHaveCount(12);

  await page.getByRole('tab', { name: 'Liquidity' }).click();
  await expect(cardTitles(page)).toHaveText(['Creating a Raydium Liquidity Pool']);
  await expect(page).toHaveURL(/\/tutorials\?category=liquidity$/);

  await page.getByRole('tab', { name: 'All Tutorials' }).click();
  await page.getByRole('searchbox', { name: 'Search tutorials' }).fill('MeRkLe');
  await expect(cardTitles(page)).toHaveText(['Building a Token Airdrop Program']);
  await expect(page).toHaveURL(/\?q=MeRkLe$/);

  await page.getByRole('tab', { name: 'Tokenomics' }).click();
  await expect(page.getByRole('heading', { name: 'No tutorials found' })).toBeVisible();
  await expect(page.getByText('Try searching with different keywords.')).toBeVisible();

  // A shared or reloaded address shows the same filtered list.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Tokenomics' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('searchbox', { name: 'Search tutorials' })).toHaveValue('MeRkLe');
  await expect(page.getByRole('heading', { name: 'No tutorials found' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search tutorials' }).fill('');
  await expect(cardTitles(page)).toHaveText(['Custom Tokenomics Models', 'Deflationary Token Mechanisms']);

  await page.goto('/tutorials?category=bogus&q=');
  await expect(page.getByRole('tab', { name: 'All Tutorials' })).toHaveAttribute('aria-selected', 'true');
  await expect(cardTitles(page)).toHaveCount(12);
  expect(pageErrors).toEqual([]);
});

for (const tutorial of written) {
  test(`deep link /tutorials/${tutorial.slug} renders the whole tutorial`, { tag: appTag('learn') }, async ({ page, pageErrors }) => {
    await page.goto(`/tutorials/${tutorial.slug}`);
    await expect(h1(page, tutorial.title)).toBeVisible();
    await expect(page.getByText(tutorial.readTime, { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(`${tutorial.title} | Token Launch Academy`);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    const contents = page.getByRole('navigation', { name: 'Contents' });
    const anchors = contents.getByRole('link');
    expect(await anchors.count()).toBeGreaterThanOrEqual(7);
    for (const href of await anchors.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      await expect(page.locator(`h2${href}`)).toHaveCount(1);
    }
    await expect(page.getByRole('heading', { name: 'Ready to Create Your Solana Token?' })).toBeVisible();
    await expect(page.getByText('{{widget:')).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });
}

test('each written tutorial opens from its card on the list', { tag: appTag('learn') }, async ({ page }) => {
  await page.goto('/tutorials');
  // Every card leads to its page (each page's own render is the deep-link tests' part) ...
  for (const tutorial of written) {
    await expect(page.getByRole('link', { name: tutorial.title, exact: true })).toHaveAttribute(
      'href',
      `/tutorials/${tutorial.slug}`,
    );
  }
  // ... and a click on one opens it in the page.
  const [first] = written;
  await page.getByRole('link', { name: first.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/tutorials/${first.slug}$`));
  await expect(h1(page, first.title)).toBeVisible();
});

test('next links lead through every tutorial to the swap-interface page', { tag: appTag('learn') }, async ({ page, pageErrors }) => {
  await page.goto(`/tutorials/${written[0].slug}`);
  const pager = page.getByRole('navigation', { name: 'More tutorials' });
  for (const next of [...written.slice(1), { slug: 'token-swap-interface', title: 'Building a Token Swap Interface' }]) {
    await pager.getByRole('link', { name: new RegExp(`Next tutorial\\s*${next.title}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/tutorials/${next.slug}$`));
    await expect(h1(page, next.title)).toBeVisible();
  }
  expect(pageErrors).toEqual([]);
});

test('a code block copies its code to the clipboard', { tag: appTag('learn') }, async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/tutorials/create-spl-token');
  const copy = page.getByRole('button', { name: 'Copy code' }).first();
  // Its text as the button copies it: the block may be off screen, where nothing is drawn to read.
  const code = (await page.locator('pre code').first().textContent()) ?? '';
  await copy.click();
  await expect(page.getByRole('button', { name: 'Copied' }).first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code.replace(/\n$/, ''));
});

test('the contents sidebar jumps to a section, marks it and stays in view', { tag: appTag('learn') }, async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/tutorials/token-metadata-standards');
  const contents = page.getByRole('navigation', { name: 'Contents' });
  await contents.getByRole('link', { name: 'Token-2022 Extensions' }).click();
  await expect(page).toHaveURL(/#token-2022-extensions$/);
  await expect(page.locator('h2#token-2022-extensions')).toBeInViewport();
  await expect(contents.getByRole('link', { name: 'Token-2022 Extensions' })).toHaveAttribute('aria-current', 'location');
  await expect(contents).toBeInViewport();
});

test('on a phone the contents are a collapsible list', { tag: appTag('learn') }, async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/tutorials/raydium-liquidity-pool');
  const toggle = page.getByRole('button', { name: 'Contents' });
  const link = page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Creating the Pool' });
  await expect(link).toBeHidden();
  await toggle.click();
  await link.click();
  await expect(page).toHaveURL(/#creating-the-pool$/);
  await expect(link).toBeHidden();
});

test('the airdrop claim sample runs through connect, claiming and claimed', { tag: appTag('learn') }, async ({ page, pageErrors }) => {
  await page.goto('/tutorials/token-airdrop-program');
  const sample = page.getByRole('region', { name: 'Claim your airdrop' });
  await sample.getByRole('button', { name: 'Connect Wallet' }).click();
  await sample.getByRole('button', { name: 'Claim Airdrop' }).click();
  await expect(sample.getByRole('button', { name: 'Claiming...' })).toBeDisabled();
  await expect(sample.getByText('Airdrop claimed!')).toBeVisible({ timeout: 5000 });
  expect(pageErrors).toEqual([]);
});

// One page visits them all: a test of its own per page cost a browser context each for one heading.
test('each unwritten tutorial is a coming-soon page', { tag: appTag('learn') }, async ({ page, pageErrors }) => {
  for (const placeholder of placeholders) {
    await page.goto(`/tutorials/${placeholder.slug}`);
    await expect(h1(page, placeholder.title), placeholder.slug).toBeVisible();
    await expect(page.getByText(COMING_SOON), placeholder.slug).toBeVisible();
  }
  expect(pageErrors).toEqual([]);
});

test('an unknown tutorial shows the not-found page', { tag: appTag('learn') }, async ({ page }) => {
  await page.goto('/tutorials/no-such-tutorial');
  await expect(h1(page, 'Page not found')).toBeVisible();
});
