import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { z } from 'zod';

/** The WCAG 2.1 A and AA rules and axe's best practices: the scans that name their standard. */
export const wcag21AndBestPractice = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * An axe scan of the page as it stands. It runs in the page itself ("legacy" mode): the default runs
 * axe in each frame, then opens a second page to merge the results, which costs more than the scan
 * on a short page; the site embeds no cross-origin frame where it is scanned. Only violations are
 * collected: the passes of a long tutorial are thousands of nodes nobody reads. Together these
 * spare a long page's scan most of its work, and it finds the same violations.
 */
export const axeScan = (page: Page) =>
  new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });

/** Whether a violation is of the impact the site may not have: serious or critical. */
export const isSevere = ({ impact }: { impact?: string | null }) =>
  impact === 'serious' || impact === 'critical';

/** The serious and critical violations of a scan, one line each: "rule: the nodes' selectors". */
export async function seriousViolations(scan: AxeBuilder): Promise<string[]> {
  const { violations } = await scan.analyze();
  return violations
    .filter(isSevere)
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** HTML_CodeSniffer's script, read once, when a test first scans with it. */
let htmlcsSource: string | undefined;
const readHtmlcs = () =>
  (htmlcsSource ??= readFileSync(
    fileURLToPath(import.meta.resolve('html_codesniffer/build/HTMLCS.js')),
    'utf8',
  ));

/** HTMLCS's message types: 1 error, 2 warning, 3 notice. */
const HTMLCS_ERROR = 1;
const htmlcsMessages = z.array(
  z.object({ type: z.number(), code: z.string(), msg: z.string(), element: z.string() }),
);

/**
 * The errors HTML_CodeSniffer (what pa11y runs by default) finds on the page as it stands against a
 * standard, one line each: "code: message — the element". It checks the whole document, header and
 * footer included, which the axe scans leave to their own page.
 *
 * Its source is evaluated through the DevTools protocol, which the page's Content-Security-Policy
 * does not govern (an injected <script> would be refused, as it should be): the page is scanned as
 * readers get it, its policy and Trusted Types enforced, and anything the scanner did that the policy
 * forbids would still fail the test. It writes no HTML while it scans.
 */
export async function htmlcsErrors(page: Page, standard = 'WCAG2AA'): Promise<string[]> {
  await page.evaluate(`${readHtmlcs()};undefined`);
  const found: unknown = await page.evaluate(
    (standard) =>
      new Promise((resolve, reject) => {
        const htmlcs: unknown = Reflect.get(window, 'HTMLCS');
        const process: unknown = htmlcs && Reflect.get(Object(htmlcs), 'process');
        const getMessages: unknown = htmlcs && Reflect.get(Object(htmlcs), 'getMessages');
        if (typeof process !== 'function' || typeof getMessages !== 'function') {
          reject(new Error('HTML_CodeSniffer did not load'));
          return;
        }
        // The element as a reader of the report finds it: its opening tag and the start of its text.
        const describe = (element: unknown) => {
          if (!(element instanceof Element))
            return element instanceof Document ? 'the document' : String(element);
          const html = element.outerHTML;
          const tag = html.slice(0, html.indexOf('>') + 1);
          const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ');
          return `${tag.length > 240 ? `${tag.slice(0, 240)}…` : tag}${text ? ` "${text.slice(0, 60)}"` : ''}`;
        };
        const done = () => {
          const messages: unknown = getMessages.call(htmlcs);
          resolve(
            (Array.isArray(messages) ? messages : []).map((message: unknown) => ({
              type: Reflect.get(Object(message), 'type'),
              code: Reflect.get(Object(message), 'code'),
              msg: Reflect.get(Object(message), 'msg'),
              element: describe(Reflect.get(Object(message), 'element')),
            })),
          );
        };
        process.call(htmlcs, standard, document, done, () =>
          reject(new Error(`HTML_CodeSniffer has no standard ${standard}`)),
        );
      }),
    standard,
  );
  return htmlcsMessages
    .parse(found)
    .filter((message) => message.type === HTMLCS_ERROR)
    .map((message) => `${message.code}: ${message.msg} — ${message.element}`);
}
