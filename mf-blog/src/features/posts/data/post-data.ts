import {
  collectionTextsFile,
  collectionTextsSchema,
  textDataFile,
  textDataSchema,
  type CollectionTexts,
  type TextData,
} from '@tla/platform/contracts/content-data';
import { parsePublished } from '@tla/platform/contracts/parse-published';
import { lazyData } from '@tla/platform/islands/lazy-modules';
import type { CompiledArticle } from '@tla/shared-ui/markdown/article-nodes';

/** The built-in posts among the texts the blog publishes as data (app/post-data-files.ts writes them). */
export const POSTS_COLLECTION = 'posts';

/** Reads one of the blog's published files, by its path relative to the blog's build. */
export type ReadPublishedFile = (file: string) => Promise<string>;

// Not `new URL(…, import.meta.url)` inline: the bundler would take that for an asset to resolve now.
const moduleUrl = import.meta.url;

/**
 * Where the blog is deployed, fetched from: its chunks are in assets/ and its published files beside
 * that folder, wherever the deployment puts the build; the dev server answers them at its root.
 */
async function fetchPublishedFile(file: string): Promise<string> {
  const url = new URL(file, new URL(import.meta.env.DEV ? '/' : '../', moduleUrl)).href;
  const response = await fetch(url);
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

async function readChecked<T>(file: string, parse: (text: string, file: string) => T): Promise<T> {
  return parse(await readPublishedFile(file), file);
}

/** A built-in post's file, outside a render (the editor's tests, say). */
export const loadBuiltInPostData = (slug: string): Promise<TextData> =>
  readChecked(textDataFile(POSTS_COLLECTION, slug), (text, file) => parsePublished(textDataSchema, text, file));

const usePostFile = lazyData((slug) => loadBuiltInPostData(slug));

/**
 * A built-in post's body, compiled at build, and its markdown, read during render: suspends until its
 * file has arrived. The server's HTML already shows the body; the file serves a client navigation and
 * the editor, and the blog's code does not grow with its posts.
 */
export function useBuiltInPostData(slug: string): TextData {
  return usePostFile(slug);
}

/** A built-in post's compiled body (see useBuiltInPostData). */
export const useBuiltInArticle = (slug: string): CompiledArticle => usePostFile(slug).article;

/** Every built-in post's markdown, by id, for a search of their text (one file, loaded on the first search). */
export function loadBuiltInPostTexts(): Promise<CollectionTexts> {
  return readChecked(collectionTextsFile(POSTS_COLLECTION), (text, file) => parsePublished(collectionTextsSchema, text, file));
}

