// Each route's loads, ours beside the plain SPA, the script-free reference and VitePress (on the
// routes it has): a desktop load in Playwright's Chromium (bytes on the wire, LCP, the heading,
// React renderers, and the JS downloaded once the reader has scrolled through the page), whether
// the served HTML already holds the heading, and mobile loads in the reader's browser (slow 4G, 4x
// CPU; median of `runs`), interleaved so that a slower moment of the machine falls on all of them
// alike.
import type { Browser, Response } from '@playwright/test';
import { z } from 'zod';
import { defineNameHelper } from './in-page';
import type { PeerFigures } from './peer-comparison';
import type { ReaderBrowser } from './reader-browser';
import type { Origins } from './served-sites';
import { roundedMedian, spread } from './statistics';

declare global {
  interface Window {
    /** What the page records for the benchmark (set by `instrument`). */
    __bench: PageRecord;
  }
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

type DesktopLoad = MobileLoad & {
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

/** A mobile load (slow 4G, 4x CPU) in the reader's browser (see reader-browser.ts): paint and TBT. */
async function mobileLoad(readerBrowser: ReaderBrowser, url: string): Promise<MobileLoad> {
  const metrics = await readerBrowser.load(url, {
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

/** Bytes on the wire (compressed, as sent) of the responses so far: scripts and everything. */
async function transferred(responses: readonly Response[]) {
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

/** A desktop load in Playwright's Chromium: bytes, LCP, heading, React copies. */
async function desktopLoad(browser: Browser, url: string): Promise<DesktopLoad> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript({ content: defineNameHelper });
  await page.addInitScript(instrument);
  await page.addInitScript(saveData);
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
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

/** Whether the HTML as served already shows the heading the page shows once its scripts have run. */
async function htmlHoldsHeading(browser: Browser, url: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  const heading = (await page.locator('main h1').first().textContent())?.trim() ?? '';
  const html = await (await context.request.get(url)).text();
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

/** The medians of a route's mobile loads (ms), with TBT's spread. */
type MobileMedians = Pick<
  PeerFigures,
  'mobileFcpMs' | 'mobileLcpMs' | 'mobileTbtMs' | 'mobileTbtSpread'
>;

function mobileMedians(loads: readonly MobileLoad[]): MobileMedians {
  return {
    mobileFcpMs: roundedMedian(loads.map((m) => m.fcp)),
    mobileLcpMs: roundedMedian(loads.map((m) => m.lcp)),
    mobileTbtMs: roundedMedian(loads.map((m) => m.tbt)),
    mobileTbtSpread: spread(loads.map((m) => m.tbt)),
  };
}

/** One route's figures, as the bench prints them and writes them to bench.json. */
export type RouteLoads = {
  route: string;
  federated: MobileMedians & {
    jsGzipBytes: number;
    jsFiles: number;
    jsBytesAfterScroll: number;
    totalBytes: number;
    desktopLcpMs: number;
    /** When the section's heading showed (desktop); -1 if it never did. */
    contentVisibleMs: number;
    reactCopies: number;
    htmlHoldsHeading: boolean;
  };
  plainSpa: {
    jsGzipBytes: number;
    jsFiles: number;
    jsBytesAfterScroll: number;
    mobileLcpMs: number;
  };
  reference: MobileMedians;
  /** Ours ÷ the plain SPA: first-load JS, and JS once scrolled through. */
  jsRatio: number;
  jsRatioAfterScroll: number;
};

export type PageLoads = {
  routes: RouteLoads[];
  /** VitePress's figures on the routes it has. */
  vitepress: ReadonlyMap<string, PeerFigures>;
};

export type PageLoadsContext = {
  browser: Browser;
  readerBrowser: ReaderBrowser;
  origins: Origins;
  routes: readonly string[];
  /** The routes VitePress has too, measured there as well. */
  vitepressRoutes: ReadonlySet<string>;
  /** Mobile loads per route and site. */
  runs: number;
};

const twoPlaces = (value: number) => Number(value.toFixed(2));

export async function run({
  browser,
  readerBrowser,
  origins,
  routes,
  vitepressRoutes,
  runs,
}: PageLoadsContext): Promise<PageLoads> {
  const measured: RouteLoads[] = [];
  const vitepress = new Map<string, PeerFigures>();
  for (const path of routes) {
    const withPeer = vitepressRoutes.has(path);
    const desktop = await desktopLoad(browser, origins.ours + path);
    const spaDesktop = await desktopLoad(browser, origins.spa + path);
    const peerDesktop = withPeer ? await desktopLoad(browser, origins.vitepress + path) : undefined;
    const mobile: MobileLoad[] = [];
    const spaMobile: MobileLoad[] = [];
    const referenceMobile: MobileLoad[] = [];
    const peerMobile: MobileLoad[] = [];
    // Interleaved, so a slower moment of the machine falls on all of them alike.
    for (let round = 0; round < runs; round += 1) {
      mobile.push(await mobileLoad(readerBrowser, origins.ours + path));
      spaMobile.push(await mobileLoad(readerBrowser, origins.spa + path));
      referenceMobile.push(await mobileLoad(readerBrowser, origins.reference + path));
      if (withPeer) peerMobile.push(await mobileLoad(readerBrowser, origins.vitepress + path));
    }
    if (peerDesktop)
      vitepress.set(path, {
        jsBytes: peerDesktop.jsBytes,
        jsFiles: peerDesktop.jsFiles,
        ...mobileMedians(peerMobile),
      });
    measured.push({
      route: path,
      federated: {
        jsGzipBytes: desktop.jsBytes,
        jsFiles: desktop.jsFiles,
        jsBytesAfterScroll: desktop.jsBytesAfterScroll,
        totalBytes: desktop.totalBytes,
        desktopLcpMs: Math.round(desktop.lcp),
        contentVisibleMs: Math.round(desktop.headingAt ?? -1),
        reactCopies: desktop.renderers,
        htmlHoldsHeading: await htmlHoldsHeading(browser, origins.ours + path),
        ...mobileMedians(mobile),
      },
      plainSpa: {
        jsGzipBytes: spaDesktop.jsBytes,
        jsFiles: spaDesktop.jsFiles,
        jsBytesAfterScroll: spaDesktop.jsBytesAfterScroll,
        mobileLcpMs: mobileMedians(spaMobile).mobileLcpMs,
      },
      reference: mobileMedians(referenceMobile),
      jsRatio: twoPlaces(desktop.jsBytes / spaDesktop.jsBytes),
      jsRatioAfterScroll: twoPlaces(desktop.jsBytesAfterScroll / spaDesktop.jsBytesAfterScroll),
    });
    console.log(`measured ${path}`);
  }
  return { routes: measured, vitepress };
}
