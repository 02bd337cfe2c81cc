// What the page-load bench prints and writes to bench-results/bench.json, from its measures'
// results: plain data in, tables and the record out.
import type { LighthouseResults, RouteScores } from './lighthouse-runs';
import type { LighthouseScores } from './lighthouse-scores';
import type { RumClientBytes } from './rum-client';
import type { NavigationFigures } from './navigations';
import type { PageLoads, RouteLoads } from './page-loads';
import {
  navigationName,
  ratio,
  tbtAgainstDocsPage,
  type NavigationComparison,
  type PeerFigures,
  type RouteComparison,
} from './peer-comparison';

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/** The loads table, header first: a route a row. */
export function loadRows(routes: readonly RouteLoads[]): (string | number)[][] {
  return [
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
    ...routes.map(
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
}

/** The navigation table, header first: ours and, from `/`, the reference's static page. */
export function navigationRows(navigations: readonly NavigationFigures[]): string[][] {
  return [
    ['navigation', 'ours (spread)', 'reference (ratio)'],
    ...navigations.map((navigation) => [
      navigationName(navigation),
      `${navigation.federatedMs} (${navigation.federatedSpread})`,
      navigation.referenceMs === undefined
        ? '-'
        : `${navigation.referenceMs} (${navigation.ratio ?? '-'}x)`,
    ]),
  ];
}

/** Ours against VitePress on the routes it has: loads, with each side's Lighthouse when it ran. */
export function vitepressComparisons(
  loads: PageLoads,
  lighthouse: LighthouseResults | undefined,
): RouteComparison[] {
  return loads.routes.flatMap(({ route, federated }) => {
    const peer = loads.vitepress.get(route);
    if (!peer) return [];
    const { jsGzipBytes, jsFiles, mobileFcpMs, mobileLcpMs, mobileTbtMs, mobileTbtSpread } =
      federated;
    const oursScores = lighthouse?.ours.find((scores) => scores.route === route);
    const peerScores = lighthouse?.vitepress.get(route);
    const ours: PeerFigures = {
      jsBytes: jsGzipBytes,
      jsFiles,
      mobileFcpMs,
      mobileLcpMs,
      mobileTbtMs,
      mobileTbtSpread,
      ...(oursScores ? { lighthouse: oursScores } : {}),
    };
    const vitepress: PeerFigures = { ...peer, ...(peerScores ? { lighthouse: peerScores } : {}) };
    return [{ route, ours, vitepress }];
  });
}

/** Lighthouse's medians a route a line, then every route's TBT against VitePress's docs page. */
export function lighthouseLines(
  lighthouse: LighthouseResults,
  runs: number,
  docsPageRoute: string,
): string[] {
  const docsPage = lighthouse.vitepress.get(docsPageRoute);
  return [
    `\nLighthouse mobile (median of ${runs}): performance, accessibility, best practices, SEO; FCP, LCP, TBT (spread), Speed Index ms`,
    ...lighthouse.ours.map(
      (r) =>
        `${r.route.padEnd(32)} ${r.performance} / ${r.accessibility} / ${r['best-practices']} / ${r.seo}   ${r.fcpMs} / ${r.lcpMs} / ${r.tbtMs} (${r.tbtSpread}) / ${r.speedIndexMs}`,
    ),
    // The bar every route's TBT is held to: VitePress's docs page, a written tutorial.
    ...(docsPage ? [tbtAgainstDocsPage(docsPage, lighthouse.ours)] : []),
    rumLine(lighthouse),
  ];
}

/** Release health's effect on a page: its TBT and LCP with the client, and with it blocked. */
function rumLine({ ours, withoutRum }: LighthouseResults): string {
  const withRum = ours.find(({ route }) => route === withoutRum.route);
  const figures = (scores: LighthouseScores) =>
    `TBT ${scores.tbtMs} ms (${scores.tbtSpread}), LCP ${scores.lcpMs} ms`;
  return `release health on ${withoutRum.route}: with its client ${withRum ? figures(withRum) : 'not measured'}; its vitals code and beacons blocked ${figures(withoutRum)}`;
}

/** bench-results/bench.json: every figure, with ours ÷ VitePress where both were measured. */
export function benchRecord({
  runs,
  loads,
  navigations,
  lighthouse,
  vitepressVersion,
  comparisons,
  vitepressNavigations,
  rumClient,
  withoutRum,
}: {
  rumClient: RumClientBytes;
  withoutRum: RouteScores | undefined;
  runs: number;
  loads: readonly RouteLoads[];
  navigations: readonly NavigationFigures[];
  lighthouse: readonly RouteScores[];
  vitepressVersion: string;
  comparisons: readonly RouteComparison[];
  vitepressNavigations: readonly NavigationComparison[];
}) {
  return {
    date: new Date().toISOString(),
    mobileRuns: runs,
    results: loads,
    navigations,
    lighthouse,
    releaseHealth: { clientBytes: rumClient, lighthouseWithoutIt: withoutRum ?? null },
    vitepress: {
      version: vitepressVersion,
      routes: comparisons.map((comparison) => ({
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
  };
}
