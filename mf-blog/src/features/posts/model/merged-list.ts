import type { ListedPost, PostListResult, PostSummary } from '../data/schemas';
import { BLOG_PAGE_SIZE } from './pagination';
import { DEFAULT_LIMIT, sortNewestFirst, type PageOptions } from './post-queries';

/**
 * A run of a list of the built-in posts: those from place `from` (from 0) on, as many as were read,
 * and how many the whole list holds.
 */
export type BuiltInRun = { total: number; from: number; posts: readonly PostSummary[] };

/**
 * The places [from, to) of a published list of `total` built-in posts that page `page` needs once the
 * browser's posts are placed among them (the page clamped to the pages there are): `before` posts the
 * browser adds and `after` built-in ones it takes out (edited in this visit) move the page's built-in
 * posts up to that many places either way.
 */
export function runRange(
  total: number,
  page: number,
  before: number,
  after: number,
): { from: number; to: number } {
  const pages = Math.max(1, Math.ceil((total - after + before) / BLOG_PAGE_SIZE));
  const offset = (Math.min(Math.max(1, page), pages) - 1) * BLOG_PAGE_SIZE;
  return {
    from: Math.max(0, offset - before),
    to: Math.min(total, offset + BLOG_PAGE_SIZE + after),
  };
}

/** Whether `a` comes before `b` in a list, newest first (the order of sortNewestFirst). */
const newer = (a: ListedPost, b: ListedPost) =>
  a.publishedAt > b.publishedAt || (a.publishedAt === b.publishedAt && a.id > b.id);

const count = (posts: readonly ListedPost[], test: (post: ListedPost) => boolean) =>
  posts.filter(test).length;

export type MergedListInput = {
  /** The run of the built-in posts' published list the page needs (list-pages.ts). */
  run: BuiltInRun;
  /** The posts the browser holds that belong in this list: the reader's, and built-in ones as edited. */
  own: readonly ListedPost[];
  /** Built-in posts of this list, as published, that the reader edited in this visit. */
  edited: readonly PostSummary[];
};

/**
 * A page of a list of built-in posts and the posts the browser holds, newest first, as the whole list
 * would give it: each built-in post's place is its place in the published list, less the edited posts
 * before it (listed as edited, where their new date puts them), plus the browser's posts before it. A
 * stored post that reuses the id or slug of a built-in post read here never shadows it.
 */
export function mergedPage(
  { run, own, edited }: MergedListInput,
  { limit = DEFAULT_LIMIT, offset = 0 }: PageOptions = {},
): PostListResult {
  const editedIds = new Set(edited.map((post) => post.id));
  const builtIns = run.posts.filter((post) => !editedIds.has(post.id));
  const ids = new Set(builtIns.map((post) => post.id));
  const slugs = new Set(builtIns.map((post) => post.slug));
  const mine = own.filter(
    (post) => editedIds.has(post.id) || (!ids.has(post.id) && !slugs.has(post.slug)),
  );
  const first = builtIns[0];
  // From the list's start every post is here; further on, the first built-in post's place is counted,
  // and the browser's posts newer than it sort before the page.
  const base =
    first === undefined || run.from === 0
      ? 0
      : run.from +
        run.posts.indexOf(first) -
        count(edited, (post) => newer(post, first)) +
        count(mine, (post) => newer(post, first));
  const placed = sortNewestFirst([
    ...builtIns,
    ...(base === 0 || !first ? mine : mine.filter((post) => !newer(post, first))),
  ]);
  const safeLimit = Math.max(0, Math.floor(limit));
  const safeOffset = Math.max(0, Math.floor(offset));
  return {
    posts: placed.slice(Math.max(0, safeOffset - base), Math.max(0, safeOffset - base + safeLimit)),
    pagination: {
      total: run.total - edited.length + mine.length,
      limit: safeLimit,
      offset: safeOffset,
    },
  };
}
