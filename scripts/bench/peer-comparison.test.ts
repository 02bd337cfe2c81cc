import { describe, expect, it } from 'vitest';
import { comparisonRows, navigationName, ratio, type PeerFigures } from './peer-comparison';

const figures = (jsBytes: number, mobileTbtMs: number): PeerFigures => ({
  jsBytes,
  jsFiles: 4,
  mobileFcpMs: 800,
  mobileLcpMs: 1000,
  mobileTbtMs,
  mobileTbtSpread: `${mobileTbtMs}–${mobileTbtMs}`,
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

  it('names a navigation by its pages and, when the pointer rested first, by the hover', () => {
    expect(navigationName({ from: '/', to: '/blog', leadMs: 0 })).toBe('/ → /blog');
    expect(navigationName({ from: '/blog', to: '/glossary', leadMs: 250 })).toBe(
      '/blog → /glossary (hover 250 ms)',
    );
  });
});
