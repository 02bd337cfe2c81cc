// @vitest-environment node
import { expect, test } from 'vitest';
import {
  formatCompact,
  formatLamports,
  formatMoney,
  formatNumber,
  formatPercent,
  formatPrice,
  formatSol,
  formatTokens,
} from './format';

test.each([
  [1_461_600n, '1,461,600', '0.0014616'],
  [18_636_480n, '18,636,480', '0.01863648'],
  [1_234_000_000_000n, '1,234,000,000,000', '1,234'],
])('lamports %s → %s lamports, %s SOL', (lamports, grouped, sol) => {
  expect(formatLamports(lamports)).toBe(grouped);
  expect(formatSol(lamports)).toBe(sol);
});

test('tokens are grouped and truncated, never rounded up', () => {
  expect(formatTokens(34_276_363_346_239n, 6)).toBe('34,276,363.34');
  expect(formatTokens(90_660_000_000n, 9)).toBe('90.66');
  expect(formatTokens(1_000n, 0)).toBe('1,000');
});

test('numbers, prices, money and percentages', () => {
  expect(formatNumber(410.93, 1)).toBe('410.9');
  expect(formatPrice(5e-8)).toBe('0.00000005');
  expect(formatPrice(0.000000028061224)).toBe('0.00000002806');
  expect(formatMoney(2.795472)).toBe('2.80');
  expect(formatPercent(0.034276)).toBe('3.43 %');
  expect(formatPercent(Number.NaN)).toBe('–');
});

/** Values across every magnitude the simulator shows, with ties and the float cases Intl rounds by digits. */
function sampleValues(): number[] {
  let seed = 20_261_126;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const values = [0, -0, 1, -1, 0.5, 1.005, 1.015, 2.675, 0.125, 8.345, 999.995, 999_999, 999_950, 1e21, 5e-8];
  for (let i = 0; i < 4_000; i += 1) {
    const magnitude = 10 ** Math.floor(random() * 30 - 12);
    const value = Math.round(random() * 1e6) / 1e6 * magnitude;
    values.push(random() < 0.2 ? -value : value);
  }
  for (let i = 0; i < 1_000; i += 1) values.push(Math.round(random() * 1e5) / 1e3 + 0.005); // ties at two places
  return values;
}

test.each([
  ['formatNumber', (value: number) => formatNumber(value), { maximumFractionDigits: 2 }],
  ['formatNumber (1 place)', (value: number) => formatNumber(value, 1), { maximumFractionDigits: 1 }],
  ['formatMoney', formatMoney, { minimumFractionDigits: 2, maximumFractionDigits: 2 }],
  ['formatPrice', formatPrice, { maximumSignificantDigits: 4, maximumFractionDigits: 20 }],
  ['formatCompact', formatCompact, { notation: 'compact', maximumFractionDigits: 2 }],
] as const)('%s prints what Intl.NumberFormat en-US prints, on 5,000 values', (_name, format, options) => {
  const intl = new Intl.NumberFormat('en-US', options);
  for (const value of sampleValues()) expect(format(value), String(value)).toBe(intl.format(value));
});
