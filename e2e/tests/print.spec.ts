import { expect, test } from '../fixtures';

for (const path of ['/blog/spl-token-developer-guide', '/tutorials/create-spl-token']) {
  test(`printed, ${path} is its article alone, with code wrapped and link targets written`, async ({ page }) => {
    await page.goto(path);
    await page.emulateMedia({ media: 'print' });

    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('article')).toBeVisible();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Contents' })).toBeHidden();
    await expect(page.getByRole('complementary', { name: 'Ready to Create Your Solana Token?' })).toBeHidden();
    await expect(page.getByRole('button', { name: /Search/i })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Copy code' }).first()).toBeHidden();

    // Code wraps at the paper's edge instead of scrolling (and so being cut).
    const code = page.locator('article pre').first();
    await expect(code).toHaveCSS('white-space', 'pre-wrap');
    expect(await code.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);

    // An external link's address follows it.
    const external = page.locator('article .tla-prose a[target="_blank"]').first();
    const href = (await external.getAttribute('href')) ?? '';
    expect(await external.evaluate((element) => getComputedStyle(element, '::after').content)).toBe(`" (${href})"`);

    // On screen again, the frame is back.
    await page.emulateMedia({ media: 'screen' });
    await expect(page.getByRole('banner')).toBeVisible();
  });
}
