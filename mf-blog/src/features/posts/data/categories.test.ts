// @vitest-environment node
import { expect, test } from 'vitest';
import categoriesJson from './categories.json';
import { categories, categoryById, categoryBySlug, uncategorized } from './categories';
import { categorySchema } from './schemas';

test('the five built-in categories, each valid', () => {
  expect(categories.map(({ id, name, slug }) => [id, name, slug])).toEqual([
    [1, 'Token Creation', 'token-creation'],
    [2, 'No-Code Solutions', 'no-code-solutions'],
    [3, 'Tokenomics', 'tokenomics'],
    [4, 'Marketing', 'marketing'],
    [5, 'Liquidity', 'liquidity'],
  ]);
  for (const category of [...categories, uncategorized]) expect(categorySchema.parse(category)).toEqual(category);
});

test('lookups: unknown ids are Uncategorized, unknown slugs are nothing', () => {
  expect(categoryById(5).name).toBe('Liquidity');
  expect(categoryById(99)).toEqual(uncategorized);
  expect(uncategorized.slug).toBe('uncategorized');
  expect(categoryBySlug('defi')).toBeUndefined();
  expect(categoryBySlug('smart-contracts')).toBeUndefined();
});

test('the JSON file GET /api/categories serves is exactly the validated data', () => {
  expect(categories).toEqual(categoriesJson);
});

/*
 * Badge contrast, both themes. Tailwind's palette (sRGB values of the v4 oklch colours, rounded) for the
 * shades the badges use; the check fails if a category picks a shade not listed here.
 */
const palette: Record<string, string> = {
  'violet-100': '#ede9fe', 'violet-900': '#4d179a', 'violet-950': '#2f0d68', 'violet-200': '#ddd6ff',
  'sky-100': '#dff2fe', 'sky-900': '#024a70', 'sky-950': '#052f4a', 'sky-200': '#b8e6fe',
  'amber-100': '#fef3c6', 'amber-900': '#7b3306', 'amber-950': '#461901', 'amber-200': '#fee685',
  'pink-100': '#fce7f3', 'pink-900': '#861043', 'pink-950': '#510424', 'pink-200': '#fccee8',
  'emerald-100': '#d0fae5', 'emerald-900': '#004e3b', 'emerald-950': '#002c22', 'emerald-200': '#a4f4cf',
  'slate-100': '#f1f5f9', 'slate-800': '#1d293d',
};

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

test('every badge style has at least 4.5:1 contrast in the light and the dark theme', () => {
  for (const { name, colorClass } of [...categories, uncategorized]) {
    const [bg, text, darkBg, darkText] = colorClass.split(' ').map((cls) => palette[cls.replace(/^(dark:)?(bg|text)-/, '')]);
    expect([bg, text, darkBg, darkText], name).not.toContain(undefined);
    expect(contrast(bg ?? '', text ?? ''), `${name} light`).toBeGreaterThanOrEqual(4.5);
    expect(contrast(darkBg ?? '', darkText ?? ''), `${name} dark`).toBeGreaterThanOrEqual(4.5);
  }
});
