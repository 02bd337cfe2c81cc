// @vitest-environment node
import { expect, test } from 'vitest';
import { publishedContent } from '@tla/platform/build-tools/publish-plugin';
import { parsePublished } from '@tla/platform/contracts/parse-published';
import {
  ALL_ENTRIES,
  ENTRY_SHARDS,
  entryOfDocument,
  entryShardFile,
  entryShardOf,
  entryShardSchema,
  searchEntriesFile,
  searchEntriesSchema,
  summaryListName,
  summaryPageFile,
} from '@tla/platform/contracts/summary-pages';
import { builtInPostMeta } from '../features/posts/data/built-in-post-meta';
import { builtInPosts } from '../features/posts/data/built-in-posts';
import { categories } from '../features/posts/data/categories';
import { POSTS_COLLECTION } from '@tla/platform/contracts/content-data';
import {
  postSummaryPageSchema,
  type PostSummaryPage,
} from '../features/posts/data/published-schemas';
import { BLOG_PAGE_SIZE } from '../features/posts/model/pagination';
import { sortNewestFirst } from '../features/posts/model/post-queries';
import { postPath } from '../config/blog-paths';
import { postListFiles } from './post-list-files';
import { postsSearchIndex } from './search-indexes';

const files = postListFiles();

async function read(file: string): Promise<string> {
  const produce = files[file];
  if (!produce) throw new Error(`The blog publishes no ${file}`);
  return String(await publishedContent(produce));
}

/** Every page of one list, each parsed against the schema the pages read it with. */
async function pagesOf(list: string): Promise<PostSummaryPage[]> {
  const names = Object.keys(files).filter((file) =>
    file.startsWith(summaryPageFile(POSTS_COLLECTION, list, 1).replace(/1\.json$/, '')),
  );
  return Promise.all(
    names
      .map((_, index) => summaryPageFile(POSTS_COLLECTION, list, index + 1))
      .map(async (file) => parsePublished(postSummaryPageSchema, await read(file), file)),
  );
}

test('the list of all posts: every built-in post once, newest first, in pages of the list’s size', async () => {
  const pages = await pagesOf(ALL_ENTRIES);
  expect(pages.length).toBe(Math.ceil(builtInPostMeta.length / BLOG_PAGE_SIZE));
  const listed = pages.flatMap((page) => page.items);
  expect(listed.map((post) => post.slug)).toEqual(
    sortNewestFirst(builtInPosts).map((post) => post.slug),
  );
  for (const page of pages) {
    expect(page).toMatchObject({
      total: builtInPostMeta.length,
      pageSize: BLOG_PAGE_SIZE,
      highestId: Math.max(...builtInPostMeta.map((post) => post.id)),
    });
    expect(page.items.length).toBeLessThanOrEqual(BLOG_PAGE_SIZE);
  }
  // What a card shows is the post as the tests know it, its markdown apart.
  for (const post of listed) {
    const known = builtInPosts.find((candidate) => candidate.id === post.id);
    expect({ ...post, content: known?.content }).toEqual({
      ...known,
      featuredImage: expect.stringMatching(/^data:image\/svg\+xml,%3csvg/),
    });
  }
});

test('each category’s list: its posts, newest first; one without posts has an empty first page', async () => {
  for (const category of categories) {
    const pages = await pagesOf(summaryListName(category.slug));
    const expected = sortNewestFirst(
      builtInPosts.filter((post) => post.categoryId === category.id),
    );
    expect(pages.flatMap((page) => page.items).map((post) => post.slug)).toEqual(
      expected.map((post) => post.slug),
    );
    expect(pages[0]?.total).toBe(expected.length);
  }
});

test('the search map leads each document of the index to the place of its post in the list', async () => {
  const file = searchEntriesFile(POSTS_COLLECTION);
  const entries = parsePublished(searchEntriesSchema, await read(file), file);
  const { documents } = postsSearchIndex();
  expect(entries.documentCount).toBe(documents.length);
  const listed = (await pagesOf(ALL_ENTRIES)).flatMap((page) => page.items);
  const place = entryOfDocument(entries);
  documents.forEach((document, id) => {
    const post = listed[place(id) ?? -1];
    expect(document.url.split('#')[0]).toBe(post && postPath(post.slug));
  });
});

test('every built-in post’s slug is in the shard that would hold it, and the shards hold nothing else', async () => {
  const shards = await Promise.all(
    Array.from({ length: ENTRY_SHARDS }, async (_, shard) => {
      const file = entryShardFile(POSTS_COLLECTION, shard);
      return parsePublished(entryShardSchema, await read(file), file);
    }),
  );
  for (const post of builtInPostMeta) expect(shards[entryShardOf(post.slug)]).toContain(post.slug);
  expect(shards.flat().sort()).toEqual(builtInPostMeta.map((post) => post.slug).sort());
});
