// npm run bench: measure what readers download and how fast pages appear, in headless Chromium.
// Builds the site (federated, prerendered) and a plain single-page build of the same source, serves
// both as deployed, and for each route records: first-load JS (bytes on the wire and files), total
// bytes, LCP and time until the section's heading shows (desktop, no throttling), mobile-throttled
// LCP/FCP/TBT (slow 4G, 4x CPU; median of 3; in a browser with no inspector on the page, as a
// reader's: see bench/reader-browser.ts), whether the served HTML already holds the page's heading,
// and how many React renderers started; and the JS a reader has downloaded after scrolling through the
// page (code deferred until the reader comes near it). A reference is measured in the same run,
// interleaved: each route's own composed HTML with its scripts removed (same text, no JavaScript).
// Then in-app navigation: from / after idle, a click on each section until its h1 shows (desktop,
// timed in the page), ours against the reference's static pages. Then Lighthouse 12's mobile run
// (median of N) on the same pages. A real docs-site peer is measured in the same run, the same
// ways: the same tutorials and posts built with VitePress (bench/vitepress-reference.ts), on the routes
// both have: first-load JS, mobile loads, navigation from its home, Lighthouse; printed ours against
// it with ratios. Prints tables and writes bench-results/bench.json.
// This is measurement, not a test: nothing here passes or fails on timings.
// Flags: --no-build (reuse the current builds), --runs N (mobile and Lighthouse runs per route,
// default 3), --no-lighthouse, --navigation-only (the clicks alone: no page loads, no Lighthouse).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Response } from '@playwright/test';
import { createServer } from 'node:http';
import sirv from 'sirv';
import { z } from 'zod';
import { precompressDir } from '@tla/platform/build-tools/precompress';
import { localDeployment } from '@tla/platform/deploy/deployment';
import { readShellPolicyInputs } from '@tla/platform/deploy/content-security-policy';
import { startStaticServers } from '@tla/platform/server/static-server';
import { pageFile } from '@tla/platform/prerender/page-file';
import { openLighthouse } from './src/lighthouse';
import { medianScores, type LighthouseRun, type LighthouseScores } from './src/lighthouse-scores';
import {
  formatPeerComparison,
  formatTable,
  ratio,
  navigationName,
  tbtAgainstDocsPage,
  type NavigationCase,
  type NavigationComparison,
  type PeerFigures,
  type RouteComparison,
} from './src/peer-comparison';
import { launchReaderBrowser } from './src/reader-browser';
import { median, spread } from './src/statistics';
import { buildPlainSpa } from './src/spa-build';
import {
  buildVitePressReference,
  installedVitePressVersion,
  serveVitePressReference,
} from './src/vitepress-reference';
import { chromiumLaunchOptions } from '../scripts/chromium-options';
import { workspaceDists } from '../scripts/workspace';

const root = resolve(fileURLToPath(import.meta.url), '..', '..');
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 3;
const navigationOnly = args.includes('--navigation-only');
/** The tutorial: its VitePress build, a docs page, is the bar for every route's Lighthouse TBT. */
const docsPageRoute = '/tutorials/create-spl-token';
// The routes the VitePress build of our content has too (the same paths).
const vitepressRoutes = new Set([
  '/',
  '/blog',
  '/blog/spl-token-developer-guide',
  '/tutorials',
  docsPageRoute,
]);
// The pages measured: the home page, each section's first page, a post and a tutorial.
const routes = [...vitepressRoutes, '/glossary', '/token-simulator'];
const spaDir = join(root, '.tmp', 'bench-spa');
const vitepressVersion = installedVitePressVersion();

if (!args.includes('--no-build')) {
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}
await buildPlainSpa(spaDir);
precompressDir(spaDir); // served exactly like the site: the same precompression, the same server
const vitepress = await serveVitePressReference(
  await buildVitePressReference(join(root, '.tmp', 'bench-vitepress')),
);

// The site as `npm start` serves it (the local deployment), and the plain SPA on a free port beside it,
// served alike: precompressed files, its client page for every path.
const dists = workspaceDists();
const servers = await startStaticServers({
  deployment: localDeployment,
  dists,
  policyInputs: readShellPolicyInputs(dists.shell),
});
const spaFiles = sirv(spaDir, { brotli: true, gzip: true, etag: true, single: true });
const spaServer = createServer((req, res) => spaFiles(req, res));
await new Promise<void>((resolvePromise) =>
  spaServer.listen(0, localDeployment.listenAddress, resolvePromise),
);
const spaAddress = spaServer.address();

