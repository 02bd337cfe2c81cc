/**
 * The shell's own paths on the site, which no remote may take with a section or a site file: the
 * names at the top of the shell's build (its pages.json lists them as the build wrote them), the
 * files compose writes beside the pages, the shell's pages, the page file compose writes at every
 * page's path, and hidden names. A remote that could write one would replace the shell's code (its
 * `assets/` are served as immutable for a year), its pages, `remotes.json`, the sitemap or the
 * status files. Declared here once, from the constants the writers use; the release guard and
 * compose both check against it.
 */
import { RELEASE_FILE } from '../contracts/app-status';
import { siteFeedPaths } from '../contracts/feed-links';
import { CLIENT_PAGE_FILE, SPA_PAGE_FILE } from '../contracts/page-protocol';
import { SITE_API_FOLDER } from '../contracts/published';
import { REMOTES_FILE } from '../contracts/remote-id';
import { routeCollisions, type RouteCollision } from '../contracts/route-collisions';
import type { ShellPages } from '../contracts/shell-pages';
import { PAGE_FILE_NAME } from '../prerender/page-file';
import { CSP_REPORT_PATH } from './content-security-policy';
import { RELEASE_SERVICE_PATH } from './release-endpoint';

/** Written by compose at the top of the shell's deployment: the written pages for crawlers. */
export const SITEMAP_FILE = 'sitemap.xml';
/** Written by compose beside the sitemap (its absolute address is the deployment's). */
export const ROBOTS_FILE = 'robots.txt';

/** What compose writes at the top of the shell's deployment besides the pages. */
export const composedNames: readonly string[] = [
  CLIENT_PAGE_FILE,
  SPA_PAGE_FILE,
  REMOTES_FILE,
  RELEASE_FILE,
  SITEMAP_FILE,
  ROBOTS_FILE,
  SITE_API_FOLDER,
  ...Object.values(siteFeedPaths).map((path) => path.slice(1)),
];

/** What the web servers answer themselves on the shell's host: no file may be published there. */
export const serverNames: readonly string[] = [CSP_REPORT_PATH, RELEASE_SERVICE_PATH].map(
  (path) => path.split('/').filter(Boolean)[0] ?? path,
);

/** Every name at the top of the shell's deployment: its build's, compose's and the servers'. */
export const shellNames = (shell: ShellPages): string[] =>
  [...new Set([...shell.files, ...composedNames, ...serverNames])].sort();

/** A web server's compressed copy names the file it compresses. */
const uncompressed = (name: string) => name.replace(/\.(br|gz)$/, '');

/**
 * What of the shell's `path` (a path on the site: a remote's site file, or a section's link) lands on,
 * in a reader's words ("/assets, which the shell's build writes"); undefined when it lands on none.
 */
export function shellPathOwner(path: string, shell: ShellPages): string | undefined {
  const segments = path.split('/').filter(Boolean);
  const first = segments[0] === undefined ? undefined : uncompressed(segments[0]);
  if (first !== undefined && shell.files.includes(first))
    return `/${first}, which the shell's build writes`;
  if (first !== undefined && composedNames.includes(first))
    return `/${first}, which compose writes`;
  if (first !== undefined && serverNames.includes(first))
    return `/${first}, which the web server answers itself`;
  const page = shell.paths.find(
    (shellPage) => shellPage !== '/' && (path === shellPage || path.startsWith(`${shellPage}/`)),
  );
  if (page !== undefined) return `the shell's page ${page}`;
  const last = segments.at(-1);
  if (last !== undefined && uncompressed(last) === PAGE_FILE_NAME)
    return `a page file compose writes (${PAGE_FILE_NAME})`;
  // Compose writes every file under a temporary dot-name beside it first, and no server answers one.
  const hidden = segments.find((segment) => segment.startsWith('.'));
  if (hidden !== undefined)
    return `a hidden name (${hidden}), which compose writes its files under`;
  return undefined;
}

type Route = Parameters<typeof routeCollisions>[0][number];

/** Each of `routes` (one remote's sections) at, over or under one of the shell's pages or names. */
export function sectionsOnShell(
  routes: readonly Route[],
  shell: ShellPages,
): { route: Route; owner: string }[] {
  const owner = (collision: RouteCollision) =>
    'shellPage' in collision
      ? `the shell's page ${collision.shellPage}`
      : 'shellName' in collision
        ? (shellPathOwner(`/${collision.shellName}`, shell) ?? `/${collision.shellName}`)
        : undefined;
  return routeCollisions(routes, shell.paths, [], shellNames(shell)).flatMap((collision) => {
    const described = owner(collision);
    return described === undefined ? [] : [{ route: collision.route, owner: described }];
  });
}
