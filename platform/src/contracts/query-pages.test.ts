import { expect, test } from 'vitest';
import { listQueryPage, queryPageCases } from './query-pages.fixture';
import { queryPagePath, queryPageRedirect, queryPageSchema } from './query-pages';

test('a selection is the path with each given parameter as /name/value, in the declared order', () => {
  expect(queryPagePath(listQueryPage, {})).toBe('/blog');
  expect(queryPagePath(listQueryPage, { page: '4', category: 'defi' })).toBe(
    '/blog/category/defi/page/4',
  );
  expect(queryPagePath(listQueryPage, { category: '', page: '2' })).toBe('/blog/page/2');
});

test.each(queryPageCases)('%s is redirected to %s', (request, target) => {
  const [pathname = '', query = ''] = request.split('?');
  expect(queryPageRedirect([listQueryPage], pathname, query)).toBe(target);
});

test('a declaration names a path and distinct lowercase parameters', () => {
  expect(queryPageSchema.safeParse({ path: '/blog', params: ['page', 'page'] }).success).toBe(
    false,
  );
  expect(queryPageSchema.safeParse({ path: 'blog', params: ['page'] }).success).toBe(false);
  expect(queryPageSchema.safeParse({ path: '/blog', params: ['Page'] }).success).toBe(false);
  expect(queryPageSchema.safeParse({ path: '/blog', params: [] }).success).toBe(false);
});