// The reference: each route's own composed HTML with every script and module preload taken out (its
// stylesheets kept), served alike. The same text and layout with no JavaScript at all: the floor a
// prerendered page can reach, measured in the same run (a stand-in for a static docs site's page).
const referenceDir = join(root, '.tmp', 'bench-reference');
rmSync(referenceDir, { recursive: true, force: true });
for (const path of routes) {
  const composed = readFileSync(join(dists.shell, pageFile(path)), 'utf8');
  const file = join(referenceDir, pageFile(path));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, withoutScripts(composed));
}
precompressDir(referenceDir);
const referenceFiles = sirv(referenceDir, { brotli: true, gzip: true, etag: true });
// Its stylesheet, images and icon are the shell's, at the same site paths: without them the reference
// loaded fewer bytes than the page it stands for (its /assets and /images requests failed at once).
const shellFiles = sirv(dists.shell, { brotli: true, gzip: true, etag: true });
const referenceServer = createServer((req, res) =>
  referenceFiles(req, res, () => shellFiles(req, res)),
);
await new Promise<void>((resolvePromise) =>
  referenceServer.listen(0, localDeployment.listenAddress, resolvePromise),
);

const browser = await chromium.launch(chromiumLaunchOptions);
const readerBrowser = await launchReaderBrowser();

declare global {
  interface Window {
    /** What the page records for the benchmark (set by `instrument`). */
    __bench: PageRecord;
  }
}

