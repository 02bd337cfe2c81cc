/** The blog's list as a query page, and what both web servers must answer for its query forms. */
import type { QueryPage } from './query-pages';

export const listQueryPage: QueryPage = { path: '/blog', params: ['category', 'page'] };

/** A request (path and query) and where it is redirected; undefined: served as it is. */
export const queryPageCases: readonly (readonly [string, string | undefined])[] = [
  ['/blog?page=2', '/blog/page/2'],
  ['/blog?category=defi', '/blog/category/defi'],
  ['/blog?page=3&category=token-creation', '/blog/category/token-creation/page/3'],
  ['/blog?page=2&page=5', '/blog/page/2'],
  // Anything else in the query (a search, a tracking tag) renders on the client, as it is.
  ['/blog?search=pool&page=2', undefined],
  ['/blog?page=2&utm_source=feed', undefined],
  // A value that cannot be a path segment is not moved into one.
  ['/blog?page=2.5', undefined],
  ['/blog?category=..%2Fetc', undefined],
  ['/blog?page=', undefined],
  ['/blog', undefined],
  ['/blog/?page=2', undefined],
];
