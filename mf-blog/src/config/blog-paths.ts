/**
 * The blog's addresses, all from the one mount its section contract declares (app/section.ts): moving
 * the blog means changing `blogMount` alone.
 */
import { mountLink } from '@tla/platform/contracts/navigation';
import { queryPagePath, type QueryPage } from '@tla/platform/contracts/query-pages';

/** Where the shell mounts the blog's routes. */
export const blogMount = '/blog/*';

/** The list of posts. */
export const blogPath = mountLink(blogMount);

/** The list with query parameters (category, search, page); none gives the list itself. */
export function blogListPath(params: Record<string, string> | URLSearchParams = {}): string {
  const query = new URLSearchParams(params).toString();
  return query ? `${blogPath}?${query}` : blogPath;
}

/**
 * The list's pages, each prerendered at a path of its own (`/blog/category/defi/page/2`); both web
 * servers redirect the query form (`/blog?category=defi&page=2`) there.
 */
export const listQueryPage = { path: blogPath, params: ['category', 'page'] } satisfies QueryPage;

/** A page of the list, of one category or of all posts; page 1 is the list's own path. */
export function listPagePath({
  category,
  page = 1,
}: {
  category?: string | undefined;
  page?: number;
}): `/${string}` {
  return queryPagePath(listQueryPage, { category, page: page > 1 ? String(page) : undefined });
}

/** The list's pages below its own path, as route patterns relative to it (`category/:category`). */
export const listPageRoutes = [
  { page: ':page' },
  { category: ':category' },
  { category: ':category', page: ':page' },
].map((values) => queryPagePath(listQueryPage, values).slice(`${blogPath}/`.length));

/** The list's pages a reader's own posts add beyond those prerendered: client-only paths. */
export const listClientPaths = listPageRoutes
  .filter((route) => route.endsWith(':page'))
  .map((route): `/${string}` => `${blogPath}/${route}`);

export const categoryPath = (slug: string): string => listPagePath({ category: slug });

export const postPath = (slug: string): `/${string}` => `${blogPath}/${slug}`;

/** The editor: a new post, or the post with this slug. */
export const editorPath = (slug?: string): `/${string}` =>
  slug === undefined ? `${blogPath}/editor` : `${blogPath}/editor/${slug}`;

/** Site files the blog publishes under its section (feeds, social cards). */
export const blogFilePath = (file: string): `/${string}` => `${blogPath}/${file}`;
