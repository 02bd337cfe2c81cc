/**
 * The shell's pages in nginx: prerendered HTML, the client page for a section's client-only paths,
 * else the not-found page with status 404.
 */
import { CLIENT_PAGE_FILE } from '../contracts/page-protocol';
import { QUERY_PAGE_VALUE, queryPageRedirectRegex, type QueryPage } from '../contracts/query-pages';
import type { CacheClass } from './http-policy';
import { headerLines, quote } from './nginx-directives';
import { NOT_FOUND_PAGE_FILE } from './site-pages';

/** Writes one location with the headers of its cache class (nginx-config.ts makes it per app). */
export type LocationBlock = (match: string, cache: CacheClass, body: string[]) => string[];

/** The internal location a refused spelling of a path is sent to on the shell's host. */
export const NOT_FOUND_LOCATION = '/_tla-not-found';

/**
 * The shell's pages (the shell is always at '/'): a path's prerendered HTML; else, for a path a
 * section declared client-only (a reader's own post), the client page; else the not-found page with
 * status 404. Regex locations win over the '/' prefix, and come after the file locations, so a name
 * with an extension is still a file.
 */
export function pageLocations(
  block: LocationBlock,
  clientPaths: readonly string[],
  queryPages: readonly QueryPage[],
): string[] {
  const pageLines = ['try_files $uri $uri/index.html =404;', 'error_page 404 @not_found_page;'];
  return [
    // A list's query form goes to the page prerendered for it, as the Node server sends it
    // (contracts/query-pages.ts); the Location stays relative, whatever host and port the reader used.
    ...queryPages.flatMap((page) =>
      block(`= ${page.path}`, 'revalidate', [
        'absolute_redirect off;',
        `if ($args ~ ${quote(queryPageRedirectRegex(page))}) { return 301 ${page.path}${page.params.map(queryVariable).join('')}; }`,
        ...pageLines,
      ]),
    ),
    ...clientPaths.flatMap((pattern) =>
      block(`~ ${quote(pattern)}`, 'revalidate', [
        `try_files $uri $uri/index.html /${CLIENT_PAGE_FILE};`,
      ]),
    ),
    ...block('/', 'revalidate', pageLines),
  ];
}

/** The variable holding a query parameter's path segments (`/page/2`), empty when it cannot be one. */
const queryVariable = (param: string) => `$tla_query_${param}`;

/** The http-level maps from each query page parameter to its path segments (`?page=2` → `/page/2`). */
export function queryPageMapLines(queryPages: readonly QueryPage[]): string[] {
  const params = [...new Set(queryPages.flatMap((page) => page.params))];
  return params.flatMap((param) => [
    `  map $arg_${param} ${queryVariable(param)} {`,
    `    ${quote(`~^${QUERY_PAGE_VALUE}$`)} "/${param}/$arg_${param}";`,
    '    default "";',
    '  }',
  ]);
}

/**
 * On the host that serves the shell: the not-found page, sent with status 404 (error_page keeps the
 * status of the error it handles), and an internal location for spellings refused before any location
 * (encoded slashes). The client page stands in when compose has written no not-found page. A request
 * nginx itself refuses as bad (a NUL, a `..` above the root, once decoded) gets the same page: a named
 * location cannot serve a file for a URI nginx could not parse, so that one goes by the page's path.
 */
export function notFoundPageServerLines(
  shellRoot: string,
  errors: Record<string, string>,
): string[] {
  return [
    `    error_page 400 =404 /${NOT_FOUND_PAGE_FILE};`,
    `    location = ${NOT_FOUND_LOCATION} {`,
    '      internal;',
    '      error_page 404 @not_found_page;',
    ...headerLines(errors, '      '),
    '      return 404;',
    '    }',
    '    location @not_found_page {',
    `      root ${shellRoot};`,
    `      disable_symlinks on from=${shellRoot};`,
    '      default_type text/html;',
    `      try_files /${NOT_FOUND_PAGE_FILE} /${CLIENT_PAGE_FILE} =404;`,
    ...headerLines(errors, '      '),
    '    }',
  ];
}
