// Each interaction (bench-interactions.ts) on a phone, run after run: a fresh context and a freshly
// loaded page that has settled, the interaction done and checked to have happened, and its figure
// read from what the page recorded (INP's: the longest Event Timing duration of the interaction,
// with the long animation frame that held it up; see interactions.ts). Every interaction in turn
// within a run, ours and then VitePress's comparable one, so that a slower stretch of a shared
// machine falls on both sides of a comparison alike.
import { loadavg } from 'node:os';
import { chromium, type Browser, type Page, type Request } from '@playwright/test';
import { localDeployment } from '@tla/platform/deploy/deployment';
import { interactivityMarkers, isPageInteractive } from '@tla/platform/contracts/page-protocol';
import { chromiumLaunchOptions } from '../../scripts/chromium-options';
import { defineNameHelper } from './in-page';
import type { InteractionCase } from './interaction-cases';
import {
  eventDurationThresholdMs,
  observeInteractions,
  pageRecordKey,
  pageRecordSchema,
  runFigure,
  type RunFigure,
} from './interactions';
import { serveVitePressReference } from './vitepress-reference';

/** A mid-range phone: its screen, touch, and a CPU 4x slower than this machine's. */
export const phone = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};
export const cpuSlowdown = 4;
/** How long a loaded page stays untouched before the interaction, once its network is quiet. */
const idleMs = 1_000;
/** No request in flight for this long: the network is quiet. */
const networkQuietMs = 500;
const pageTimeoutMs = 120_000;

const initScript = `${defineNameHelper}(${observeInteractions.toString()})(${JSON.stringify(pageRecordKey)}, ${eventDurationThresholdMs});`;

/** Follows a page's requests; `quiet()` resolves once none has been in flight for a moment. */
function trackRequests(page: Page): () => Promise<void> {
  const pending = new Set<Request>();
  let changedAt = Date.now();
  const settle = (request: Request) => {
    pending.delete(request);
    changedAt = Date.now();
  };
  page.on('request', (request) => {
    const redirectedFrom = request.redirectedFrom();
    if (redirectedFrom) pending.delete(redirectedFrom);
    pending.add(request);
    changedAt = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return async () => {
    const deadline = Date.now() + pageTimeoutMs;
    while (pending.size > 0 || Date.now() - changedAt < networkQuietMs) {
      if (Date.now() > deadline)
        throw new Error(
          `the network never went quiet: ${[...pending].map((request) => request.url()).join(', ')}`,
        );
      await page.waitForTimeout(100);
    }
  };
}

/**
 * The page has settled: loaded, its network quiet, its scripts running the page (ours: the shell and
 * every island hydrated; VitePress: its Vue app mounted), then left alone for a second and an idle
 * callback, as a reader's page is by the time they reach for something on it.
 */
async function settle(page: Page, site: InteractionCase['site'], quiet: () => Promise<void>) {
  await page.waitForLoadState('load');
  await quiet();
  if (site === 'ours')
    await page.waitForFunction(isPageInteractive, interactivityMarkers, {
      timeout: pageTimeoutMs,
    });
  else
    await page.waitForFunction(
      () => Reflect.has(document.querySelector('#app') ?? {}, '__vue_app__'),
      undefined,
      { timeout: pageTimeoutMs },
    );
  await page.waitForTimeout(idleMs);
  await page.evaluate(
    () =>
      new Promise<void>((resolvePromise) =>
        requestIdleCallback(() => resolvePromise(), { timeout: 2_000 }),
      ),
  );
}

/** One run of one interaction on a fresh page in a fresh context (no cache, no storage). */
async function measureOnce(
  browser: Browser,
  origin: string,
  interaction: InteractionCase,
  sourceOf: (url: string) => string,
): Promise<RunFigure> {
  const context = await browser.newContext(phone);
  try {
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const quiet = trackRequests(page);
    await page.addInitScript({ content: initScript });
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(origin + interaction.path, { waitUntil: 'load', timeout: pageTimeoutMs });
    await settle(page, interaction.site, quiet);
    await interaction.prepare(page);
    await settle(page, interaction.site, quiet);
    const since = await page.evaluate(() => performance.now());
    await interaction.act(page);
    await interaction.verify(page);
    // Event Timing entries are delivered after the frame that follows their events: let them come.
    await page.waitForTimeout(idleMs);
    const record = pageRecordSchema.parse(
      await page.evaluate((key) => {
        const record: unknown = Reflect.get(window, key);
        return record;
      }, pageRecordKey),
    );
    const figure = runFigure(record, since, sourceOf);
    if (figure.interactions > interaction.interactions)
      console.warn(
        `  ${interaction.id}: ${figure.interactions} interactions seen, ${interaction.interactions} made`,
      );
    if (pageErrors.length > 0)
      console.warn(`  ${interaction.id}: errors in the page: ${pageErrors.join(' | ')}`);
    return figure;
  } finally {
    await context.close();
  }
}

/** A script's URL as the table names it: the app that served it and its path. */
function sourceNamer(vitepressOrigin: string): (url: string) => string {
  const names = new Map<string, string>([
    ...Object.entries(localDeployment.apps).map(([app, { url }]): [string, string] => [
      new URL(url).origin,
      app,
    ]),
    [vitepressOrigin, 'vitepress'],
  ]);
  return (url) => {
    if (!URL.canParse(url)) return url;
    const { origin, pathname } = new URL(url);
    const name = names.get(origin);
    return name === undefined ? url : `${name} ${pathname}`;
  };
}

export type InteractionRunsContext = {
  browser: Browser;
  /** Where each site is served. */
  origins: Record<InteractionCase['site'], string>;
  cases: readonly InteractionCase[];
  runs: number;
};

/** Every case's figures, run by run, by the case's id. */
export async function run({
  browser,
  origins,
  cases,
  runs,
}: InteractionRunsContext): Promise<ReadonlyMap<string, RunFigure[]>> {
  const sourceOf = sourceNamer(origins.vitepress);
  const runsById = new Map<string, RunFigure[]>(cases.map((c) => [c.id, []]));
  for (let round = 1; round <= runs; round += 1) {
    for (const interaction of cases) {
      const figure = await measureOnce(browser, origins[interaction.site], interaction, sourceOf);
      runsById.get(interaction.id)?.push(figure);
      console.log(
        `run ${round}/${runs} ${interaction.id}: ${figure.durationMs} ms (${figure.events.join(', ') || 'under the threshold'})`,
      );
    }
  }
  return runsById;
}

/**
 * Serves VitePress's build in `vitepressDir` (with its local search) and runs the cases on it and on
 * ours, already served at `oursOrigin`, in a browser of their own; with the machine's load average
 * before and after.
 */
export async function measureBesideVitePress({
  oursOrigin,
  vitepressDir,
  cases,
  runs,
}: Omit<InteractionRunsContext, 'browser' | 'origins'> & {
  oursOrigin: string;
  vitepressDir: string;
}) {
  const vitepress = await serveVitePressReference(vitepressDir);
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const loadAtStart = loadavg();
    const runsById = await run({
      browser,
      origins: { ours: oursOrigin, vitepress: vitepress.origin },
      cases,
      runs,
    });
    return { runs, runsById, loadAtStart, loadAtEnd: loadavg() };
  } finally {
    await browser.close();
    vitepress.close();
  }
}
