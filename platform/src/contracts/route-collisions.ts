/**
 * Whether a remote's sections would take over paths another app serves: one of the shell's pages, a
 * name at the top of the shell's deployment (its build's `assets`, `og`, `images`, compose's `api`,
 * …: deploy/shell-files.ts), or a section of another remote. Pure, so a release can check a staged build against the live
 * deployment's published files before anything goes live.
 */
import type { SectionRoute } from './published';
import type { PublishedSection } from './published-at-build';
import { mountLink } from './section';

type Route = PublishedSection['routes'][number];

export type RouteCollision =
  | { route: Route; shellPage: string }
  | { route: Route; shellName: string }
  | { route: Route; other: Pick<SectionRoute, 'remote' | 'module' | 'mount'> };

const isSplat = (mount: string) => mount.endsWith('/*');

/** Whether the mounted pattern matches `path` (`/blog/*` matches `/blog` and `/blog/a`). */
function covers(mount: string, path: string): boolean {
  const link = mountLink(mount);
  if (link === path) return true;
  return isSplat(mount) && (link === '/' || path.startsWith(`${link}/`));
}

/**
 * Every collision of `routes` (one remote's sections) with the shell's pages, the names at the top of
 * the shell's deployment (a section at `/assets/*`, `/og` or `/images/new` would put its pages and
 * site files among the shell's files) and other remotes' routes.
 */
export function routeCollisions(
  routes: readonly Route[],
  shellPages: readonly string[],
  others: readonly SectionRoute[],
  shellNames: readonly string[] = [],
): RouteCollision[] {
  return routes.flatMap((route): RouteCollision[] => [
    ...shellPages
      .filter((page) => covers(route.mount, page))
      .map((shellPage) => ({ route, shellPage })),
    ...shellNames
      .filter(
        (name) => covers(route.mount, `/${name}`) || mountLink(route.mount).startsWith(`/${name}/`),
      )
      .map((shellName) => ({ route, shellName })),
    ...others
      .filter(
        (other) =>
          covers(route.mount, mountLink(other.mount)) ||
          covers(other.mount, mountLink(route.mount)),
      )
      .map((other) => ({ route, other })),
  ]);
}
