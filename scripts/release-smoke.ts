/**
 * The last check before a remote's release goes live: the site as it would be with the staged release
 * (the live shell's build and the other live remotes, composed again with the staged one) is served
 * from a scratch folder on free ports, and each path the remote prerenders is loaded in headless
 * Chromium. Each must show the heading its prerendered HTML has, become interactive, and raise no page
 * error, console error or Content-Security-Policy violation. A page's refusal quotes the errors it
 * reported, so the team reads what threw, not only what was missing. Nothing live is read for writing.
 */
import { copyFileSync, cpSync, existsSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { chromium, type BrowserContext, type ConsoleMessage, type Page } from 'playwright-core';
import {
  interactivityMarkers,
  isPageInteractive,
  SPA_PAGE_FILE,
} from '@tla/platform/contracts/page-protocol';
import type { IslandsManifest } from '@tla/platform/contracts/published';
import {
  appOrigins,
  deploymentSchema,
  type AppId,
  type Deployment,
  type RemoteId,
} from '@tla/platform/deploy/deployment';
import {
  outboundOrigins,
  readShellPolicyInputs,
} from '@tla/platform/deploy/content-security-policy';
import { listeners } from '@tla/platform/deploy/sites';
import { composeWith } from '@tla/platform/prerender/compose';
import type { ShellEntry } from '@tla/platform/prerender/compose/shell-build';
import { startStaticServers } from '@tla/platform/server/static-server';
import { chromiumLaunchOptions } from './chromium-options';
import type { Refusal } from './release-guard';
import { appFolders } from './workspace';
import { freePort } from '@tla/platform/server/free-port';

/**
 * The deployment's topology (host names, prefixes) on free ports: where the staged site is served, by
 * the Node server, so over plain HTTP (Chromium treats those origins as secure, below).
 */
export async function stagedDeployment(deployment: Deployment): Promise<Deployment> {
  const ports = new Map<number, number>();
  for (const { port } of listeners(deployment)) {
    ports.set(port, await freePort(deployment.listenAddress));
  }
  const moved = (url: string) => {
    const next = new URL(url);
    const port = next.port === '' ? (next.protocol === 'https:' ? 443 : 80) : Number(next.port);
    next.port = String(ports.get(port) ?? port);
    next.protocol = 'http:';
    return next.href;
  };
  const apps = Object.fromEntries(
    Object.entries(deployment.apps).map(([app, { url }]) => [app, { url: moved(url) }]),
  );
  return deploymentSchema.parse({
    ...deployment,
    name: `${deployment.name}-staged`,
    apps,
    tls: undefined,
  });
}

export type SmokeOptions = {
  remote: RemoteId;
  deployment: Deployment;
  /** The live deployment's files, per app (only read). */
  live: Record<AppId, string>;
  /** The staged release. */
  staged: string;
  manifest: IslandsManifest;
  /** The shell's prerender entry (built from its source once per release). */
  shell: ShellEntry;
  /** A scratch folder for the staged site (emptied before and removed after). */
  workDir: string;
};

const PAGE_TIMEOUT_MS = 15_000;
/** Paths checked at once: a third tab gained nothing on a two-core machine. */
const CHECK_LANES = 2;

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

/** What a page reported while it was checked: an uncaught error, or a console message. */
export type PageReport =
  | { kind: 'uncaught'; name: string; message: string; stack: string }
  | { kind: 'console'; level: 'error' | 'warning'; text: string; location: string };

/** Reports quoted per page, and characters per quote: enough to find the cause, not a log dump. */
const MAX_QUOTED_REPORTS = 3;
const MAX_QUOTE_LENGTH = 200;

/** A query string or fragment may carry a token: a quoted URL keeps its origin and path only. */
const withoutQueries = (text: string) => text.replace(/(https?:\/\/[^\s?#()]+)[?#][^\s()]*/g, '$1');

const quoted = (text: string) => {
  const line = withoutQueries(text).replace(/\s+/g, ' ').trim();
  return line.length > MAX_QUOTE_LENGTH ? `${line.slice(0, MAX_QUOTE_LENGTH - 1)}…` : line;
};

/**
 * Text as Chromium gives it, split into what it says and its first stack frame: an Error passed to
 * the console is printed with its stack.
 */
function splitStack(text: string): { head: string; frame: string | undefined } {
  const lines = text.split('\n');
  const at = lines.findIndex((line) => /^\s+at /.test(line));
  if (at === -1) return { head: text, frame: undefined };
  return { head: lines.slice(0, at).join(' '), frame: lines[at]?.trim().replace(/^at /, '') };
}

/**
 * One report as a refusal quotes it, or undefined when it is not worth quoting: a warning is quoted
 * only when it carries an error's stack (the shell warns, with the error, of a section that crashed
 * and shows its error screen instead; nothing is thrown or logged as an error then).
 */
function quoteReport(report: PageReport): { rank: number; text: string } | undefined {
  const quote = (label: string, head: string, frame: string | undefined) =>
    `${label}: ${quoted(head)}${frame ? ` (at ${quoted(frame)})` : ''}`;
  if (report.kind === 'uncaught') {
    const head = report.name === '' ? report.message : `${report.name}: ${report.message}`;
    return { rank: 0, text: quote('the page threw', head, splitStack(report.stack).frame) };
  }
  const { head, frame } = splitStack(report.text);
  if (report.level === 'error') {
    return { rank: 1, text: quote('console error', head, frame ?? (report.location || undefined)) };
  }
  return frame === undefined ? undefined : { rank: 2, text: quote('console warning', head, frame) };
}

/**
 * What a refusal quotes of a page's reports: errors it threw first, then console errors, then
 * warnings that carry an error; each once, the first few, on one line each. Empty: nothing to quote.
 */
export function quoteReports(reports: PageReport[]): string {
  const quotes = [
    ...new Set(
      reports
        .map(quoteReport)
        .filter((quote) => quote !== undefined)
        .sort((a, b) => a.rank - b.rank)
        .map(({ text }) => text),
    ),
  ];
  const more = quotes.length - MAX_QUOTED_REPORTS;
  return [...quotes.slice(0, MAX_QUOTED_REPORTS), ...(more > 0 ? [`${more} more`] : [])].join('; ');
}

/**
 * The cause of a path's refusal, given what the check found wrong there and what the page reported
 * meanwhile; undefined: it passed. An uncaught error or a console error fails a page by itself.
 */
export function pageFailure(
  path: string,
  found: string[],
  reports: PageReport[],
): string | undefined {
  const failed =
    found.length > 0 ||
    reports.some((report) => report.kind === 'uncaught' || report.level === 'error');
  if (!failed) return undefined;
  const what = [found.join('; '), quoteReports(reports)].filter((part) => part !== '');
  return `its page ${path}, loaded in Chromium on the staged site, failed: ${what.join(' — ')}`;
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

/** The smoke check of the staged composition: every refusal it finds (none: it passed). */
export async function smokeCheck({
  remote,
  deployment,
  live,
  staged,
  manifest,
  shell,
  workDir,
}: SmokeOptions): Promise<Refusal[]> {
  const folder = appFolders[remote];
  const shellDist = join(workDir, 'shell');
  rmSync(workDir, { recursive: true, force: true });
  // The live shell's build without its composed pages (composed again below for the staged site).
  cpSync(live.shell, shellDist, {
    recursive: true,
    filter: (file) => !/[/\\]index\.html(\.br|\.gz)?$/.test(file.slice(live.shell.length)),
  });
  if (!existsSync(join(shellDist, SPA_PAGE_FILE))) {
    copyFileSync(join(live.shell, 'index.html'), join(shellDist, SPA_PAGE_FILE));
  }
  const site = await stagedDeployment(deployment);
  const dists: Record<AppId, string> = { ...live, shell: shellDist, [remote]: staged };
  let servers: Server[] = [];
  // The staged origins count as the https site they stand for (Cross-Origin-Opener-Policy and the
  // like behave as in production rather than log that they were ignored), as in the e2e suite.
  const browser = await chromium.launch({
    ...chromiumLaunchOptions,
    args: [
      ...chromiumLaunchOptions.args,
      `--unsafely-treat-insecure-origin-as-secure=${appOrigins(site).join(',')}`,
    ],
  });
  try {
    try {
      await composeWith(shell, { deployment: site, shellDist, remoteDists: dists });
    } catch (error) {
      return [
        {
          cause: `the site composed with it does not compose: ${error instanceof Error ? error.message : String(error)}`,
          fix: `make each page of ${folder} prerender, then release again`,
        },
      ];
    }
    const policyInputs = readShellPolicyInputs(shellDist);
    servers = await startStaticServers({ deployment: site, dists, policyInputs });
    const context = await browser.newContext();
    // The outside world the shell's policy lets pages reach (ad network, video platform) is not
    // checked here: it answers empty. Only those origins are routed: routing every request sent each
    // one through this process and turned the browser's cache off.
    for (const origin of outboundOrigins(policyInputs.outbound)) {
      await context.route(`${origin}/**`, (route) => route.fulfill({ status: 200, body: '' }));
    }
    const violations = new Map<string, string[]>();
    await context.exposeBinding('reportCspViolation', ({ page }, report: string) => {
      const path = new URL(page.url()).pathname;
      violations.set(path, [...(violations.get(path) ?? []), report]);
    });
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const send: unknown = Reflect.get(window, 'reportCspViolation');
        if (typeof send === 'function') {
          Reflect.apply(send, window, [
            `${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`,
          ]);
        }
      });
    });
    const paths = [...new Set(manifest.islands.flatMap((island) => island.paths))];
    const results = await checkPaths(
      context,
      paths,
      (path) => new URL(path, site.apps.shell.url).href,
      CHECK_LANES,
    );
    return paths.flatMap((path): Refusal[] => {
      const { found = [], reports = [] } = results.get(path) ?? {};
      const cause = pageFailure(
        path,
        [...found, ...(violations.get(path) ?? []).map((report) => `CSP violation: ${report}`)],
        reports,
      );
      if (cause === undefined) return [];
      return [
        {
          cause,
          fix: `open ${path} on ${folder}'s dev server (npm run dev -w ${folder}) with the console open, fix what it reports, and release again`,
        },
      ];
    });
  } finally {
    await browser.close();
    await Promise.all(
      servers.map(
        (server) =>
          new Promise<void>((resolve) => {
            server.close(() => resolve());
            server.closeAllConnections();
          }),
      ),
    );
    rmSync(workDir, { recursive: true, force: true });
  }
}
