import { parsePublished } from '@tla/platform/contracts/parse-published';
import {
  ALL_ENTRIES,
  searchEntriesFile,
  searchEntriesSchema,
  summaryPageFile,
  type SearchEntries,
} from '@tla/platform/contracts/summary-pages';
import { lazyData } from '@tla/platform/islands/lazy-modules';
import { runRange } from '../model/merged-list';
import { BLOG_PAGE_SIZE } from '../model/pagination';
import { knownListTotal, rememberBuiltIns, rememberListTotal } from './known-built-ins';
import { POSTS_COLLECTION } from '@tla/platform/contracts/content-data';
import { loadBuiltInPost, readChecked } from './post-data';
import type { BuiltInRun } from '../model/merged-list';
import { postSummaryPageSchema, type PostSummaryPage } from './published-schemas';
import type { PostSummary } from './schemas';

const summaryPages = new Map<string, Promise<PostSummaryPage | null>>();

/**
 * One page (from 1) of a list of the built-in posts (`ALL_ENTRIES`, or a category's: summaryListName),
 * as the blog publishes it; null past its last page. Read once per page view (again after a failure).
 */
export function loadPostSummaryPage(list: string, page: number): Promise<PostSummaryPage | null> {
  const file = summaryPageFile(POSTS_COLLECTION, list, page);
  const cached = summaryPages.get(file);
  if (cached) return cached;
  const loading = readChecked(file, (text) =>
    parsePublished(postSummaryPageSchema, text, file),
  ).then((read) => {
    if (!read) return null;
    if (read.pageSize !== BLOG_PAGE_SIZE)
      throw new Error(`${file} holds pages of ${read.pageSize}, not ${BLOG_PAGE_SIZE}`);
    rememberBuiltIns(read.items, read.highestId);
    rememberListTotal(list, read.total);
    return read;
  });
  loading.catch(() => summaryPages.delete(file));
  summaryPages.set(file, loading);
  return loading;
}

/** The built-in post at `position` (from 0) in the list of all, from the page that holds it. */
export async function loadPostSummaryAt(position: number): Promise<PostSummary | undefined> {
  const page = await loadPostSummaryPage(ALL_ENTRIES, Math.floor(position / BLOG_PAGE_SIZE) + 1);
  return page?.items[position % BLOG_PAGE_SIZE];
}

/**
 * Reads what the store's checks of a save need to know of the built-in posts (known-built-ins.ts):
 * whether one has `slug`, and the highest id of any. A file that does not arrive leaves the checks to
 * what is known already.
 */
export async function loadBuiltInFacts(slug: string): Promise<void> {
  await Promise.all([loadBuiltInPost(slug), loadPostSummaryPage(ALL_ENTRIES, 1)]).catch(
    (error: unknown) => {
      console.error('Blog editor: the published posts could not be read to check the slug:', error);
    },
  );
}

/** Which post of the list of all each document of the blog's search index belongs to. */
export async function loadSearchEntries(): Promise<SearchEntries> {
  const file = searchEntriesFile(POSTS_COLLECTION);
  const entries = await readChecked(file, (text) =>
    parsePublished(searchEntriesSchema, text, file),
  );
  if (!entries) throw new Error(`The blog publishes no ${file}`);
  return entries;
}

/**
 * The run of a list a page of it needs, once the posts the browser holds are placed among the built-in
 * ones: page `page` (clamped to the pages there are), `before` posts the browser adds to the list and
 * `after` built-in ones it takes out (edited in this visit) can move the page's built-in posts up to
 * that many places either way (merged-list.ts places them).
 */
export async function loadBuiltInRun(
  list: string,
  page: number,
  before: number,
  after: number,
): Promise<BuiltInRun> {
  // The list's length, from a page of it read before or its first page (which every list has): a
  // page past its end is never asked for.
  const total = knownListTotal(list) ?? (await loadPostSummaryPage(list, 1))?.total;
  if (total === undefined) return { total: 0, from: 0, posts: [] };
  const { from, to } = runRange(total, page, before, after);
  const numbers = Array.from(
    {
      length:
        to > from
          ? Math.floor((to - 1) / BLOG_PAGE_SIZE) - Math.floor(from / BLOG_PAGE_SIZE) + 1
          : 0,
    },
    (_, index) => Math.floor(from / BLOG_PAGE_SIZE) + 1 + index,
  );
  const read = await Promise.all(numbers.map((number) => loadPostSummaryPage(list, number)));
  const start = (numbers[0] ?? 1) - 1;
  const posts = read
    .flatMap((run) => run?.items ?? [])
    .slice(from - start * BLOG_PAGE_SIZE, to - start * BLOG_PAGE_SIZE);
  return { total, from, posts };
}

const NO_LIST = '';

const useRun = lazyData(async (key) => {
  const [list = NO_LIST, page, before, after] = key.split('|');
  return list === NO_LIST
    ? { total: 0, from: 0, posts: [] }
    : loadBuiltInRun(list, Number(page), Number(before), Number(after));
});

/** loadBuiltInRun during render: suspends until the pages it needs have arrived. No list: an empty run. */
export const useBuiltInRun = (
  list: string | null,
  page: number,
  before: number,
  after: number,
): BuiltInRun => useRun([list ?? NO_LIST, page, before, after].join('|'));
