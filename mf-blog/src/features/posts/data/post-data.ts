import { textDataFile, textDataSchema, type TextData } from '@tla/platform/contracts/content-data';
import { parsePublished } from '@tla/platform/contracts/parse-published';
import {
  ALL_ENTRIES,
  searchEntriesFile,
  searchEntriesSchema,
  summaryPageFile,
  type SearchEntries,
} from '@tla/platform/contracts/summary-pages';
import { lazyData } from '@tla/platform/islands/lazy-modules';
import type { CompiledArticle } from '@tla/shared-ui/markdown/article-nodes';
import { BLOG_PAGE_SIZE } from '../model/pagination';
import { postSummaryPageSchema, type PostSummary, type PostSummaryPage } from './schemas';

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

const summaryPages = new Map<string, Promise<PostSummaryPage>>();

/**
 * One page (from 1) of a list of the built-in posts (`ALL_ENTRIES`, or a category's: summaryListName),
 * as the blog publishes it; read once per page view, and again after a failure.
 */
export function loadPostSummaryPage(list: string, page: number): Promise<PostSummaryPage> {
  const file = summaryPageFile(POSTS_COLLECTION, list, page);
  const cached = summaryPages.get(file);
  if (cached) return cached;
  const loading = readChecked(file, (text) => parsePublished(postSummaryPageSchema, text, file));
  loading.catch(() => summaryPages.delete(file));
  summaryPages.set(file, loading);
  return loading;
}

/** The built-in post at `position` (from 0) in the list of all, from the page that holds it. */
export async function loadPostSummaryAt(position: number): Promise<PostSummary | undefined> {
  const number = Math.floor(position / BLOG_PAGE_SIZE) + 1;
  const page = await loadPostSummaryPage(ALL_ENTRIES, number);
  if (page.pageSize !== BLOG_PAGE_SIZE)
    throw new Error(`${summaryPageFile(POSTS_COLLECTION, ALL_ENTRIES, number)} holds pages of ${page.pageSize}, not ${BLOG_PAGE_SIZE}`);
  return page.items[position % BLOG_PAGE_SIZE];
}

/** Which post of the list of all each document of the blog's search index belongs to. */
export function loadSearchEntries(): Promise<SearchEntries> {
  const file = searchEntriesFile(POSTS_COLLECTION);
  return readChecked(file, (text) => parsePublished(searchEntriesSchema, text, file));
}

