import { expect, test } from 'vitest';
import { report, type ReaderClick } from './reader-clicks';

const clicks: ReaderClick[] = [
  {
    from: '/',
    to: '/blog',
    leadMs: 0,
    ours: { medianMs: 96, spread: '80–120' },
    vitepress: { medianMs: 80, spread: '60–90' },
  },
  { from: '/', to: '/glossary', leadMs: 0, ours: { medianMs: 140, spread: '120–160' } },
];

test('the table puts VitePress beside each click it has, and says nothing where it has none', () => {
  const [, table] = report(clicks, []);
  const rows = table?.split('\n') ?? [];
  expect(rows[1]).toMatch(/^\/ → \/blog\s+96 \(80–120\)\s+80 \(60–90\)\s+1\.2x/);
  expect(rows[2]).toMatch(/^\/ → \/glossary\s+140 \(120–160\)\s+-\s+-/);
});

test('the bench says why the older clicks read faster, and by how much, from the same clicks alone', () => {
  const lines = report(clicks, [
    { from: '/', to: '/blog', leadMs: 0, federatedMs: 40, federatedSpread: '30–50' },
    { from: '/', to: '/glossary', leadMs: 0, federatedMs: 70, federatedSpread: '60–80' },
    { from: '/', to: '/glossary', leadMs: 250, federatedMs: 10, federatedSpread: '5–20' },
  ]);
  expect(lines.at(-1)).toMatch(
    /^Why these differ from the clicks after idle above \(by 56 to 70 ms/,
  );
  expect(lines.at(-1)).toContain('3 s after the load event');
});

test('a bench run without these clicks prints nothing for them', () => {
  expect(report([], [])).toEqual([]);
});
