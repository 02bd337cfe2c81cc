/**
 * Query pages: a list a section filters and pages through its query (`/blog?category=defi&page=2`),
 * prerendered at a path per selection (`/blog/category/defi/page/2`), so a reader is served the cards
 * they asked for instead of the first page swapped after hydration. A section declares the list's path
 * and its parameters in its contract; both web servers redirect the query form to the path form, and
 * the section links to the path form itself. A query holding anything else (a search) is left alone:
 * that page renders on the client.
 *
 * Plain data, for Node and the browser alike.
 */
import { z } from '@tla/federated/zod';

/** A value a query page takes from the query into its path: one segment of letters, digits and `-`. */
export const QUERY_PAGE_VALUE = '[a-z0-9-]+';

export const queryPageSchema = z.object({
  /** The list's own path (`/blog`). */
  path: z.string().regex(/^(\/[\w-]+)+$/, 'must be a path of one or more segments'),
  /** Its parameters, in the order their segments follow the path. */
  params: z
    .array(z.string().regex(/^[a-z]+$/, 'must be a lowercase name'))
    .min(1)
    .refine((params) => new Set(params).size === params.length, 'must not repeat a name'),
});
export type QueryPage = z.infer<typeof queryPageSchema>;

/**
 * The path of one selection: each parameter given, in the declared order, as `/name/value`
 * (`/blog` + `/category/defi` + `/page/2`); the list's own path when none is.
 */
export function queryPagePath(
  page: QueryPage,
  values: Readonly<Record<string, string | undefined>>,
): `/${string}` {
  const segments = page.params.flatMap((name) => {
    const value = values[name];
    return value === undefined || value === '' ? [] : [name, value];
  });
  return `/${[...page.path.split('/').filter(Boolean), ...segments].join('/')}`;
}

/**
 * The query a server redirects, as a regular expression over the raw query string (the same for nginx
 * and the Node server): only the page's parameters, each with a value that can be a segment.
 */
export function queryPageRedirectRegex(page: QueryPage): string {
  return `^(?:(?:${page.params.join('|')})=${QUERY_PAGE_VALUE}(?:&|$))+$`;
}

/**
 * Where a request for `pathname` with the raw query `rawQuery` (without `?`) is redirected, or
 * undefined: a repeated parameter counts once, its first value, as nginx's `$arg_name` reads it.
 */
export function queryPageRedirect(
  pages: readonly QueryPage[],
  pathname: string,
  rawQuery: string,
): string | undefined {
  const page = pages.find((candidate) => candidate.path === pathname);
  if (!page || !new RegExp(queryPageRedirectRegex(page)).test(rawQuery)) return undefined;
  const values: Record<string, string> = {};
  for (const pair of rawQuery.split('&')) {
    const [name = '', value = ''] = pair.split('=');
    values[name] ??= value;
  }
  return queryPagePath(page, values);
}

/** Every query page of a section table. */
export const queryPagesOf = (
  sections: readonly { queryPages?: readonly QueryPage[] | undefined }[],
): QueryPage[] => sections.flatMap((section) => section.queryPages ?? []);
