// What a reader's browser meets on the scaled site (blog-at-scale.ts): the clone's composed site
// served as `npm start` serves ours (the local deployment's addresses), then, in Chromium, the bytes
// each page fetches until it and its idle prefetch are done, the main thread's blocking while the
// site search opens and a word is typed (CPU 4x slower, as the bench's phone), and whether a later
// page of the blog's list is served, without JavaScript, with that page's cards.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Response } from '@playwright/test';
import { z } from 'zod';
import { parsePublished } from '@tla/platform/contracts/parse-published';
import { POSTS_COLLECTION } from '@tla/platform/contracts/content-data';
import {
  ALL_ENTRIES,
  summaryListName,
  summaryPageFile,
  summaryPageSchema,
} from '@tla/platform/contracts/summary-pages';
import { readShellPolicyInputs } from '@tla/platform/deploy/content-security-policy';
import { localDeployment, type AppId } from '@tla/platform/deploy/deployment';
import { startStaticServers } from '@tla/platform/server/static-server';
import { chromiumLaunchOptions } from '../../../scripts/chromium-options';
import { appFolders } from '../../../scripts/workspace';
import { defineNameHelper } from '../in-page';
import { desktopPointerArg, launchReaderBrowser, type ReaderPage } from '../reader-browser';
import {
  blockingOf,
  blockingRow,
  transferred,
  type Blocking,
  type LongTask,
} from './reader-figures';
import type { Row } from './blog-at-scale';

/** The pages no blog list is on, as a reader opens them; then the blog's for reference. */
const OTHER_PAGES = [
  '/',
  '/tutorials',
  '/tutorials/create-spl-token',
  '/glossary',
  '/token-simulator',
  '/about',
];

/** The later page of the list whose served cards are checked, and the category's. */
const LATER_PAGE = 20;
const CATEGORY = 'tokenomics';
const CATEGORY_PAGE = 2;

/** Runs of the search's opening, of which the median is shown. */
const SEARCH_RUNS = 3;
/** How long a reader takes between two keys (about 60 words a minute). */
const KEY_GAP_MS = 200;
const WAIT_MS = 60_000;

const desktop = { width: 1280, height: 800 };

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * A desktop load of `url` with a mouse (so the shell's idle time runs the linked sections' code too):
 * every response's bytes on the wire until the network is idle and the shell says its idle prefetch
 * is done.
 */
async function pageBytes(
  browser: Browser,
  url: string,
): Promise<{ requests: number; bytes: number }> {
  const context = await browser.newContext({ viewport: desktop });
  try {
    const page = await context.newPage();
    const responses: Response[] = [];
    page.on('response', (response) => responses.push(response));
    await page.goto(url, { waitUntil: 'networkidle', timeout: WAIT_MS * 2 });
    await page
      .locator('html[data-idle-prefetch="done"]')
      .waitFor({ state: 'attached', timeout: WAIT_MS });
    // What the last prefetch started has time to arrive.
    await page.waitForTimeout(1000);
    const sizes = await Promise.all(
      responses.map((response) =>
        response
          .request()
          .sizes()
          .catch(() => ({ responseBodySize: -1, responseHeadersSize: -1 })),
      ),
    );
    return transferred(sizes);
  } finally {
    await context.close();
  }
}

/**
 * Whether `url`, served to a browser without JavaScript, shows `expected` as its first card; with the
 * first card's title and the address it ended at (a list's query form may redirect).
 */
async function servedFirstCard(browser: Browser, url: string, expected: string): Promise<string> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(url, { timeout: WAIT_MS });
    // Without scripts the page is what was served: nothing more will show.
    const [first = ''] = await page
      .getByRole('main')
      .getByRole('heading', { level: 3 })
      .allTextContents();
    const shown = first.trim();
    const { pathname, search } = new URL(page.url());
    return `${shown === expected ? 'yes' : 'no'} (first card: ${shown || 'none'}; at ${pathname}${search})`;
  } finally {
    await context.close();
  }
}

/** The first title of a page of a list as the blog's build published it; none past its last page. */
function publishedFirstTitle(blogDist: string, list: string, page: number): string | undefined {
  const file = summaryPageFile(POSTS_COLLECTION, list, page);
  if (!existsSync(join(blogDist, file))) return undefined;
  const schema = summaryPageSchema(z.object({ title: z.string() }));
  return parsePublished(schema, readFileSync(join(blogDist, file), 'utf8'), file).items[0]?.title;
}

/** Every long task of the page, noted from before its first script. */
const recordLongTasks = () => {
  const tasks: { start: number; duration: number }[] = [];
  Reflect.set(window, '__longTasks', tasks);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
};

const longTasksSchema = z.array(z.object({ start: z.number(), duration: z.number() }));

/** Asks the page `expression` every 50 ms until it is true; fails naming `what` after WAIT_MS. */
async function until(page: ReaderPage, expression: string, what: string): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  while ((await page.evaluate(expression)) !== true) {
    if (Date.now() > deadline) throw new Error(`the page never showed ${what}`);
    await new Promise((resume) => setTimeout(resume, 50));
  }
}

const sleep = (ms: number) => new Promise((resume) => setTimeout(resume, ms));

/** Inside the search dialog: its field and its results. */
const dialog = `document.querySelector('[role="dialog"]')`;

