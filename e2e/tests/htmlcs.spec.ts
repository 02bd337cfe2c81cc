import { expect, test } from '../fixtures';
import { appTags } from '../app-tags';
import { htmlcsErrors } from '../accessibility';

/**
 * HTML_CodeSniffer, what pa11y runs by default, finds no WCAG 2 AA error on a page of each kind, in
 * either theme: the whole document, the header's forms and the footer included. The pages are scanned
 * as a reader first gets them: no scrolling, no reduced motion, the page's CSP enforced.
 */
const pages = [
  { path: '/', app: 'shell' },
  { path: '/blog', app: 'blog' },
  { path: '/blog/spl-token-developer-guide', app: 'blog' },
  { path: '/blog/editor', app: 'blog' },
  { path: '/tutorials', app: 'learn' },
  { path: '/tutorials/create-spl-token', app: 'learn' },
  { path: '/resources', app: 'learn' },
  { path: '/glossary', app: 'learn' },
  { path: '/token-simulator', app: 'simulator' },
  { path: '/about', app: 'shell' },
  { path: '/contact', app: 'shell' },
  { path: '/affiliate', app: 'shell' },
] as const;

for (const { path, app } of pages) {
  // Both themes in one test: one page, two loads, two scans.
  test(
    `HTML_CodeSniffer: no WCAG2AA errors on ${path}, dark and light`,
    { tag: appTags('shell', app) },
    async ({ page, pageErrors }) => {
      const errors: Record<string, string[]> = {};
      for (const theme of ['dark', 'light'] as const) {
        const chosen = await page.addInitScript(
          (setting) => window.localStorage.setItem('theme', setting),
          theme,
        );
        await page.goto(path);
        await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        errors[theme] = await htmlcsErrors(page);
        await chosen.dispose();
      }
      expect(errors).toEqual({ dark: [], light: [] });
      expect(pageErrors).toEqual([]);
    },
  );
}
