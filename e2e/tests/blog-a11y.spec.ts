import { expect, test } from '../fixtures';
import { appTag } from '../app-tags';
import { axeScan, seriousViolations, wcag21AndBestPractice } from '../accessibility';

// axe injects its own styles and evaluates code, which the site's CSP rightly refuses: accessibility
// scans run with the CSP bypassed (csp.spec.ts checks every page under it).
test.use({ bypassCSP: true });

/** The blog's pages, in both themes: no serious or critical axe violations (badge contrast included). */
const blogPages = [
  '/blog',
  '/blog?category=tokenomics',
  '/blog?search=raydium',
  '/blog/spl-token-developer-guide',
  '/blog/editor',
];

for (const theme of ['dark', 'light'] as const) {
  for (const path of blogPages) {
    test(`axe: no serious or critical violations on ${path} (${theme})`, { tag: appTag('blog') }, async ({ page, pageErrors }) => {
      await page.addInitScript((chosen) => window.localStorage.setItem('theme', chosen), theme);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(path);
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const scan = axeScan(page).withTags(wcag21AndBestPractice).include('main');
      expect(await seriousViolations(scan)).toEqual([]);
      expect(pageErrors).toEqual([]);
    });
  }
}
