import { POSTS_COLLECTION, textDataFile } from '@tla/platform/contracts/content-data';
import { parsePublished } from '@tla/platform/contracts/parse-published';
import { lazyData } from '@tla/platform/islands/lazy-modules';
import type { CompiledArticle } from '@tla/shared-ui/markdown/article-nodes';
import {
  entryShardFile,
  entryShardOf,
  entryShardSchema,
} from '@tla/platform/contracts/summary-pages';
import { knownBuiltInBySlug, rememberBuiltIns } from './known-built-ins';
import { postFileSchema, type PostFile } from './published-schemas';

/**
 * Reads one of the blog's published files, by its path relative to the blog's build: its text, or
 * undefined when the blog publishes no such file (what the site answers with 404).
 */
export type ReadPublishedFile = (file: string) => Promise<string | undefined>;

// Not `new URL(…, import.meta.url)` inline: the bundler would take that for an asset to resolve now.
const moduleUrl = import.meta.url;

/**
 * Where the blog is deployed, fetched from: its chunks are in assets/ and its published files beside
 * that folder, wherever the deployment puts the build; the dev server answers them at its root.
 */
async function fetchPublishedFile(file: string): Promise<string | undefined> {
  const url = new URL(file, new URL(import.meta.env.DEV ? '/' : '../', moduleUrl)).href;
  const response = await fetch(url);
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

let readPublishedFile: ReadPublishedFile = fetchPublishedFile;

/**
 * Reads the published files from elsewhere than the blog's deployment: the prerender from the build
 * on disk, the tests from what the build would write.
 */
export function readPublishedFilesWith(read: ReadPublishedFile): void {
  readPublishedFile = read;
}

/** A published file checked against its schema; undefined when the blog publishes none by that name. */
export async function readChecked<T>(
  file: string,
  parse: (text: string, file: string) => T,
): Promise<T | undefined> {
  const text = await readPublishedFile(file);
  return text === undefined ? undefined : parse(text, file);
}

const postFiles = new Map<string, Promise<PostFile | null>>();

/**
 * Whether a built-in post has `slug`: known from a list or post file read in this page view, or else
 * from the shard of the slugs that would hold it (never a request for a post file that does not exist).
 */
async function isBuiltInSlug(slug: string): Promise<boolean> {
  if (knownBuiltInBySlug(slug)) return true;
  const file = entryShardFile(POSTS_COLLECTION, entryShardOf(slug));
  const slugs = await readChecked(file, (text) => parsePublished(entryShardSchema, text, file));
  return slugs?.includes(slug) ?? false;
}

/**
 * A built-in post's file: its body, markdown and what its page shows of the list; null when no
 * built-in post has this slug. Read once per page view (again after a failure); what it tells of the
 * built-in posts is remembered (known-built-ins.ts).
 */
export function loadBuiltInPost(slug: string): Promise<PostFile | null> {
  const cached = postFiles.get(slug);
  if (cached) return cached;
  let file: string;
  try {
    file = textDataFile(POSTS_COLLECTION, slug);
  } catch {
    // A slug no published file can have (a reader's may hold `_`) is no built-in post's.
    return Promise.resolve(null);
  }
  const loading = isBuiltInSlug(slug)
    .then((builtIn) =>
      builtIn ? readChecked(file, (text) => parsePublished(postFileSchema, text, file)) : undefined,
    )
    .then((post) => {
      if (!post) return null;
      const { entry, newer, older, related, highestId } = post.listing;
      rememberBuiltIns(
        [entry, ...(newer ? [newer] : []), ...(older ? [older] : []), ...related],
        highestId,
      );
      return post;
    });
  loading.catch(() => postFiles.delete(slug));
  postFiles.set(slug, loading);
  return loading;
}

const usePostFile = lazyData(loadBuiltInPost);

/**
 * A built-in post's file, read during render: suspends until it has arrived; null when no built-in
 * post has this slug. The server's HTML already shows the post; the file serves a client navigation
 * and the editor, and the blog's code does not grow with its posts.
 */
export function useBuiltInPost(slug: string): PostFile | null {
  return usePostFile(slug);
}

/** A built-in post's compiled body (see useBuiltInPost); one with no file has none. */
export function useBuiltInArticle(slug: string): CompiledArticle {
  const post = usePostFile(slug);
  if (!post) throw new Error(`The blog publishes no post ${slug}`);
  return post.article;
}
