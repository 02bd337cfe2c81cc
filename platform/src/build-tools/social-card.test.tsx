// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test } from 'vitest';
import { cardColors, renderSocialCard, titleFontSize } from './social-card';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The size a PNG declares in its first chunk, IHDR. */
function pngSize(png: Uint8Array): { width: number; height: number } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  expect(new TextDecoder().decode(png.subarray(12, 16))).toBe('IHDR');
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

const card = { title: 'How to Create an SPL Token', section: 'Tutorials', readTime: '20 min read' };

test('a card is a 1200×630 PNG', async () => {
  expect(pngSize(await renderSocialCard(card))).toEqual({ width: 1200, height: 630 });
});

test('the same card gives the same bytes; another title, section or read time another image', async () => {
  const first = await renderSocialCard(card);
  expect(Buffer.from(await renderSocialCard({ ...card })).equals(first)).toBe(true);
  for (const other of [
    { ...card, title: 'Creating a Raydium Liquidity Pool' },
    { ...card, section: 'Blog' },
    { ...card, readTime: undefined },
  ]) {
    expect(Buffer.from(await renderSocialCard(other)).equals(first)).toBe(false);
  }
});

test('a very long title and one with markup characters still render', async () => {
  const long = await renderSocialCard({ ...card, title: 'A long title that goes on '.repeat(20) });
  expect(pngSize(long)).toEqual({ width: 1200, height: 630 });
  const markup = await renderSocialCard({ ...card, title: 'Fees <under> 1% & "no" surprises' });
  expect(pngSize(markup)).toEqual({ width: 1200, height: 630 });
});

test('longer titles are set smaller', () => {
  const sizes = [10, 60, 90, 200].map((length) => titleFontSize('x'.repeat(length)));
  expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
  expect(new Set(sizes).size).toBe(sizes.length);
});

test("the card's colours are the dark theme's tokens", () => {
  const css = readFileSync(
    createRequire(import.meta.url).resolve('@tla/shared-ui/styles/tokens.css'),
    'utf8',
  );
  const root = css.slice(css.indexOf(':root {'), css.indexOf('}', css.indexOf(':root {')));
  for (const [token, colour] of Object.entries(cardColors)) {
    expect(root, token).toContain(`--${token}: ${colour};`);
  }
});
