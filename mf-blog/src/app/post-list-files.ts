import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PublishedFile } from '@tla/platform/build-tools/publish-plugin';
import {
  ALL_ENTRIES,
  ENTRY_SHARDS,
  entryShardFile,
  entryShardOf,
  searchEntriesFile,
  searchEntryRuns,
  summaryListName,
  summaryPageFile,
  type SearchEntries,
} from '@tla/platform/contracts/summary-pages';
import { builtInPostMeta } from '../features/posts/data/built-in-post-meta';
import { categories } from '../features/posts/data/categories';
import { POSTS_COLLECTION } from '@tla/platform/contracts/content-data';
import type { PostFile, PostSummaryPage } from '../features/posts/data/published-schemas';
import type { PostSummary } from '../features/posts/data/schemas';
import { BLOG_PAGE_SIZE, totalPagesFor } from '../features/posts/model/pagination';
import { adjacentPosts, relatedPosts, sortNewestFirst } from '../features/posts/model/post-queries';
import { postPath } from '../config/blog-paths';
import { postsSearchIndex } from './search-indexes';
import { svgDataUrl } from './svg-data-url';

const imagesDir = path.join(import.meta.dirname, '../features/posts/data/images');

/** The built-in posts as a card shows them, newest first: the order of the list of all posts. */
export function builtInSummaries(): PostSummary[] {
  const pictures = new Map<string, string>();
  const picture = (name: string) => {
    const url =
      pictures.get(name) ?? svgDataUrl(readFileSync(path.join(imagesDir, `${name}.svg`), 'utf8'));
    pictures.set(name, url);
    return url;
  };
  return sortNewestFirst(
    builtInPostMeta.map(({ image, ...meta }) => ({ ...meta, featuredImage: picture(image) })),
  );
}

const highestIdOf = (posts: readonly PostSummary[]) => Math.max(0, ...posts.map((post) => post.id));

/**
 * What each built-in post's page shows of the list, by slug, for its file (post-data-files.ts): its
 * card, the posts just newer and older, the newest others of its category.
 */
export function postListings(): Map<string, PostFile['listing']> {
  const summaries = builtInSummaries();
  const highestId = highestIdOf(summaries);
  return new Map(
    summaries.map((post) => {
      const { previous, next } = adjacentPosts(summaries, post.slug);
      const listing = {
        entry: post,
        newer: next ?? null,
        older: previous ?? null,
        related: relatedPosts(summaries, post),
        highestId,
      };
      return [post.slug, listing];
    }),
  );
}

/** Every page of one list (at least its first, which says when it is empty). */
function pagesOf(
  list: string,
  posts: readonly PostSummary[],
  highestId: number,
): [string, PublishedFile][] {
  return Array.from({ length: Math.max(1, totalPagesFor(posts.length)) }, (_, index) => {
    const page: PostSummaryPage = {
      total: posts.length,
      pageSize: BLOG_PAGE_SIZE,
      highestId,
      items: posts.slice(index * BLOG_PAGE_SIZE, (index + 1) * BLOG_PAGE_SIZE),
    };
    return [summaryPageFile(POSTS_COLLECTION, list, index + 1), () => JSON.stringify(page)];
  });
}

/** Each document of the blog's search index mapped to its post's position in the list of all. */
function searchEntries(summaries: readonly PostSummary[]): SearchEntries {
  const positions = new Map<string, number>(
    summaries.map((post, position) => [postPath(post.slug), position]),
  );
  return searchEntryRuns(
    postsSearchIndex().documents.map(({ url }) => {
      const position = positions.get(url.split('#', 1)[0] ?? '');
      if (position === undefined) throw new Error(`The blog's search document ${url} is no post's`);
      return position;
    }),
  );
}

/**
 * The list of the built-in posts as the files the blog publishes beside its code (post-data.ts reads
 * them): each page of all posts and of each category's, the map from its search index's documents
 * to positions in the list, and the posts' slugs in shards (whether a slug is a built-in post's), as
 * compact JSON (read by code, not by people). Build and test time, in Node: it reads the pictures
 * with node:fs.
 */
export function postListFiles(): Record<string, PublishedFile> {
  const summaries = builtInSummaries();
  const highestId = highestIdOf(summaries);
  return Object.fromEntries([
    ...pagesOf(ALL_ENTRIES, summaries, highestId),
    ...categories.flatMap((category) =>
      pagesOf(
        summaryListName(category.slug),
        summaries.filter((post) => post.categoryId === category.id),
        highestId,
      ),
    ),
    [searchEntriesFile(POSTS_COLLECTION), () => JSON.stringify(searchEntries(summaries))],
    ...Array.from({ length: ENTRY_SHARDS }, (_, shard): [string, PublishedFile] => [
      entryShardFile(POSTS_COLLECTION, shard),
      () =>
        JSON.stringify(
          summaries.filter((post) => entryShardOf(post.slug) === shard).map((post) => post.slug),
        ),
    ]),
  ]);
}
