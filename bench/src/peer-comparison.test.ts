import { describe, expect, it } from 'vitest';
import { medianScores, type LighthouseRun } from './lighthouse-scores';
import {
  comparisonRows,
  navigationName,
  ratio,
  tbtAgainstDocsPage,
  type PeerFigures,
} from './peer-comparison';

const figures = (jsBytes: number, mobileTbtMs: number): PeerFigures => ({
  jsBytes,
  jsFiles: 4,
  mobileFcpMs: 800,
  mobileLcpMs: 1000,
  mobileTbtMs,
  mobileTbtSpread: `${mobileTbtMs}–${mobileTbtMs}`,
});

const run = (performance: number, tbtMs: number): LighthouseRun => ({
  performance,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  fcpMs: 900,
  lcpMs: 1200,
  tbtMs,
  speedIndexMs: 1000,
});

describe('the comparison with VitePress', () => {
  it('gives ours ÷ VitePress, and no ratio where VitePress measured 0', () => {
    expect(ratio(300, 100)).toBe(3);
    expect(ratio(10, 0)).toBeNull();
  });

  it('puts ours, VitePress and the ratio in each cell, with no Lighthouse columns when not run', () => {
    const rows = comparisonRows([
      { route: '/blog', ours: figures(2048, 50), vitepress: figures(1024, 0) },
    ]);
    expect(rows).toEqual([
      ['route', 'JS KiB (files)', 'mobile FCP', 'mobile LCP', 'mobile TBT (spread)'],
      [
        '/blog',
        '2.0 (4) / 1.0 (4) (2x)',
        '800 / 800 (1x)',
        '1000 / 1000 (1x)',
        '50 (50–50) / 0 (0–0)',
      ],
    ]);
  });

  it('adds Lighthouse columns, with the TBT spreads of both sides, when it ran', () => {
    const lighthouse = medianScores([run(99, 40), run(100, 120), run(98, 80)]);
    const peerLighthouse = medianScores([run(96, 105), run(97, 96)]);
    const rows = comparisonRows([
      {
        route: '/tutorials/create-spl-token',
        ours: { ...figures(2048, 50), lighthouse },
        vitepress: { ...figures(1024, 0), lighthouse: peerLighthouse },
      },
      { route: '/glossary', ours: figures(2048, 50), vitepress: figures(1024, 0) },
    ]);
    expect(rows[0]?.slice(5)).toEqual(['LH perf', 'LH LCP', 'LH TBT (spread)']);
    expect(rows[1]?.slice(5)).toEqual([
      '99 / 97 (1.02x)',
      '1200 / 1200 (1x)',
      '80 (40–120) / 105 (96–105)',
    ]);
    expect(rows[2]?.slice(5)).toEqual(['-', '-', '-']);
  });

  it('names the routes whose TBT is over the docs page, or says none is', () => {
    const docsPage = { tbtMs: 102, tbtSpread: '39–114' };
    expect(
      tbtAgainstDocsPage(docsPage, [
        { route: '/blog', tbtMs: 74 },
        { route: '/tutorials/create-spl-token', tbtMs: 102 },
        { route: '/glossary', tbtMs: 132 },
      ]),
    ).toBe(
      "Lighthouse TBT against VitePress's docs page (102 ms, spread 39–114): over it: /glossary 132",
    );
    expect(tbtAgainstDocsPage(docsPage, [{ route: '/blog', tbtMs: 74 }])).toBe(
      "Lighthouse TBT against VitePress's docs page (102 ms, spread 39–114): every route at or under it",
    );
  });

  it('names a navigation by its pages and, when the pointer rested first, by the hover', () => {
    expect(navigationName({ from: '/', to: '/blog', leadMs: 0 })).toBe('/ → /blog');
    expect(navigationName({ from: '/blog', to: '/glossary', leadMs: 250 })).toBe(
      '/blog → /glossary (hover 250 ms)',
    );
  });
});
