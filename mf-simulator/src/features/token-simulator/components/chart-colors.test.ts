import { expect, test } from 'vitest';
import { CHART_COLORS } from './chart-colors';

function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5]
    .map((start) => parseInt(hex.slice(start, start + 2), 16) / 255)
    .map((value) => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

test.each(CHART_COLORS)('%s has 3:1 contrast on the light and the dark card', (color) => {
  expect(contrast(color, '#ffffff')).toBeGreaterThanOrEqual(3);
  expect(contrast(color, '#14141f')).toBeGreaterThanOrEqual(3);
  expect(contrast(color, '#0b0b14')).toBeGreaterThanOrEqual(3);
});

test('twelve distinct colours, one per possible allocation row', () => {
  expect(new Set(CHART_COLORS).size).toBe(12);
});