/** A composed page as a static document: no script elements, no module preloads. */
function withoutScripts(html: string): string {
  return html
    .replace(/<script\b(?![^>]*type="application\/json")[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
}

/** What the page records for the benchmark (window.__bench). */
type PageRecord = {
  lcp: number;
  longTasks: { start: number; duration: number }[];
  renderers: number;
  headingAt: number | undefined;
};

/** Installed before any page script: paint timings, long tasks, React renderers, heading visible. */
const instrument = () => {
  const record: PageRecord = { lcp: 0, longTasks: [], renderers: 0, headingAt: undefined };
  window.__bench = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      record.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    value: {
      supportsFiber: true,
      isDisabled: false,
      renderers: new Map(),
      inject() {
        record.renderers += 1;
        return record.renderers;
      },
      checkDCE() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      onScheduleFiberRoot() {},
    },
  });
  const watch = () => {
    const heading = document.querySelector('main h1');
    if (heading && (heading.textContent ?? '').trim() !== '') record.headingAt = performance.now();
    else requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
};

/** What `pageMetrics` returns, as the reader's browser hands it back (JSON). */
const mobileLoadSchema = z.object({
  lcp: z.number(),
  fcp: z.number(),
  tbt: z.number(),
  headingAt: z.number().optional(),
  renderers: z.number(),
});
type MobileLoad = z.infer<typeof mobileLoadSchema>;

type Load = MobileLoad & {
  jsBytes: number;
  jsFiles: number;
  totalBytes: number;
  jsBytesAfterScroll: number;
};

/** Read in the page once it has settled: paint timings, blocking time after first paint, heading. */
const pageMetrics = () => {
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
  const b = window.__bench;
  const tbt = b.longTasks
    .filter((task) => task.start >= fcp)
    .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
  return { lcp: b.lcp, fcp, tbt, headingAt: b.headingAt, renderers: b.renderers };
};

// As a reader with Save-Data: the code the site fetches in idle time after a page has loaded (the
// linked sections) is not part of the first load, and a reader who saves data never gets it.
const saveData = () =>
  Object.defineProperty(navigator, 'connection', { value: { saveData: true } });

// tsx (esbuild's keepNames) wraps named functions inside `instrument` in __name(...), a helper the
// page does not have: define it there first, or the script stops before its heading watcher.
const defineNameHelper = 'globalThis.__name ??= (target) => target;';

/** A mobile load (slow 4G, 4x CPU) in the reader's browser (see reader-browser.ts): paint and TBT. */
async function mobileLoad(origin: string, path: string): Promise<MobileLoad> {
  const metrics = await readerBrowser.load(origin + path, {
    viewport: { width: 412, height: 823, deviceScaleFactor: 2, mobile: true },
    network: {
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    },
    cpuSlowdown: 4,
    initScript: `${defineNameHelper}(${instrument.toString()})();(${saveData.toString()})();`,
    collect: `(${pageMetrics.toString()})()`,
    settleMs: 1500,
  });
  return mobileLoadSchema.parse(metrics);
}

/** A desktop load in Playwright's Chromium: bytes, LCP, heading, React copies. */
async function load(origin: string, path: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript({ content: defineNameHelper });
  await page.addInitScript(instrument);
  await page.addInitScript(saveData);
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  await page.goto(origin + path, { waitUntil: 'networkidle', timeout: 120_000 });
  await page.waitForTimeout(500);
  const metrics = await page.evaluate(pageMetrics);
  const firstLoad = await transferred(responses);
  // Code deferred until the reader comes near it (the home page's remote widgets) is not part of the
  // first load; scrolling through the page shows what a reader who reads to the end downloads.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const afterScroll = await transferred(responses);
  await context.close();
  return { ...metrics, ...firstLoad, jsBytesAfterScroll: afterScroll.jsBytes };
}

/** Bytes on the wire (compressed, as sent) of the responses so far: scripts and everything. */
async function transferred(responses: Response[]) {
  let jsBytes = 0;
  let jsFiles = 0;
  let totalBytes = 0;
  for (const response of responses) {
    const sizes = await response
      .request()
      .sizes()
      .catch(() => ({ responseBodySize: 0 }));
    totalBytes += sizes.responseBodySize;
    if (response.request().resourceType() === 'script') {
      jsBytes += sizes.responseBodySize;
      jsFiles += 1;
    }
  }
  return { jsBytes, jsFiles, totalBytes };
}

/** The medians of a route's mobile loads (ms), with TBT's spread. */
const mobileMedians = (loads: MobileLoad[]) => ({
  mobileFcpMs: Math.round(median(loads.map((m) => m.fcp))),
  mobileLcpMs: Math.round(median(loads.map((m) => m.lcp))),
  mobileTbtMs: Math.round(median(loads.map((m) => m.tbt))),
  mobileTbtSpread: spread(loads.map((m) => m.tbt)),
});

/** Whether the HTML as served already shows the heading the page shows once its scripts have run. */
async function htmlHoldsHeading(origin: string, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(origin + path, { waitUntil: 'networkidle' });
  const heading = (await page.locator('main h1').first().textContent())?.trim() ?? '';
  const html = await (await context.request.get(origin + path)).text();
  // Parsed as a browser parses it, so an escaped character (&#x27;) reads as itself; in a blank page,
  // as the site's own pages let no script parse HTML (Trusted Types).
  const blank = await context.newPage();
  const served = await blank.evaluate(
    (source) =>
      new DOMParser().parseFromString(source, 'text/html').querySelector('main h1')?.textContent,
    html,
  );
  await context.close();
  return heading !== '' && served?.trim() === heading;
}

const shellOrigin = new URL(localDeployment.apps.shell.url).origin;
const spaOrigin = `http://${localDeployment.listenAddress}:${typeof spaAddress === 'object' && spaAddress ? spaAddress.port : 0}`;
const referenceAddress = referenceServer.address();
const referenceOrigin = `http://${localDeployment.listenAddress}:${typeof referenceAddress === 'object' && referenceAddress ? referenceAddress.port : 0}`;
const results = [];
/** The VitePress figures of the routes it has (its Lighthouse scores are added later). */
const vitepressFigures = new Map<string, PeerFigures>();
for (const path of navigationOnly ? [] : routes) {
  const desktop = await load(shellOrigin, path);
  const spaDesktop = await load(spaOrigin, path);
  const withPeer = vitepressRoutes.has(path);
  const peerDesktop = withPeer ? await load(vitepress.origin, path) : undefined;
  const mobile = [];
  const spaMobile = [];
  const referenceMobile = [];
  const peerMobile = [];
  // Interleaved, so a slower moment of the machine falls on all of them alike.
  for (let run = 0; run < runs; run += 1) {
    mobile.push(await mobileLoad(shellOrigin, path));
    spaMobile.push(await mobileLoad(spaOrigin, path));
    referenceMobile.push(await mobileLoad(referenceOrigin, path));
    if (withPeer) peerMobile.push(await mobileLoad(vitepress.origin, path));
  }
  if (peerDesktop)
    vitepressFigures.set(path, {
      jsBytes: peerDesktop.jsBytes,
      jsFiles: peerDesktop.jsFiles,
      ...mobileMedians(peerMobile),
    });
  const reference = {
    mobileFcpMs: Math.round(median(referenceMobile.map((m) => m.fcp))),
    mobileLcpMs: Math.round(median(referenceMobile.map((m) => m.lcp))),
    mobileTbtMs: Math.round(median(referenceMobile.map((m) => m.tbt))),
    mobileTbtSpread: spread(referenceMobile.map((m) => m.tbt)),
  };
  results.push({
    route: path,
    federated: {
      jsGzipBytes: desktop.jsBytes,
      jsFiles: desktop.jsFiles,
      jsBytesAfterScroll: desktop.jsBytesAfterScroll,
      totalBytes: desktop.totalBytes,
      desktopLcpMs: Math.round(desktop.lcp),
      contentVisibleMs: Math.round(desktop.headingAt ?? -1),
      reactCopies: desktop.renderers,
      htmlHoldsHeading: await htmlHoldsHeading(shellOrigin, path),
      ...mobileMedians(mobile),
    },
    plainSpa: {
      jsGzipBytes: spaDesktop.jsBytes,
      jsFiles: spaDesktop.jsFiles,
      jsBytesAfterScroll: spaDesktop.jsBytesAfterScroll,
      mobileLcpMs: Math.round(median(spaMobile.map((m) => m.lcp))),
    },
    reference,
    jsRatio: Number((desktop.jsBytes / spaDesktop.jsBytes).toFixed(2)),
    jsRatioAfterScroll: Number(
      ((desktop.jsBytesAfterScroll ?? 0) / (spaDesktop.jsBytesAfterScroll ?? 1)).toFixed(2),
    ),
  });
  console.log(`measured ${path}`);
}
// In-app navigation (desktop, no throttling): after a page has loaded and been idle, a click on a
// section's link until that section's h1 shows; median of 5. From / to each section, and from one
// section to the others. Each with the press straight after the pointer arrives (as a keyboard or a
// quick hand) and after it has rested on the link a moment (the hover a mouse gives before most
// clicks). Timed in the page, from the click's pointerdown to the first frame that shows the new
// heading: ours stays in the same document (the animation frame after the heading changed); the
// reference's click (from / only) loads the section's static page, a whole document (it has no
// scripts), shown at its first contentful paint. VitePress's click stays in its document too (its
// router): timed like ours, between the pages it has. Measured in the reader's browser, which clicks
// with real mouse events; the bench's round trips are not counted.
const sections = ['/blog', '/tutorials', '/glossary', '/token-simulator'];
/** How long a mouse rests on a link before it presses, in the hover-lead runs. */
const hoverLeadMs = 250;
const navigationCases: NavigationCase[] = [
  ...sections.map((to) => ({ from: '/', to })),
  ...sections.filter((to) => to !== '/blog').map((to) => ({ from: '/blog', to })),
  { from: '/tutorials', to: '/blog' },
].flatMap((pair) => [
  { ...pair, leadMs: 0 },
  { ...pair, leadMs: hoverLeadMs },
]);
const navigationRuns = 5;

/** Notes the click's time, and the frame in which `main h1` first reads other than `before`. */
const watchNavigation = (before: string) => {
  // No helper functions in here: the page gets this function's source, without tsx's helpers.
  Reflect.set(window, '__benchSameDocument', true);
  addEventListener(
    'pointerdown',
    () => {
      sessionStorage.setItem('bench:clickAt', String(performance.timeOrigin + performance.now()));
      const observer = new MutationObserver(() => {
        const heading = document.querySelector('main h1')?.textContent ?? '';
        if (heading === '' || heading === before) return;
        observer.disconnect();
        requestAnimationFrame(() =>
          sessionStorage.setItem(
            'bench:shownAt',
            String(performance.timeOrigin + performance.now()),
          ),
        );
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    },
    { capture: true, once: true },
  );
};

/** Milliseconds from the click to the new heading's frame, once known (0 until then). */
const navigationElapsed = () => {
  const clickAt = Number(sessionStorage.getItem('bench:clickAt'));
  if (Reflect.get(window, '__benchSameDocument') === true) {
    const shownAt = Number(sessionStorage.getItem('bench:shownAt'));
    return shownAt > 0 ? shownAt - clickAt : 0;
  }
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  return paint ? performance.timeOrigin + paint.startTime - clickAt : 0;
};

/** In the reader's browser (reader-browser.ts), as the mobile loads: desktop, no throttling. */
async function navigationTime(origin: string, { from, to, leadMs }: NavigationCase) {
  const ms = await readerBrowser.click(origin + from, {
    viewport: { width: 1280, height: 800, deviceScaleFactor: 1, mobile: false },
    cpuSlowdown: 1,
    initScript: defineNameHelper,
    settleMs: 3_000,
    beforeClick: `(${watchNavigation.toString()})(document.querySelector('main h1')?.textContent ?? '')`,
    selector: `a[href="${to}"]`,
    leadMs,
    until: `(${navigationElapsed.toString()})()`,
  });
  return Math.round(ms);
}

const navigations = [];
const vitepressNavigations: NavigationComparison[] = [];
for (const navigation of navigationCases) {
  const withReference = navigation.from === '/' && navigation.leadMs === 0;
  const withPeer = vitepressRoutes.has(navigation.from) && vitepressRoutes.has(navigation.to);
  const ours = [];
  const reference = [];
  const peer = [];
  for (let run = 0; run < navigationRuns; run += 1) {
    ours.push(await navigationTime(shellOrigin, navigation));
    if (withReference) reference.push(await navigationTime(referenceOrigin, navigation));
    if (withPeer) peer.push(await navigationTime(vitepress.origin, navigation));
  }
  if (withPeer)
    vitepressNavigations.push({ ...navigation, oursMs: median(ours), vitepressMs: median(peer) });
  navigations.push({
    ...navigation,
    federatedMs: median(ours),
    federatedSpread: spread(ours),
    ...(withReference
      ? {
          referenceMs: median(reference),
          ratio: ratio(median(ours), median(reference)),
        }
      : {}),
  });
  console.log(`measured ${navigationName(navigation)}`);
}
await browser.close();
await readerBrowser.close();

// The loads and clicks are printed before Lighthouse runs, so a Lighthouse failure loses none of them.
const kib = (bytes: number | undefined) => ((bytes ?? 0) / 1024).toFixed(1);
const rows = [
  [
    'route',
    'JS KiB (files)',
    'SPA JS KiB (files)',
    'ratio',
    'scrolled: JS / SPA KiB (ratio)',
    'total KiB',
    'LCP ms',
    'visible ms',
    'mobile LCP',
    'mobile FCP',
    'mobile TBT (spread)',
    'SPA mobile LCP',
    'ref FCP / LCP / TBT (spread)',
    'FCP ÷ ref',
    'HTML text',
    'React',
  ],
  ...results.map(
    ({ route, federated: f, plainSpa: s, reference: r, jsRatio, jsRatioAfterScroll }) => [
      route,
      `${kib(f.jsGzipBytes)} (${f.jsFiles})`,
      `${kib(s.jsGzipBytes)} (${s.jsFiles})`,
      `${jsRatio}x`,
      `${kib(f.jsBytesAfterScroll)} / ${kib(s.jsBytesAfterScroll)} (${jsRatioAfterScroll}x)`,
      kib(f.totalBytes),
      f.desktopLcpMs,
      f.contentVisibleMs,
      f.mobileLcpMs,
      f.mobileFcpMs,
      `${f.mobileTbtMs} (${f.mobileTbtSpread})`,
      s.mobileLcpMs,
      `${r.mobileFcpMs} / ${r.mobileLcpMs} / ${r.mobileTbtMs} (${r.mobileTbtSpread})`,
      r.mobileFcpMs > 0 ? `${(f.mobileFcpMs / r.mobileFcpMs).toFixed(2)}x` : '-',
      f.htmlHoldsHeading ? 'yes' : 'no',
      f.reactCopies,
    ],
  ),
];
console.log(formatTable(rows));
console.log(
  "\nafter idle, pointerdown → the frame that shows the page's h1 (desktop; median ms, spread)",
);
console.log(
  formatTable([
    ['navigation', 'ours (spread)', 'reference (ratio)'],
    ...navigations.map((navigation) => [
      navigationName(navigation),
      `${navigation.federatedMs} (${navigation.federatedSpread})`,
      navigation.referenceMs === undefined
        ? '-'
        : `${navigation.referenceMs} (${navigation.ratio ?? '-'}x)`,
    ]),
  ]),
);
// Lighthouse's own mobile run (simulated throttling), on the same pages. Run after run, each route
// is measured and then VitePress's same page, so the machine's drift through the minutes this takes
// moves both sides of a comparison alike.
const lighthouseResults: ({ route: string } & LighthouseScores)[] = [];
if (!args.includes('--no-lighthouse') && !navigationOnly) {
  const runsOfRoutes = routes.map((route) => {
    const ours: LighthouseRun[] = [];
    const peer: LighthouseRun[] = [];
    return { route, ours, peer };
  });
  const lighthouseSession = await openLighthouse();
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const { route, ours, peer } of runsOfRoutes) {
        ours.push(await lighthouseSession.run(shellOrigin + route));
        if (vitepressFigures.has(route))
          peer.push(await lighthouseSession.run(vitepress.origin + route));
      }
      console.log(`ran Lighthouse, run ${run + 1} of ${runs}`);
    }
  } finally {
    lighthouseSession.close();
  }
  for (const { route, ours, peer } of runsOfRoutes) {
    lighthouseResults.push({ route, ...medianScores(ours) });
    const peerFigures = vitepressFigures.get(route);
    if (peerFigures && peer.length > 0) peerFigures.lighthouse = medianScores(peer);
  }
}
for (const server of servers) server.close();
spaServer.close();
referenceServer.close();
vitepress.close();

