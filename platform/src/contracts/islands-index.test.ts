import { expect, test } from 'vitest';
import {
  ISLANDS_INDEX_FILE,
  islandsBrowserFiles,
  islandsIndexSchema,
  PAGES_PER_SHARD,
  pageShardFile,
  pageShardOf,
  pageShardSchema,
} from './islands-index';

const paths = Array.from({ length: 1000 }, (_, index) => `/blog/post-${index}`);
const manifest = {
  remote: 'mf_blog',
  buildId: 'b1',
  islands: [
    {
      module: 'blog-routes',
      mount: '/blog/*',
      paths,
      css: ['assets/blog.css'],
      js: ['assets/blog-routes.js'],
      pageJs: Object.fromEntries(paths.map((path) => [path, ['assets/post-page.js']])),
    },
  ],
};

test("the browser's index names each island's code and its shards, and no page", () => {
  const files = islandsBrowserFiles(manifest);
  const index = islandsIndexSchema.parse(files[ISLANDS_INDEX_FILE]);
  expect(index.islands).toEqual([
    {
      module: 'blog-routes',
      mount: '/blog/*',
      css: ['assets/blog.css'],
      js: ['assets/blog-routes.js'],
      shards: 32,
    },
  ]);
  expect(JSON.stringify(index)).not.toContain('/blog/post-');
});

test('each page is in the one shard its path hashes to, with its own chunks; shards stay small', () => {
  const files = islandsBrowserFiles(manifest);
  const sizes: number[] = [];
  for (let shard = 0; shard < 32; shard += 1) {
    const { buildId, pages } = pageShardSchema.parse(files[pageShardFile('blog-routes', shard)]);
    expect(buildId).toBe('b1');
    for (const path of Object.keys(pages)) expect(pageShardOf(path, 32)).toBe(shard);
    sizes.push(Object.keys(pages).length);
  }
  expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(1000);
  expect(Math.max(...sizes)).toBeLessThan(2 * PAGES_PER_SHARD);
  const shardOfFirst = pageShardSchema.parse(
    files[pageShardFile('blog-routes', pageShardOf('/blog/post-0', 32))],
  );
  expect(shardOfFirst.pages['/blog/post-0']).toEqual(['assets/post-page.js']);
});

test('a shard file has a name no fragment can have', () => {
  expect(pageShardFile('blog-routes', 3)).toBe('_islands/blog-routes.pages-3.json');
});
