import { expect, test } from '../fixtures';
import type { Locator, Page } from '@playwright/test';

/** Presses Tab until `target` has focus, as a keyboard reader would reach it. */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${String(target)} within ${limit} presses`);
}

/** The sticky header's bottom edge, in viewport pixels. */
const headerBottom = (page: Page) =>
  page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().bottom);

test('a post heading has a link to itself: shown on keyboard focus, followed lands below the header', async ({ page }) => {
  await page.goto('/blog/tokenomics-principles-for-solana-tokens');
  const heading = page.getByRole('heading', { level: 2, name: 'Decimals and raw units', exact: true });
  const link = page.getByRole('link', { name: 'Link to section: Decimals and raw units', exact: true });
  await expect(link).toHaveAttribute('href', '#decimals-and-raw-units');
  await expect(heading).toHaveAttribute('id', 'decimals-and-raw-units');
  // Out of sight until wanted.
  await expect(link).toHaveCSS('opacity', '0');

  await page.getByRole('link', { name: 'Link to section: Supply: pick a number you can explain' }).focus();
  await tabTo(page, link);
  await expect(link).toBeFocused();
  await expect(link).toHaveCSS('opacity', '1');
  await expect(link).toBeInViewport();

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/blog\/tokenomics-principles-for-solana-tokens#decimals-and-raw-units$/);
  // Below the sticky header, at the top of what is left of the window.
  const bottom = await headerBottom(page);
  await expect
    .poll(() => heading.evaluate((element) => element.getBoundingClientRect().top))
    .toBeGreaterThanOrEqual(bottom);
  expect(await heading.evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(bottom + 80);
});

test('hovering a tutorial heading shows its link; a link to a section lands below the header', async ({ page }) => {
  await page.goto('/tutorials/create-spl-token#minting-tokens');
  const heading = page.getByRole('heading', { level: 2, name: 'Minting Tokens', exact: true });
  const bottom = await headerBottom(page);
  await expect.poll(() => heading.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThanOrEqual(bottom);
  expect(await heading.evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(bottom + 80);

  const link = page.getByRole('link', { name: 'Link to section: Minting Tokens', exact: true });
  await expect(link).toHaveAttribute('href', '#minting-tokens');
  await heading.hover();
  await expect(link).toHaveCSS('opacity', '1');
  // The contents list names the section by its words alone.
  await expect(page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Minting Tokens', exact: true })).toHaveCount(1);
});

test('a glossary term has a link to itself that opens the term', async ({ page }) => {
  await page.goto('/glossary');
  const link = page.getByRole('link', { name: 'Link to section: Mint Authority', exact: true });
  await expect(link).toHaveAttribute('href', '#mint-authority');
  await page.getByRole('button', { name: 'Mint Authority', exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  await expect(link).toHaveCSS('opacity', '1');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/glossary#mint-authority$/);
  await expect(page.getByRole('button', { name: 'Mint Authority', exact: true })).toHaveAttribute('aria-expanded', 'true');
});
