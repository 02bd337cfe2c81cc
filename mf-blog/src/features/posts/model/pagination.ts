/** Page size of the blog list. */
export const BLOG_PAGE_SIZE = 9;

/** Every page is listed up to this many pages. */
export const MAX_PAGES_WITHOUT_ELLIPSIS = 7;

export type PaginationItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The blog pager's page buttons: all pages up to 7; otherwise near the start 1-5 … last, near the
 * end first … last 5, in the middle first … c-1 c c+1 … last. "Near" means within two pages of an end,
 * so the current page and its neighbours are always shown.
 */
export function paginationItems(current: number, totalPages: number): PaginationItem[] {
  if (totalPages <= MAX_PAGES_WITHOUT_ELLIPSIS) {
    return Array.from({ length: Math.max(0, totalPages) }, (_, index) => index + 1);
  }
  if (current <= 3) return [1, 2, 3, 4, 5, 'ellipsis-end', totalPages];
  if (current >= totalPages - 2) {
    return [1, 'ellipsis-start', ...Array.from({ length: 5 }, (_, index) => totalPages - 4 + index)];
  }
  return [1, 'ellipsis-start', current - 1, current, current + 1, 'ellipsis-end', totalPages];
}

export function totalPagesFor(total: number, pageSize = BLOG_PAGE_SIZE): number {
  return Math.ceil(total / pageSize);
}

/**
 * The `page` query parameter as a page number: anything that is not a whole number of at least 1
 * (0, -3, 2.5, abc, empty) is page 1; a page beyond the last is the last page.
 */
export function parsePageParam(value: string | null, totalPages: number): number {
  const page = value !== null && /^\d+$/.test(value.trim()) ? Number(value.trim()) : 1;
  return Math.min(Math.max(1, page), Math.max(1, totalPages));
}

/** One page of the list: of every post, or of one category's. */
export type ListPage = { category?: string; page: number };

/**
 * Every page of the list the given posts fill, each prerendered: the pages of all posts, then each
 * category's (a category without posts, or a slug linked to before it has a category, still has its
 * first page, which says so).
 */
export function listPages(
  posts: readonly { categoryId: number }[],
  categories: readonly { id?: number; slug: string }[],
): ListPage[] {
  const pagesOf = (count: number, category?: string): ListPage[] =>
    Array.from({ length: Math.max(1, totalPagesFor(count)) }, (_, index) => ({
      ...(category !== undefined && { category }),
      page: index + 1,
    }));
  return [
    ...pagesOf(posts.length),
    ...categories.flatMap((category) =>
      pagesOf(posts.filter((post) => post.categoryId === category.id).length, category.slug),
    ),
  ];
}
