// @vitest-environment node
import { expect, test, vi } from 'vitest';
import { buildWithPlugin } from './publish-plugin.fixture';
import { publishPlugin, WAITING_TO_COMPRESS } from './publish-plugin';
import type * as Precompress from './precompress';

const progress = vi.hoisted(() => ({ made: 0, compressed: 0, mostWaiting: 0 }));

// Compression as the build's, a little slower: made files queue for it, as on a real build.
vi.mock('./precompress', async (importOriginal) => {
  const original = await importOriginal<typeof Precompress>();
  return {
    ...original,
    copiesOf: async (...args: Parameters<typeof original.copiesOf>) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      const copies = await original.copiesOf(...args);
      progress.compressed += 1;
      return copies;
    },
  };
});

test('files wait for compression in a bounded queue: a large build does not hold them all', async () => {
  const files = Object.fromEntries(
    Array.from({ length: 120 }, (_, index) => [
      `_data/posts/${index}.json`,
      () => {
        progress.made += 1;
        progress.mostWaiting = Math.max(progress.mostWaiting, progress.made - progress.compressed);
        return { index, text: `token ${index} `.repeat(200) };
      },
    ]),
  );
  await buildWithPlugin(publishPlugin(files), () => {});
  expect(progress.compressed).toBe(120);
  // The queue's bound, the files being made, and those the threads are compressing.
  expect(progress.mostWaiting).toBeLessThanOrEqual(WAITING_TO_COMPRESS * 2 + 4);
});
