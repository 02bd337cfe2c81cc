import { expect, test } from 'vitest';
import { z } from '@tla/federated/zod';
import { parsePublished } from './parse-published';
import {
  ENTRY_SHARDS,
  entryOfDocument,
  entryShardFile,
  entryShardOf,
  searchEntriesFile,
  searchEntriesSchema,
  searchEntryRuns,
  summaryListName,
  summaryPageFile,
  summaryPageSchema,
} from './summary-pages';

test('each page of a list has a file of its own; names that are no path segment are refused', () => {
  expect(summaryPageFile('posts', summaryListName(), 3)).toBe('_data/posts-pages/all/3.json');
  expect(summaryPageFile('posts', summaryListName('defi'), 1)).toBe(
    '_data/posts-pages/group-defi/1.json',
  );
  expect(searchEntriesFile('posts')).toBe('_data/posts-pages/search-entries.json');
  expect(() => summaryListName('../x')).toThrow('"../x" cannot be a group of published texts');
  expect(() => summaryPageFile('posts', 'all', 0)).toThrow('0 cannot be a page of a list');
});

test('the map of documents to entries: runs that give each document its place back', () => {
  const entryOf = [4, 4, 4, 0, 0, 7, 4];
  const entries = searchEntriesSchema.parse(searchEntryRuns(entryOf));
  expect(entries).toEqual({ documentCount: 7, runs: [3, 4, 2, 0, 1, 7, 1, 4] });
  const place = entryOfDocument(entries);
  expect(entryOf.map((_, id) => place(id))).toEqual(entryOf);
  expect([place(-1), place(7)]).toEqual([undefined, undefined]);
  expect(entryOfDocument(searchEntryRuns([]))(0)).toBeUndefined();
});

test('a page or a map that does not fit is refused, naming the file and the field', () => {
  const page = summaryPageSchema(z.object({ id: z.number(), title: z.string() }));
  const file = summaryPageFile('posts', 'all', 1);
  expect(() =>
    parsePublished(
      page,
      JSON.stringify({ total: 1, pageSize: 9, highestId: 1, items: [{ id: 1 }] }),
      file,
    ),
  ).toThrow(`${file} does not match its schema: items.0.title:`);
  expect(() =>
    parsePublished(
      searchEntriesSchema,
      JSON.stringify({ documentCount: 2, runs: [2] }),
      'search-entries.json',
    ),
  ).toThrow(
    'search-entries.json does not match its schema: runs: must hold pairs of document count and position',
  );
});

test('a slug falls in one of the shards, always the same', () => {
  const slugs = Array.from({ length: 200 }, (_, index) => `post-${index}`);
  const shards = slugs.map(entryShardOf);
  expect(
    shards.every((shard) => Number.isInteger(shard) && shard >= 0 && shard < ENTRY_SHARDS),
  ).toBe(true);
  expect(slugs.map(entryShardOf)).toEqual(shards);
  expect(new Set(shards).size).toBeGreaterThan(ENTRY_SHARDS / 2);
  expect(entryShardFile('posts', 7)).toBe('_data/posts-pages/slugs/7.json');
});
