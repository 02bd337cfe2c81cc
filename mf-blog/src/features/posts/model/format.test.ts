// @vitest-environment node
import { afterEach, expect, test } from 'vitest';
import { builtInPosts } from '../data/built-in-posts';
import { formatPostDate } from './format';

const originalTimeZone = process.env.TZ;

/** Read as a reader in `timeZone` would (Node applies a changed TZ to dates formatted after it). */
function inTimeZone<T>(timeZone: string, read: () => T): T {
  process.env.TZ = timeZone;
  return read();
}

afterEach(() => {
  process.env.TZ = originalTimeZone;
});

test('a post saved in the editor on a January evening in California shows that day there', () => {
  // 19:30 on January 9 in Los Angeles is already January 10 in UTC and in Berlin.
  const savedAt = '2026-01-10T03:30:00.000Z';
  expect(inTimeZone('America/Los_Angeles', () => formatPostDate(savedAt))).toBe('January 9, 2026');
  expect(inTimeZone('Europe/Berlin', () => formatPostDate(savedAt))).toBe('January 10, 2026');
});

test('a built-in post shows its calendar date in every time zone', () => {
  const [first] = builtInPosts.filter((post) => post.slug === 'solana-token-simulator-plan-your-launch');
  if (!first) throw new Error('the simulator post is missing');
  for (const timeZone of ['Pacific/Pago_Pago', 'America/Los_Angeles', 'UTC', 'Asia/Tokyo', 'Pacific/Kiritimati']) {
    expect(inTimeZone(timeZone, () => formatPostDate(first.publishedAt)), timeZone).toBe('May 6, 2025');
  }
});
