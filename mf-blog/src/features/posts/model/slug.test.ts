// @vitest-environment node
import { expect, test } from 'vitest';
import { generateSlug } from './slug';

test.each([
  ['Hello World', 'hello-world'],
  ['  My First Token!  ', 'my-first-token'],
  ['Tokenomics 101: Supply & Demand', 'tokenomics-101-supply-demand'],
  ['Spaces    collapse', 'spaces-collapse'],
  ['dash -- and --- dashes', 'dash-and-dashes'],
  ['snake_case stays', 'snake_case-stays'],
  ['Café crème', 'cafe-creme'],
  ['🚀 Moon', 'moon'],
  ['Solana’s “best” launch?', 'solanas-best-launch'],
  ['!!!', ''],
])('%j becomes %j', (title, slug) => {
  expect(generateSlug(title)).toBe(slug);
});
