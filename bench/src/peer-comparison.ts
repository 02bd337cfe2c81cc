// Ours against the VitePress build of the same content (vitepress-reference.ts), route by route and
// for in-app navigation, as the bench prints them and writes them to bench.json.
import type { LighthouseScores } from './lighthouse-scores';

/** What is compared for one site on one route. Bytes as sent; mobile timings: medians, in ms. */
export type PeerFigures = {
  jsBytes: number;
  jsFiles: number;
  mobileFcpMs: number;
  mobileLcpMs: number;
  mobileTbtMs: number;
  mobileTbtSpread: string;
  lighthouse?: LighthouseScores;
};

export type RouteComparison = { route: string; ours: PeerFigures; vitepress: PeerFigures };
/** A click from one page to another, with the pointer resting on the link `leadMs` before the press. */
export type NavigationCase = { from: string; to: string; leadMs: number };
export type NavigationComparison = NavigationCase & { oursMs: number; vitepressMs: number };

/** How a navigation is named in the bench's tables. */
export const navigationName = ({ from, to, leadMs }: NavigationCase): string =>
  `${from} → ${to}${leadMs > 0 ? ` (hover ${leadMs} ms)` : ''}`;

/** ours ÷ VitePress to two places, or null where VitePress's figure is 0 (no ratio to give). */
export function ratio(ours: number, peer: number): number | null {
  return peer > 0 ? Number((ours / peer).toFixed(2)) : null;
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const pair = (ours: number, peer: number, format = (value: number) => String(value)) =>
  `${format(ours)} / ${format(peer)} (${ratio(ours, peer) ?? '-'}x)`;

/** The table's rows, header first: each cell "ours / VitePress (ours ÷ VitePress)". */
export function comparisonRows(comparisons: RouteComparison[]): string[][] {
  const withLighthouse = comparisons.some(({ ours }) => ours.lighthouse);
  const header = ['route', 'JS KiB (files)', 'mobile FCP', 'mobile LCP', 'mobile TBT (spread)'];
  const rows = comparisons.map(({ route, ours, vitepress: peer }) => {
    const row = [
      route,
      `${kib(ours.jsBytes)} (${ours.jsFiles}) / ${kib(peer.jsBytes)} (${peer.jsFiles}) (${ratio(ours.jsBytes, peer.jsBytes) ?? '-'}x)`,
      pair(ours.mobileFcpMs, peer.mobileFcpMs),
      pair(ours.mobileLcpMs, peer.mobileLcpMs),
      `${ours.mobileTbtMs} (${ours.mobileTbtSpread}) / ${peer.mobileTbtMs} (${peer.mobileTbtSpread})`,
    ];
    if (!withLighthouse) return row;
    const a = ours.lighthouse;
    const b = peer.lighthouse;
    return [
      ...row,
      a && b ? pair(a.performance, b.performance) : '-',
      a && b ? pair(a.lcpMs, b.lcpMs) : '-',
      a && b ? `${a.tbtMs} (${a.tbtSpread}) / ${b.tbtMs} (${b.tbtSpread})` : '-',
    ];
  });
  return [withLighthouse ? [...header, 'LH perf', 'LH LCP', 'LH TBT (spread)'] : header, ...rows];
}

/**
 * The verdict on TBT, where no route should block the main thread longer than a static docs site's
 * page: every route's Lighthouse median against VitePress's docs page's, naming the routes over it.
 */
export function tbtAgainstDocsPage(
  docsPage: Pick<LighthouseScores, 'tbtMs' | 'tbtSpread'>,
  routes: readonly { route: string; tbtMs: number }[],
): string {
  const over = routes.filter((route) => route.tbtMs > docsPage.tbtMs);
  return `Lighthouse TBT against VitePress's docs page (${docsPage.tbtMs} ms, spread ${docsPage.tbtSpread}): ${
    over.length === 0
      ? 'every route at or under it'
      : `over it: ${over.map(({ route, tbtMs }) => `${route} ${tbtMs}`).join(', ')}`
  }`;
}

/** Rows as aligned columns, one line each. */
export function formatTable(rows: readonly (readonly (string | number)[])[]): string {
  const widths = (rows[0] ?? []).map((_, column) =>
    Math.max(...rows.map((row) => String(row[column]).length)),
  );
  return rows
    .map((row) =>
      row
        .map((cell, column) => String(cell).padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** Both comparisons as the bench prints them. */
export function formatPeerComparison(
  version: string,
  runs: number,
  comparisons: RouteComparison[],
  navigations: NavigationComparison[],
): string {
  return [
    `\nours / VitePress ${version} (ours ÷ VitePress): first-load JS, mobile medians of ${runs} (ms), Lighthouse mobile`,
    formatTable(comparisonRows(comparisons)),
    "\nafter idle, pointerdown → the frame that shows the page's h1 (desktop; median ms)",
    formatTable([
      ['navigation', 'ours / VitePress (ratio)'],
      ...navigations.map((navigation) => [
        navigationName(navigation),
        `${navigation.oursMs} / ${navigation.vitepressMs} (${ratio(navigation.oursMs, navigation.vitepressMs) ?? '-'}x)`,
      ]),
    ]),
  ].join('\n');
}
