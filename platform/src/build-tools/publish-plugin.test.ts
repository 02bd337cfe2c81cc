// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from 'vitest';
import { buildWithPlugin } from './publish-plugin.fixture';
import { publishedContent, publishPlugin } from './publish-plugin';

test('a published file: text as it is, bytes as they are, anything else as JSON; promises awaited', async () => {
  expect(await publishedContent(() => '<rss/>')).toBe('<rss/>');
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
  expect(await publishedContent(async () => png)).toBe(png);
  expect(await publishedContent(() => [{ id: 1 }])).toBe('[\n  {\n    "id": 1\n  }\n]\n');
  expect(await publishedContent(async () => ({ ok: true }))).toBe('{\n  "ok": true\n}\n');
});

test('a build writes every published file with its compressed copies, and names those it compressed', async () => {
  const post = (index: number) => ({ index, text: `token ${index} `.repeat(200) });
  const files = Object.fromEntries(
    Array.from({ length: 12 }, (_, index) => [`_data/posts/${index}.json`, () => post(index)]),
  );
  const precompressed = new Set<string>();
  const plugin = publishPlugin(
    { ...files, 'site/card.png': () => new Uint8Array(4096), 'tiny.json': () => ({}) },
    {
      'site/search/': {
        holds: () => true,
        make: async () => ({ 'terms-0.json': 'x'.repeat(900) }),
      },
    },
    precompressed,
  );
  await buildWithPlugin(plugin, (dist) => {
    for (const index of Array.from({ length: 12 }, (_, at) => at)) {
      const file = join(dist, `_data/posts/${index}.json`);
      const bytes = readFileSync(file);
      expect(JSON.parse(bytes.toString())).toEqual(post(index));
      expect(brotliDecompressSync(readFileSync(`${file}.br`))).toEqual(bytes);
      expect(gunzipSync(readFileSync(`${file}.gz`))).toEqual(bytes);
    }
    expect(readFileSync(join(dist, 'site/search/terms-0.json.br')).length).toBeGreaterThan(0);
    // An image is compressed already, a tiny file is not worth a copy.
    expect(existsSync(join(dist, 'site/card.png.br'))).toBe(false);
    expect(existsSync(join(dist, 'tiny.json.br'))).toBe(false);
  });
  expect([...precompressed].sort()).toEqual(
    [...Object.keys(files), 'site/card.png', 'site/search/terms-0.json', 'tiny.json'].sort(),
  );
});
