import { expect, test } from 'vitest';
import { formatLamports, formatMoney, formatNumber, formatPercent, formatPrice, formatSol, formatTokens } from './format';

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
