import { expect, test } from '../fixtures';
import { appTag } from '../app-tags';
import { axeScan, seriousViolations } from '../accessibility';

// axe injects its own styles and evaluates code, which the site's CSP rightly refuses: accessibility
// scans run with the CSP bypassed (csp.spec.ts checks every page under it).
test.use({ bypassCSP: true });

const pages = [
  { path: '/tutorials', heading: 'Tutorials' },
  { path: '/tutorials/token-airdrop-program', heading: 'Building a Token Airdrop Program' },
  { path: '/tutorials/create-spl-token', heading: 'How to Create an SPL Token' },
  // One coming-soon page stands for all: they share one template.
  { path: '/tutorials/token-swap-interface', heading: 'Building a Token Swap Interface' },
] as const;

for (const theme of ['dark', 'light'] as const) {
  for (const { path, heading } of pages) {
    test(`${path} has no serious accessibility violations (${theme}, phone and desktop)`, { tag: appTag('learn') }, async ({ page }) => {
      // Two full scans of a long tutorial (thousands of elements, highlighted code) outlast the
      // default timeout on a two-core machine.
      test.slow();
      await page.emulateMedia({ colorScheme: theme });
      // The site is dark unless the reader chose otherwise (spec): choose the theme as a reader would.
      await page.addInitScript((chosen) => window.localStorage.setItem('theme', chosen), theme);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
        await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0);
        expect(await seriousViolations(axeScan(page).include('main'))).toEqual([]);
      }
    });
  }
}
