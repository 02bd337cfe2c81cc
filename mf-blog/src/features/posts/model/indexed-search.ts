/**
 * The blog's own search (`/blog?search=…`) over the same split index as the site's search: the
 * built-in posts through the index the blog publishes (only the term files the words need, and a
 * small map from its documents to their posts' places in the list), the reader's own posts from what
 * the browser holds, both matched the same way (split-search.ts) and ranked together, best first. A
 * built-in post found is known by its place in the list; the card of one shown is read from the list
 * page that holds it, so a search downloads the pages it shows, never every post.
 */
import { SEARCH_MANIFEST_FILE } from '@tla/platform/contracts/search';
import { entryOfDocument } from '@tla/platform/contracts/summary-pages';
import {
  localSource,
  publishedSource,
  searchSource,
  type SearchSource,
} from '@tla/platform/search/split-search';
import { blogFilePath, postPath } from '../../../config/blog-paths';
import { loadPostSummaryAt, loadSearchEntries } from '../data/list-pages';
import type { BlogPost, ListedPost } from '../data/schemas';
import type { PageOptions } from './post-queries';

/**
 * Posts a search lists at most: ten pages. Matches beyond cost nothing to count (the map of documents
 * to posts is one small file), but a reader rarely pages that far.
 */
export const MAX_SEARCHED_POSTS = 90;

/** A post a search found: one the browser holds, or a built-in one by its place in the list of all. */
export type FoundPost = { score: number } & ({ post: BlogPost } | { position: number });

/** Reads a file of the published index from the site. */
async function readText(path: string): Promise<string> {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.text();
}

let builtInIndex: Promise<SearchSource> | undefined;

/** The built-in posts' published index: its manifest read once, its other files as searches need them. */
function builtInSource(): Promise<SearchSource> {
  builtInIndex ??= publishedSource(blogFilePath(SEARCH_MANIFEST_FILE), readText);
  // A manifest that failed to load is asked for again by the next search.
  builtInIndex.catch(() => {
    builtInIndex = undefined;
  });
  return builtInIndex;
}

/** The reader's posts matching `term`, each with its best document's score. */
async function ownFound(own: readonly BlogPost[], term: string): Promise<FoundPost[]> {
  const source = localSource({
    group: 'Your posts',
    documents: own.map((post) => ({
      url: postPath(post.slug),
      title: post.title,
      text: `${post.excerpt ?? ''} ${post.content}`,
    })),
  });
  // One document per post, in the order given: a document's id is its post's index.
  return (await searchSource(source, [term])).flatMap((hit) => {
    const post = own[hit.id];
    return post ? [{ score: hit.score, post }] : [];
  });
}

/** The built-in posts matching `term`, by place in the list, each with its best document's score. */
async function builtInFound(term: string): Promise<FoundPost[]> {
  const source = await builtInSource();
  const [hits, entries] = await Promise.all([searchSource(source, [term]), loadSearchEntries()]);
  if (entries.documentCount !== source.documentCount)
    throw new Error(
      `The blog's search map covers ${entries.documentCount} documents, its index ${source.documentCount}`,
    );
  const entryOf = entryOfDocument(entries);
  const found = new Map<number, number>();
  for (const hit of hits) {
    const position = entryOf(hit.id);
    if (position !== undefined && !found.has(position)) found.set(position, hit.score);
  }
  return [...found].map(([position, score]) => ({ position, score }));
}

/**
 * The posts matching `term`, best first, at most MAX_SEARCHED_POSTS: the reader's own and the built-in
 * posts they edited (`own`, which carry their markdown) searched here, the other built-in ones through
 * the index. A built-in post the reader edited is found by its edited text.
 */
export async function searchPosts(own: readonly BlogPost[], term: string): Promise<FoundPost[]> {
  const [mine, builtIn] = await Promise.all([ownFound(own, term), builtInFound(term)]);
  return [...mine, ...builtIn].sort((a, b) => b.score - a.score).slice(0, MAX_SEARCHED_POSTS);
}

/**
 * The found posts in `options`' range as cards show them, place for place, the built-in ones read from
 * the list pages holding them. A place is empty where its post is gone from the list since the index
 * was made, or is a built-in post the reader holds an edit of (`own`: it is shown as edited, once).
 */
export async function foundPosts(
  found: readonly FoundPost[],
  own: readonly BlogPost[],
  { limit = found.length, offset = 0 }: PageOptions = {},
): Promise<(ListedPost | undefined)[]> {
  const mine = new Set(own.map((post) => post.id));
  return Promise.all(
    found.slice(offset, offset + limit).map(async (entry) => {
      if ('post' in entry) return entry.post;
      const post = await loadPostSummaryAt(entry.position);
      return post && !mine.has(post.id) ? post : undefined;
    }),
  );
}
