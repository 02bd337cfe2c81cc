// npm run bench:interactions: how long the site's everyday interactions keep a phone waiting, beside
// the same kind of interaction on the VitePress build of our content. Each interaction (a tap on an
// accordion, a tab, a chip, a menu; three keys in a filter or a search; a new value in a field) runs
// on a freshly loaded page that has settled, on a phone profile (390×844 at 3x, touch, CPU slowed
// 4x), in Chromium. Its figure is INP's: the longest Event Timing duration among its events, grouped
// by interactionId (for typing, the longest key); beside it, the longest Long Animation Frame during
// it, named by its longest script, which says what to fix. Median and spread of --runs N (default 5),
// ours and VitePress's interleaved run by run. Prints a table and writes
// bench-results/interactions.json. Measurement, not a test: nothing passes or fails on timings, but
// an interaction that did not happen (nothing opened, the address did not change) stops the run.
// Flags: --runs N, --reuse-vitepress (serve the VitePress build of an earlier run), --only a,b (the
// interactions with these ids, see bench/interaction-cases.ts).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page, type Request } from '@playwright/test';
import { z } from 'zod';
import { readShellPolicyInputs } from '@tla/platform/deploy/content-security-policy';
import { localDeployment } from '@tla/platform/deploy/deployment';
import { interactivityMarkers, isPageInteractive } from '@tla/platform/contracts/page-protocol';
import { startStaticServers } from '@tla/platform/server/static-server';
import { interactionCases, type InteractionCase } from './src/interaction-cases';
import {
  eventDurationThresholdMs,
  interactionRows,
  observeInteractions,
  pageRecordKey,
  pageRecordSchema,
  phaseRows,
  runFigure,
  summarize,
  type RunFigure,
} from './src/interactions';
import { formatTable, ratio } from './src/peer-comparison';
import { installedVitePressVersion, serveVitePressReference } from './src/vitepress-reference';
import { buildVitePressSearchReference } from './src/vitepress-search-reference';
import { chromiumLaunchOptions } from '../scripts/chromium-options';
import { workspaceDists } from '../scripts/workspace';

const root = resolve(fileURLToPath(import.meta.url), '..', '..');

/** A mid-range phone: its screen, touch, and a CPU 4x slower than this machine's. */
const phone = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};
const cpuSlowdown = 4;
/** How long a loaded page stays untouched before the interaction, once its network is quiet. */
const idleMs = 1_000;
/** No request in flight for this long: the network is quiet. */
const networkQuietMs = 500;
const pageTimeoutMs = 120_000;

// tsx (esbuild's keepNames) wraps named functions in __name(...), a helper the page does not have.
const defineNameHelper = 'globalThis.__name ??= (target) => target;';
const initScript = `${defineNameHelper}(${observeInteractions.toString()})(${JSON.stringify(pageRecordKey)}, ${eventDurationThresholdMs});`;

const optionsSchema = z.object({
  runs: z.coerce.number().int().min(1),
  reuseVitepress: z.boolean(),
  only: z.array(z.string()),
});

function readOptions(): z.infer<typeof optionsSchema> {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      'reuse-vitepress': { type: 'boolean', default: false },
      only: { type: 'string', default: '' },
    },
  });
  return optionsSchema.parse({
    runs: values.runs,
    reuseVitepress: values['reuse-vitepress'],
    only: values.only.split(',').filter((id) => id !== ''),
  });
}

/** The cases to measure: all, or those `--only` names (an unknown id is an error, not nothing). */
function selectCases(only: readonly string[]): readonly InteractionCase[] {
  const unknown = only.filter((id) => !interactionCases.some((c) => c.id === id));
  if (unknown.length > 0)
    throw new Error(
      `--only: no interaction ${unknown.join(', ')} (there are ${interactionCases.map((c) => c.id).join(', ')})`,
    );
  return only.length === 0 ? interactionCases : interactionCases.filter((c) => only.includes(c.id));
}

/** Whether something already listens on `port` of the local deployment's address. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolvePromise) => {
    const socket = connect(port, localDeployment.listenAddress);
    socket.once('connect', () => {
      socket.destroy();
      resolvePromise(true);
    });
    socket.once('error', () => resolvePromise(false));
  });
}

/**
 * Waits for the local deployment's ports to be free: the site is measured at its own address (its
 * pages name the remotes' origins), and another `npm start` or test run may hold them for a while.
 */
