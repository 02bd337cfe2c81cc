import { expect, test } from '../fixtures';
import { routeTable } from '../route-table';
import { appTag, everyAppTag } from '../app-tags';

/**
 * Every route under the deployed Content-Security-Policy: the fixture fails a test on any violation
 * (securitypolicyviolation events and Chromium's console reports). Each page is scrolled to its end,
 * so below-the-fold islands, video embeds and (where configured) the ad script load too.
 */
const paths = [
  ...routeTable.filter((route) => !route.leavesByItself).map((route) => route.path),
  '/blog/how-to-create-a-meme-coin-on-solana',
  '/tutorials/create-spl-token',
  '/tutorials/token-swap-interface',
  '/resources/contract-templates',
  '/glossary#mint-authority',
];

for (const path of paths) {
  test(`${path} loads with no Content-Security-Policy violation`, { tag: everyAppTag }, async ({ page, pageErrors }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    await page.waitForLoadState('networkidle');
    expect(pageErrors).toEqual([]);
  });
}

test('the redirect page leaves for its target without a violation', { tag: appTag('shell') }, async ({ page }) => {
  await page.clock.install();
  await page.goto('/guide/deploy-token');
  await expect(page.getByRole('heading', { level: 1, name: 'Deploy Your Token' })).toBeVisible();
});
