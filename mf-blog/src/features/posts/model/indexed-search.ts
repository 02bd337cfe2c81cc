/**
 * The blog's own search (`/blog?search=…`) over the same split index as the site's search: the
 * built-in posts through the index the blog publishes (only the files the words need, and the
 * document files of the matches it lists), the reader's own posts from what the browser holds, both
 * matched the same way (split-search.ts) and ranked together, best first.
 */
import { SEARCH_MANIFEST_FILE } from '@tla/platform/contracts/search';
import {
  localSource,
  publishedSource,
  searchSource,
  type SearchSource,
} from '@tla/platform/search/split-search';
import { blogFilePath, blogPath, postPath } from '../../../config/blog-paths';
import type { ListedPost } from '../data/schemas';
import { hasMarkdown } from './post-queries';

/**
 * Posts a search lists at most: ten pages. Each further match would cost the index's document files
 * to tell which post it is in, and a reader rarely pages that far.
 */
export const MAX_SEARCHED_POSTS = 90;
/** Matches whose documents are read at a time, until enough posts are found. */
const BATCH = 24;

/** The post a search document leads to (`/blog/slug#heading` → `slug`), if it is one. */
function slugOf(url: string): string | undefined {
  const path = url.split('#', 1)[0] ?? '';
  const prefix = `${blogPath}/`;
  return path.startsWith(prefix) ? path.slice(prefix.length) : undefined;
}

/** The slugs of the posts `source` finds for `term`, with each post's best score. */
async function postsFound(
  source: SearchSource,
  term: string,
  limit: number,
): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  const hits = await searchSource(source, [term]);
  for (let start = 0; start < hits.length && found.size < limit; start += BATCH) {
    const batch = hits.slice(start, start + BATCH);
    const documents = await source.documents(batch.map((hit) => hit.id));
    for (const hit of batch) {
      const slug = slugOf(documents.get(hit.id)?.url ?? '');
      if (slug !== undefined && !found.has(slug)) found.set(slug, hit.score);
    }
  }
  return found;
}

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

/**
 * The posts matching `term`, best first: built-in ones through the index, the reader's own (they
 * carry their markdown) indexed here. A built-in post the reader edited is found by its edited text.
 */
export async function searchListedPosts(
  posts: readonly ListedPost[],
  term: string,
): Promise<ListedPost[]> {
  const own = posts.filter(hasMarkdown);
  const ownSlugs = new Set(own.map((post) => post.slug));
  const ownFound = await postsFound(
    localSource({
      group: 'Your posts',
      documents: own.map((post) => ({
        url: postPath(post.slug),
        title: post.title,
        text: `${post.excerpt ?? ''} ${post.content}`,
      })),
    }),
    term,
    MAX_SEARCHED_POSTS,
  );
  const builtInFound = await postsFound(await builtInSource(), term, MAX_SEARCHED_POSTS);
  const scores = new Map(ownFound);
  for (const [slug, score] of builtInFound) if (!ownSlugs.has(slug)) scores.set(slug, score);
  return posts
    .filter((post) => scores.has(post.slug))
    .sort((a, b) => (scores.get(b.slug) ?? 0) - (scores.get(a.slug) ?? 0))
    .slice(0, MAX_SEARCHED_POSTS);
}