async function waitForFreePorts(timeoutMs = 15 * 60_000): Promise<void> {
  const ports = Object.values(localDeployment.apps).map((app) => Number(new URL(app.url).port));
  const deadline = Date.now() + timeoutMs;
  let told = false;
  for (;;) {
    const busy = [];
    for (const port of ports) if (await listening(port)) busy.push(port);
    if (busy.length === 0) return;
    if (Date.now() > deadline)
      throw new Error(`ports ${busy.join(', ')} stayed in use: stop the server that holds them`);
    if (!told) console.log(`waiting for ports ${busy.join(', ')} (another server holds them)…`);
    told = true;
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 5_000));
  }
}

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

async function main(): Promise<void> {
  const options = readOptions();
  const cases = selectCases(options.only);
  const dists = workspaceDists();
  if (!existsSync(join(dists.shell, 'index.html')))
    throw new Error(`no build in ${dists.shell}: run npm run build first`);
  const vitepressVersion = installedVitePressVersion();
  const vitepressDir = await buildVitePressSearchReference(
    join(root, '.tmp', 'bench-vitepress-search'),
    { reuse: options.reuseVitepress },
  );

  await waitForFreePorts();
  const servers = await startStaticServers({
    deployment: localDeployment,
    dists,
    policyInputs: readShellPolicyInputs(dists.shell),
  });
  const vitepress = await serveVitePressReference(vitepressDir);
  const browser = await chromium.launch(chromiumLaunchOptions);
  const origins = {
    ours: new URL(localDeployment.apps.shell.url).origin,
    vitepress: vitepress.origin,
  };
  const sourceOf = sourceNamer(vitepress.origin);
  const loadAtStart = loadavg();
  const runsById = new Map<string, RunFigure[]>(cases.map((c) => [c.id, []]));
  try {
    // Run by run, every interaction in turn (ours, then VitePress's comparable one), so that a slower
    // stretch of a shared machine falls on both sides of a comparison alike.
    for (let run = 1; run <= options.runs; run += 1) {
      for (const interaction of cases) {
        const figure = await measureOnce(browser, origins[interaction.site], interaction, sourceOf);
        runsById.get(interaction.id)?.push(figure);
        console.log(
          `run ${run}/${options.runs} ${interaction.id}: ${figure.durationMs} ms (${figure.events.join(', ') || 'under the threshold'})`,
        );
      }
    }
  } finally {
    await browser.close();
    vitepress.close();
    for (const server of servers) server.close();
  }
  const loadAtEnd = loadavg();

  const measured = cases.map((c) => ({
    id: c.id,
    label: c.label,
    site: c.site,
    path: c.path,
    ...(c.peer === undefined ? {} : { peer: c.peer }),
    summary: summarize(runsById.get(c.id) ?? []),
    runs: runsById.get(c.id) ?? [],
  }));
  console.log(
    `\nInteractions on a phone (390×844 at 3x, touch, CPU ${cpuSlowdown}x slower), ms: the longest Event Timing duration of the interaction (typing: the longest key), median of ${options.runs} (min–max); 0: under ${eventDurationThresholdMs} ms. VitePress ${vitepressVersion} of our content beside ours. Load average ${loadAtStart.map((n) => n.toFixed(1)).join(' ')} at the start, ${loadAtEnd.map((n) => n.toFixed(1)).join(' ')} at the end.`,
  );
  console.log(formatTable(interactionRows(measured)));
  console.log(
    '\nWhere the time went (medians, ms): input delay (the page busy), processing (its handlers), presentation (to the next frame)',
  );
  console.log(formatTable(phaseRows(measured)));

  const byId = new Map(measured.map((m) => [m.id, m]));
  const comparisons = measured.flatMap((m) => {
    const peer = m.peer === undefined ? undefined : byId.get(m.peer);
    return peer
      ? [
          {
            ours: m.id,
            vitepress: peer.id,
            oursMs: m.summary.medianMs,
            vitepressMs: peer.summary.medianMs,
            ratio: ratio(m.summary.medianMs, peer.summary.medianMs),
          },
        ]
      : [];
  });
  mkdirSync(join(root, 'bench-results'), { recursive: true });
  writeFileSync(
    join(root, 'bench-results', 'interactions.json'),
    JSON.stringify(
      {
        date: new Date().toISOString(),
        runs: options.runs,
        profile: { ...phone, cpuSlowdown, eventDurationThresholdMs },
        loadAverage: { start: loadAtStart, end: loadAtEnd },
        vitepressVersion,
        interactions: measured,
        comparisons,
      },
      null,
      2,
    ),
  );
  console.log('\nwrote bench-results/interactions.json');
}

await main();