type SearchBlocking = { opening: Blocking; typing: Blocking };

/**
 * One opening of the site search, once the page and its idle prefetch are done: the long tasks from
 * Ctrl+K until the dialog offers to search its indexes, then from the first key of `word` until its
 * results have shown.
 */
async function openSearch(page: ReaderPage, word: string): Promise<SearchBlocking> {
  const now = async () => z.number().parse(await page.evaluate('performance.now()'));
  await until(
    page,
    `document.documentElement.dataset.idlePrefetch === 'done'`,
    'its idle prefetch done',
  );
  const pressed = await now();
  const ctrlK = { key: 'k', code: 'KeyK', windowsVirtualKeyCode: 75, modifiers: 2 };
  await page.key({ type: 'rawKeyDown', ...ctrlK });
  await page.key({ type: 'keyUp', ...ctrlK });
  await until(
    page,
    `/Type to search \\d+ pages/.test(${dialog}?.textContent ?? '')`,
    'the search dialog with its indexes',
  );
  const typed = await now();
  for (const letter of word) {
    const key = {
      key: letter,
      code: `Key${letter.toUpperCase()}`,
      windowsVirtualKeyCode: letter.toUpperCase().charCodeAt(0),
    };
    await page.key({ type: 'keyDown', ...key, text: letter });
    await page.key({ type: 'keyUp', ...key });
    await sleep(KEY_GAP_MS);
  }
  await until(
    page,
    `${dialog}?.querySelector('[role="combobox"]')?.value === ${JSON.stringify(word)} && ${dialog}.querySelectorAll('[role="option"]').length > 0`,
    `results for "${word}"`,
  );
  // A task the last results started ends within this.
  await sleep(1000);
  const tasks: LongTask[] = longTasksSchema.parse(await page.evaluate('window.__longTasks'));
  return { opening: blockingOf(tasks, pressed, typed), typing: blockingOf(tasks, typed) };
}

/** SEARCH_RUNS openings of the search on the home page, each in a fresh context. */
async function searchBlocking(origin: string, word: string): Promise<SearchBlocking[]> {
  const readerBrowser = await launchReaderBrowser();
  try {
    const runs: SearchBlocking[] = [];
    for (let run = 0; run < SEARCH_RUNS; run += 1)
      runs.push(
        await readerBrowser.drive(
          `${origin}/`,
          {
            viewport: { ...desktop, deviceScaleFactor: 1, mobile: false },
            cpuSlowdown: 4,
            initScript: `${defineNameHelper}(${recordLongTasks.toString()})();`,
            settleMs: 500,
          },
          (page) => openSearch(page, word),
        ),
      );
    return runs;
  } finally {
    await readerBrowser.close();
  }
}

/**
 * The reader's rows of the clone in `scratch`: its composed site served at the local deployment's
 * addresses while Chromium loads it. `postPath` is a post's page; `searchWord` what the search types.
 */
export async function readerRows(
  scratch: string,
  { postPath, searchWord }: { postPath: string; searchWord: string },
): Promise<Row[]> {
  const distOf = (app: AppId) => join(scratch, appFolders[app], 'dist');
  const dists: Record<AppId, string> = {
    shell: distOf('shell'),
    blog: distOf('blog'),
    learn: distOf('learn'),
    simulator: distOf('simulator'),
  };
  const servers = await startStaticServers({
    deployment: localDeployment,
    dists,
    policyInputs: readShellPolicyInputs(dists.shell),
  });
  const origin = new URL(localDeployment.apps.shell.url).origin;
  const browser = await chromium.launch({
    ...chromiumLaunchOptions,
    args: [...chromiumLaunchOptions.args, desktopPointerArg],
  });
  try {
    const rows: Row[] = [];
    for (const path of [...OTHER_PAGES, '/blog', postPath]) {
      const { requests, bytes } = await pageBytes(browser, origin + path);
      rows.push({
        name: `${path} fetches (load until idle and its prefetch done)`,
        value: `${kb(bytes)} in ${requests} responses`,
        bytes,
      });
    }
    const search = await searchBlocking(origin, searchWord);
    rows.push(
      {
        name: 'opening site search (Ctrl+K on /, until it offers its indexes; CPU 4x slower)',
        value: blockingRow(search.map((run) => run.opening)),
      },
      {
        name: `typing "${searchWord}" into it, until its results show (CPU 4x slower)`,
        value: blockingRow(search.map((run) => run.typing)),
      },
    );
    const blogDist = dists.blog;
    const lists = [
      { path: `/blog?page=${LATER_PAGE}`, list: ALL_ENTRIES, page: LATER_PAGE },
      {
        path: `/blog?category=${CATEGORY}&page=${CATEGORY_PAGE}`,
        list: summaryListName(CATEGORY),
        page: CATEGORY_PAGE,
      },
    ];
    for (const { path, list, page } of lists) {
      const expected = publishedFirstTitle(blogDist, list, page);
      rows.push({
        name: `${path} served with its cards (no JavaScript)`,
        value:
          expected === undefined
            ? 'no such page at this count'
            : await servedFirstCard(browser, origin + path, expected),
      });
    }
    return rows;
  } finally {
    await browser.close();
    for (const server of servers) server.close();
  }
}
