// @vitest-environment node
import { expect, test } from 'vitest';
import { listPages, paginationItems, parsePageParam, totalPagesFor, type PaginationItem } from './pagination';

const show = (items: PaginationItem[]) => items.map((item) => (typeof item === 'number' ? String(item) : '…')).join(' ');

// Every page count from 1 to 20, every current page: the shape of the blog's pager.
const cases = Array.from({ length: 20 }, (_, i) => i + 1).flatMap((totalPages) =>
  Array.from({ length: totalPages }, (_, i) => ({ totalPages, current: i + 1 })),
);

function expected(current: number, totalPages: number): string {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i)).join(' ');
  if (totalPages <= 7) return range(1, totalPages);
  if (current <= 3) return `${range(1, 5)} … ${totalPages}`;
  if (current >= totalPages - 2) return `1 … ${range(totalPages - 4, totalPages)}`;
  return `1 … ${current - 1} ${current} ${current + 1} … ${totalPages}`;
}

test.each(cases)('$totalPages pages, on page $current', ({ totalPages, current }) => {
  const items = paginationItems(current, totalPages);
  expect(show(items)).toBe(expected(current, totalPages));
  // Whatever the shape: first, last, the current page and its neighbours are reachable, in order, at most 7 items.
  const pages = items.filter((item): item is number => typeof item === 'number');
  for (const page of [1, totalPages, current, current - 1, current + 1]) {
    if (page >= 1 && page <= totalPages) expect(pages).toContain(page);
  }
  expect([...pages].sort((a, b) => a - b)).toEqual(pages);
  expect(items.length).toBeLessThanOrEqual(7);
  // An ellipsis stands for at least one hidden page, and only there.
  items.forEach((item, index) => {
    if (typeof item === 'number') return;
    const before = items[index - 1];
    const after = items[index + 1];
    expect(typeof before === 'number' && typeof after === 'number' && after - before > 1).toBe(true);
  });
  for (let i = 1; i < items.length; i += 1) {
    const [a, b] = [items[i - 1], items[i]];
    if (typeof a === 'number' && typeof b === 'number') expect(b - a).toBe(1);
  }
});

test('the spelled-out shapes for 10 pages', () => {
  expect(show(paginationItems(1, 10))).toBe('1 2 3 4 5 … 10');
  expect(show(paginationItems(3, 10))).toBe('1 2 3 4 5 … 10');
  expect(show(paginationItems(4, 10))).toBe('1 … 3 4 5 … 10');
  expect(show(paginationItems(7, 10))).toBe('1 … 6 7 8 … 10');
  expect(show(paginationItems(8, 10))).toBe('1 … 6 7 8 9 10');
  expect(show(paginationItems(10, 10))).toBe('1 … 6 7 8 9 10');
  expect(show(paginationItems(5, 7))).toBe('1 2 3 4 5 6 7');
});

test('page count: 9 posts a page', () => {
  expect([0, 1, 9, 10, 18, 19].map((total) => totalPagesFor(total))).toEqual([0, 1, 1, 2, 2, 3]);
});

test.each([
  ['2', 3, 2],
  [null, 3, 1],
  ['', 3, 1],
  ['0', 3, 1],
  ['-3', 3, 1],
  ['2.5', 3, 1],
  ['abc', 3, 1],
  ['1e3', 3, 1],
  ['99', 3, 3],
  ['4', 0, 1],
  [' 2 ', 3, 2],
] as const)('page parameter %j with %i pages is page %i', (value, totalPages, page) => {
  expect(parsePageParam(value, totalPages)).toBe(page);
});

test('the list has a page per nine posts, of all posts and of each category, empty and linked-to ones included', () => {
  const posts = [...Array.from({ length: 19 }, () => ({ categoryId: 1 })), { categoryId: 2 }];
  const categories = [
    { id: 1, slug: 'token-creation' },
    { id: 2, slug: 'liquidity' },
    { id: 3, slug: 'defi' },
    { slug: 'smart-contracts' },
  ];
  expect(listPages(posts, categories)).toEqual([
    { page: 1 },
    { page: 2 },
    { page: 3 },
    { category: 'token-creation', page: 1 },
    { category: 'token-creation', page: 2 },
    { category: 'token-creation', page: 3 },
    { category: 'liquidity', page: 1 },
    { category: 'defi', page: 1 },
    { category: 'smart-contracts', page: 1 },
  ]);
});
