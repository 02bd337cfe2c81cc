/**
 * The smoke check in the browser: each path of the staged site loaded in headless Chromium, which
 * must show the heading its prerendered HTML has and become interactive, with what the page
 * reported meanwhile collected per path.
 */
import type { BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { interactivityMarkers, isPageInteractive } from '@tla/platform/contracts/page-protocol';
import type { PageReport } from './release-smoke-reports';

const PAGE_TIMEOUT_MS = 15_000;

/**
 * The h1 of a page's prerendered HTML, read by the browser's own parser in `blank`, a page of no
 * origin: the site's pages require Trusted Types, so their own DOMParser takes no plain string.
 */
async function prerenderedHeading(blank: Page, html: string): Promise<string> {
  return blank.evaluate((text) => {
    const heading = new DOMParser().parseFromString(text, 'text/html').querySelector('h1');
    return heading?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  }, html);
}
/** Where a console message was logged: its script or resource, 1-based line and column. */
function locationOf(message: ConsoleMessage): string {
  const { url, lineNumber, columnNumber } = message.location();
  if (url === '' || (lineNumber === 0 && columnNumber === 0)) return url;
  return `${url}:${lineNumber + 1}:${columnNumber + 1}`;
}

/** What the check found wrong on one path, in the browser; empty: nothing. */
async function checkPath(page: Page, blank: Page, url: string): Promise<string[]> {
  const found: string[] = [];
  try {
    const response = await page.goto(url, { timeout: PAGE_TIMEOUT_MS });
    if (!response || response.status() !== 200) {
      return [`answered ${response?.status() ?? 'nothing'}`];
    }
    const expected = await prerenderedHeading(blank, await response.text());
    if (expected === '') found.push('its prerendered HTML has no h1');
    const interactive = await page
      .waitForFunction(isPageInteractive, interactivityMarkers, { timeout: PAGE_TIMEOUT_MS })
      .then(
        () => true,
        () => false,
      );
    if (!interactive) found.push(`not interactive after ${PAGE_TIMEOUT_MS / 1000} s`);
    if (expected !== '') {
      const shown = await page
        .getByRole('heading', { level: 1, name: expected, exact: true })
        .isVisible();
      if (!shown) {
        const actual = await page.getByRole('heading', { level: 1 }).allInnerTexts();
        found.push(
          `its heading "${expected}" is not shown (h1: ${actual.map((text) => `"${text}"`).join(', ') || 'none'})`,
        );
      }
    }
    return found;
  } catch (error) {
    return [
      ...found,
      error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error),
    ];
  }
}

/** One path's check: what it found wrong, and what the page reported while it was checked. */
export type PathCheck = { found: string[]; reports: PageReport[] };

/**
 * Check `paths` in `lanes` tabs, each loading its next path in the same tab: a tab (a renderer
 * process) per path, and a blank one per heading read, cost the check about a third of its time.
 */
export async function checkPaths(
  context: BrowserContext,
  paths: string[],
  urlOf: (path: string) => string,
  lanes: number,
): Promise<Map<string, PathCheck>> {
  const results = new Map<string, PathCheck>();
  const queue = [...paths];
  const blank = await context.newPage();
  await Promise.all(
    Array.from({ length: Math.min(lanes, paths.length) }, async () => {
      const page = await context.newPage();
      // The path being checked collects what its tab reports. Only the error and the message are
      // kept: no request, header or cookie.
      let reports: PageReport[] = [];
      page.on('pageerror', (error) =>
        reports.push({
          kind: 'uncaught',
          name: error.name,
          message: error.message,
          stack: error.stack ?? '',
        }),
      );
      page.on('console', (message) => {
        const level = message.type();
        if (level === 'error' || level === 'warning') {
          reports.push({
            kind: 'console',
            level,
            text: message.text(),
            location: locationOf(message),
          });
        }
      });
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        const reported: PageReport[] = [];
        reports = reported;
        results.set(path, { found: await checkPath(page, blank, urlOf(path)), reports: reported });
      }
      await page.close();
    }),
  );
  await blank.close();
  return results;
}
