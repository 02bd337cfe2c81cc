// @vitest-environment node
import { expect, test } from 'vitest';
import type { BlogPost, ListedPost, PostSummary } from '../data/schemas';
import { mergedPage, runRange } from './merged-list';
import { BLOG_PAGE_SIZE, totalPagesFor } from './pagination';
import { sortNewestFirst } from './post-queries';

const day = (n: number) =>
  new Date(Date.UTC(2024, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);

/** 40 built-in posts, a few on the same day, over two categories: the published list, newest first. */
const published: PostSummary[] = sortNewestFirst(
  Array.from({ length: 40 }, (_, index) => ({
    id: index + 1,
    title: `Post ${index + 1}`,
    slug: `post-${index + 1}`,
    excerpt: null,
    categoryId: (index % 2) + 1,
    featuredImage: null,
    publishedAt: day(Math.floor(index * 0.8)),
    readTime: 3,
  })),
);

const own = (id: number, publishedAt: string, categoryId = 1): BlogPost => ({
  ...published[0]!,
  id,
  slug: `own-${id}`,
  title: `Own ${id}`,
  content: 'Text.',
  categoryId,
  publishedAt,
});

/** Each page of `list` as mergedPage gives it from the run it needs, against the whole list merged. */
function expectPagesOfWholeList(
  list: readonly PostSummary[],
  held: readonly BlogPost[],
  edited: readonly PostSummary[],
) {
  const editedIds = new Set(edited.map((post) => post.id));
  const whole: ListedPost[] = sortNewestFirst([
    ...list.filter((post) => !editedIds.has(post.id)),
    ...held,
  ]);
  const pages = Math.max(1, totalPagesFor(whole.length));
  for (let page = 1; page <= pages + 1; page += 1) {
    const { from, to } = runRange(list.length, page, held.length, edited.length);
    const run = { total: list.length, from, posts: list.slice(from, to) };
    const shown = Math.min(page, pages);
    const result = mergedPage(
      { run, own: held, edited },
      { limit: BLOG_PAGE_SIZE, offset: (shown - 1) * BLOG_PAGE_SIZE },
    );
    expect(result.pagination.total, `total, page ${page}`).toBe(whole.length);
    expect(
      result.posts.map((post) => post.slug),
      `page ${page}`,
    ).toEqual(
      whole.slice((shown - 1) * BLOG_PAGE_SIZE, shown * BLOG_PAGE_SIZE).map((post) => post.slug),
    );
  }
}

test('with nothing held, a page is the published page', () => {
  expectPagesOfWholeList(published, [], []);
});

test('the reader’s posts, newer than every built-in one or among them, take their places', () => {
  expectPagesOfWholeList(
    published,
    [own(100, '2026-01-01T08:00:00.000Z'), own(101, '2026-02-01T08:00:00.000Z')],
    [],
  );
  expectPagesOfWholeList(
    published,
    [own(100, day(3)), own(101, day(17)), own(102, day(31)), own(103, '2020-01-01')],
    [],
  );
});

test('built-in posts edited in this visit leave their places for where their new date puts them', () => {
  const edits = [published[12]!, published[30]!, published[3]!];
  const edited = edits.map((post) => ({
    ...post,
    content: 'Edited.',
    publishedAt: '2026-03-01T00:00:00.000Z',
  }));
  expectPagesOfWholeList(published, [...edited, own(100, day(20))], edits);
});

test('a category’s list, with an edit that moved a post into it and one that moved a post out', () => {
  const category = published.filter((post) => post.categoryId === 2);
  const movedOut = category[4]!;
  const movedIn = {
    ...published.find((post) => post.categoryId === 1)!,
    categoryId: 2,
    content: 'Moved.',
    publishedAt: '2026-03-01T00:00:00.000Z',
  };
  expectPagesOfWholeList(category, [movedIn, own(100, day(9), 2)], [movedOut]);
});

test('a stored post reusing a built-in post’s slug or id never shadows it', () => {
  const run = { total: published.length, from: 0, posts: published.slice(0, BLOG_PAGE_SIZE) };
  const impostors = [
    { ...own(100, '2026-01-01'), slug: published[0]!.slug },
    { ...own(published[1]!.id, '2026-01-01') },
  ];
  const page = mergedPage({ run, own: impostors, edited: [] }, { limit: BLOG_PAGE_SIZE });
  expect(page.posts.map((post) => post.id)).toEqual(
    published.slice(0, BLOG_PAGE_SIZE).map((post) => post.id),
  );
});
