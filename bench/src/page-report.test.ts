import { describe, expect, it } from 'vitest';
import { medianScores, type LighthouseRun } from './lighthouse-scores';
import type { RouteLoads } from './page-loads';
import { benchRecord, lighthouseLines, loadRows, vitepressComparisons } from './page-report';
import type { PeerFigures } from './peer-comparison';

const mobile = { mobileFcpMs: 800, mobileLcpMs: 1000, mobileTbtMs: 40, mobileTbtSpread: '30–60' };

const routeLoads = (route: string): RouteLoads => ({
  route,
  federated: {
    ...mobile,
    jsGzipBytes: 2048,
    jsFiles: 3,
    jsBytesAfterScroll: 4096,
    totalBytes: 10_240,
    desktopLcpMs: 300,
    contentVisibleMs: 280,
    reactCopies: 1,
    htmlHoldsHeading: true,
  },
  plainSpa: { jsGzipBytes: 1024, jsFiles: 2, jsBytesAfterScroll: 1024, mobileLcpMs: 1200 },
  reference: { ...mobile, mobileTbtMs: 0, mobileTbtSpread: '0–0' },
  jsRatio: 2,
  jsRatioAfterScroll: 4,
});

const peer: PeerFigures = { jsBytes: 1024, jsFiles: 2, ...mobile, mobileTbtMs: 20 };

const scores = (tbtMs: number) => {
  const run: LighthouseRun = {
    performance: 90,
    accessibility: 100,
    'best-practices': 100,
    seo: 100,
    fcpMs: 900,
    lcpMs: 1200,
    tbtMs,
    speedIndexMs: 1000,
  };
  return medianScores([run]);
};

describe("the page-load bench's report", () => {
  it('compares with VitePress only the routes it has, each side with its own Lighthouse', () => {
    const loads = {
      routes: [routeLoads('/blog'), routeLoads('/glossary')],
      vitepress: new Map([['/blog', peer]]),
    };
    const lighthouse = {
      ours: [
        { route: '/blog', ...scores(150) },
        { route: '/glossary', ...scores(90) },
      ],
      vitepress: new Map([['/blog', scores(30)]]),
      withoutRum: { route: '/', ...scores(100) },
    };
    const [blog, ...others] = vitepressComparisons(loads, lighthouse);
    expect(others).toEqual([]);
    expect(blog?.route).toBe('/blog');
    expect(blog?.ours).toMatchObject({ jsBytes: 2048, jsFiles: 3, lighthouse: { tbtMs: 150 } });
    expect(blog?.vitepress).toMatchObject({ jsBytes: 1024, lighthouse: { tbtMs: 30 } });
  });

  it('leaves Lighthouse out of the comparison when it did not run', () => {
    const loads = { routes: [routeLoads('/blog')], vitepress: new Map([['/blog', peer]]) };
    const [blog] = vitepressComparisons(loads, undefined);
    expect(blog?.ours.lighthouse).toBeUndefined();
    expect(blog?.vitepress.lighthouse).toBeUndefined();
  });

  it("tells release health's effect on the home page's Lighthouse figures", () => {
    const lighthouse = {
      ours: [{ route: '/', ...scores(120) }],
      vitepress: new Map(),
      withoutRum: { route: '/', ...scores(110) },
    };
    expect(lighthouseLines(lighthouse, 3, '/tutorials').at(-1)).toMatch(
      /^release health on \/: with its client TBT 120 ms \(120–120\), LCP \d+ ms; its vitals code and beacons blocked TBT 110 ms/,
    );
  });

  it('gives a row per route under the header, with the ratio to the plain SPA', () => {
    const [header, row] = loadRows([routeLoads('/blog')]);
    expect(header?.[0]).toBe('route');
    expect(row?.slice(0, 4)).toEqual(['/blog', '2.0 (3)', '1.0 (2)', '2x']);
  });

  it('records ours ÷ VitePress for every compared route and navigation', () => {
    const loads = { routes: [routeLoads('/blog')], vitepress: new Map([['/blog', peer]]) };
    const record = benchRecord({
      runs: 3,
      loads: loads.routes,
      navigations: [],
      lighthouse: [],
      vitepressVersion: '1.6.4',
      comparisons: vitepressComparisons(loads, undefined),
      vitepressNavigations: [{ from: '/', to: '/blog', leadMs: 0, oursMs: 90, vitepressMs: 60 }],
      rumClient: {
        reporterBr: 1500,
        reporterOwnBr: 900,
        lazyBr: 700,
        totalBr: 2200,
        addedBr: 1600,
      },
      withoutRum: undefined,
    });
    expect(record.releaseHealth).toEqual({
      clientBytes: {
        reporterBr: 1500,
        reporterOwnBr: 900,
        lazyBr: 700,
        totalBr: 2200,
        addedBr: 1600,
      },
      lighthouseWithoutIt: null,
    });
    expect(record.vitepress.routes[0]?.ratios).toEqual({
      jsBytes: 2,
      mobileFcp: 1,
      mobileLcp: 1,
      mobileTbt: 2,
    });
    expect(record.vitepress.navigations[0]?.ratio).toBe(1.5);
  });
});