const vitepressComparisons: RouteComparison[] = results.flatMap((result) => {
  const peer = vitepressFigures.get(result.route);
  if (!peer) return [];
  const { jsGzipBytes, jsFiles, mobileFcpMs, mobileLcpMs, mobileTbtMs, mobileTbtSpread } =
    result.federated;
  const lighthouse = lighthouseResults.find((scores) => scores.route === result.route);
  const ours: PeerFigures = {
    jsBytes: jsGzipBytes,
    jsFiles,
    mobileFcpMs,
    mobileLcpMs,
    mobileTbtMs,
    mobileTbtSpread,
    ...(lighthouse ? { lighthouse } : {}),
  };
  return [{ route: result.route, ours, vitepress: peer }];
});

if (lighthouseResults.length > 0) {
  console.log(
    `\nLighthouse mobile (median of ${runs}): performance, accessibility, best practices, SEO; FCP, LCP, TBT (spread), Speed Index ms`,
  );
  for (const r of lighthouseResults)
    console.log(
      `${r.route.padEnd(32)} ${r.performance} / ${r.accessibility} / ${r['best-practices']} / ${r.seo}   ${r.fcpMs} / ${r.lcpMs} / ${r.tbtMs} (${r.tbtSpread}) / ${r.speedIndexMs}`,
    );
  // The bar every route's TBT is held to: VitePress's docs page, a written tutorial.
  const docsPage = vitepressFigures.get(docsPageRoute)?.lighthouse;
  if (docsPage) console.log(tbtAgainstDocsPage(docsPage, lighthouseResults));
}
console.log(
  formatPeerComparison(vitepressVersion, runs, vitepressComparisons, vitepressNavigations),
);
mkdirSync(join(root, 'bench-results'), { recursive: true });
writeFileSync(
  join(root, 'bench-results', 'bench.json'),
  JSON.stringify(
    {
      date: new Date().toISOString(),
      mobileRuns: runs,
      results,
      navigations,
      lighthouse: lighthouseResults,
      vitepress: {
        version: vitepressVersion,
        routes: vitepressComparisons.map((comparison) => ({
          ...comparison,
          ratios: {
            jsBytes: ratio(comparison.ours.jsBytes, comparison.vitepress.jsBytes),
            mobileFcp: ratio(comparison.ours.mobileFcpMs, comparison.vitepress.mobileFcpMs),
            mobileLcp: ratio(comparison.ours.mobileLcpMs, comparison.vitepress.mobileLcpMs),
            mobileTbt: ratio(comparison.ours.mobileTbtMs, comparison.vitepress.mobileTbtMs),
          },
        })),
        navigations: vitepressNavigations.map((navigation) => ({
          ...navigation,
          ratio: ratio(navigation.oursMs, navigation.vitepressMs),
        })),
      },
    },
    null,
    2,
  ),
);
console.log(
  '\nwrote bench-results/bench.json (mobile figures: medians; bytes: compressed, as sent)',
);
