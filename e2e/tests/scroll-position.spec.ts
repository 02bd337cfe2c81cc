import { expect, test, waitForHydration } from '../fixtures';
import type { Page } from '@playwright/test';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Scrolls like a reader (the wheel), then waits for the page to settle there. */
async function scrollDown(page: Page, pixels: number): Promise<number> {
  await page.mouse.move(640, 400);
  await page.mouse.wheel(0, pixels);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(pixels / 2);
  return scrollY(page);
}

test('back to the blog list returns to where the reader left it; a footer link starts at the top', async ({ page }) => {
  await page.goto('/blog');
  const left = await scrollDown(page, 600);
  // A post card now in view, opened with a click.
  const cards = page.getByRole('list', { name: 'Articles' }).getByRole('link');
  const card = cards.last();
  await card.scrollIntoViewIfNeeded();
  const leftAt = await scrollY(page);
  expect(leftAt).toBeGreaterThanOrEqual(left - 1);
  await card.click();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  await expect.poll(() => scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/blog$/);
  await expect.poll(async () => Math.abs((await scrollY(page)) - leftAt)).toBeLessThanOrEqual(100);

  // A new navigation, from the footer at the bottom of the page, starts at the top.
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Glossary', exact: true });
  await footerLink.scrollIntoViewIfNeeded();
  await footerLink.click();
  await expect(page).toHaveURL(/\/glossary$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Glossary' })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('back and forward return to the place in a long article, once its text has rendered', async ({ page }) => {
  await page.goto('/glossary');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blog', exact: true }).click();
  await page.getByRole('list', { name: 'Articles' }).getByRole('link', { name: 'Tokenomics Principles Every Solana Token Creator Should Know' }).click();
  await expect(page).toHaveURL(/\/blog\/tokenomics-principles-for-solana-tokens$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Burn mechanics' })).toBeVisible();
  const left = await scrollDown(page, 2400);

  // The sticky header's link, so leaving does not scroll the article first.
  await page.getByRole('banner').getByRole('link', { name: 'Tutorials', exact: true }).click();
  await expect(page).toHaveURL(/\/tutorials$/);
  await expect.poll(() => scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/blog\/tokenomics-principles-for-solana-tokens$/);
  await expect.poll(async () => Math.abs((await scrollY(page)) - left)).toBeLessThanOrEqual(100);

  await page.goForward();
  await expect(page).toHaveURL(/\/tutorials$/);
  await expect.poll(() => scrollY(page)).toBeLessThanOrEqual(100);
});

test('a reload keeps the place too', async ({ page }) => {
  await page.goto('/blog/tokenomics-principles-for-solana-tokens');
  const left = await scrollDown(page, 1800);
  await page.reload();
  await expect.poll(async () => Math.abs((await scrollY(page)) - left)).toBeLessThanOrEqual(100);
});

test('a jump to the end of a long tutorial leaves the next link where it came into view', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/tutorials/raydium-liquidity-pool');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const next = page.getByRole('navigation', { name: 'More tutorials' }).getByRole('link', { name: /Next tutorial/ });
  // Its top on screen in each frame from the one that brings it into view, as a reader about to click sees it.
  const tops = await next.evaluate(async (link) => {
    link.scrollIntoView({ block: 'center' });
    const seen = [link.getBoundingClientRect().top];
    for (let frame = 0; frame < 8; frame++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      seen.push(link.getBoundingClientRect().top);
    }
    return seen;
  });
  expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(2);
});

test('the End key pressed before the site has started reaches the very end, and stays there', async ({
  page,
  baseURL,
}) => {
  // The shell's code is held back until End has been pressed: only the page's inline scripts run (a
  // remote's code runs only once the shell's has).
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const pageUrl = new URL('/tutorials/token-airdrop-program', baseURL);
  await page.route(
    (url) => url.origin === pageUrl.origin && url.pathname.endsWith('.js'),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  // The frame's own goto: the fixture's page.goto waits for hydration, which this test holds back.
  await page.mainFrame().goto(pageUrl.href);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('End');
  const distanceToEnd = () =>
    page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight - window.scrollY);
  await expect(page.getByRole('contentinfo')).toBeInViewport();
  await expect.poll(distanceToEnd).toBeLessThanOrEqual(1);
  // The site starts with the reader at the end: it keeps the page whole, and them there.
  release();
  await waitForHydration(page);
  await expect(page.getByRole('contentinfo')).toBeInViewport();
  expect(await distanceToEnd()).toBeLessThanOrEqual(1);
});

test('the End key reaches the very end of a long tutorial', async ({ page }) => {
  await page.goto('/tutorials/token-airdrop-program');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Once the site has hydrated, its own handler draws the page whole (keeping what the reader sees in
  // place) before End scrolls; the test above covers End before then.
  await waitForHydration(page);
  await page.keyboard.press('End');
  await expect(page.getByRole('contentinfo')).toBeInViewport();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight - window.scrollY))
    .toBeLessThanOrEqual(1);
});
