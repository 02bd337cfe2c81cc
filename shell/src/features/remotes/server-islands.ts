import { createContext } from 'react';
import { ISLAND_ATTRIBUTE, ISLAND_RELEASE_ATTRIBUTE } from '@tla/platform/contracts/page-protocol';
import type { IslandHtml } from '@tla/platform/runtime/page-code';

/**
 * During the build's compose step the shell renders each page in Node; this context hands it the
 * remotes' prerendered fragments. In the browser it is absent.
 */
export type ServerIslands = {
  /** `deferred`: the island loads its code only when the reader comes near, so compose preloads none. */
  lookup: (
    remote: string,
    module: string,
    options: { deferred: boolean },
  ) => IslandHtml | undefined;
  /** Called for an island that had no fragment: the page must not be published with a spinner. */
  onMissing: (remote: string, module: string) => void;
};

export const ServerIslandsContext = createContext<ServerIslands | undefined>(undefined);

/** What the page arrived with: each island's HTML, and the path it was rendered for. */
const prerendered = { path: '', islands: new Map<string, IslandHtml>() };

/**
 * In the browser, before hydration: remember each island's server HTML, read from the page itself so it
 * is exactly what React will be asked to keep.
 */
export function collectPrerenderedIslands(
  root: ParentNode,
  location: Pick<Location, 'pathname' | 'search'>,
): void {
  prerendered.path = location.pathname;
  prerendered.islands.clear();
  for (const element of root.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)) {
    const key = element.getAttribute(ISLAND_ATTRIBUTE);
    if (!key) continue;
    // The HTML was rendered for the bare path; with search params (a filter, a shared scenario) the
    // section may differ, so it is kept on screen but rendered afresh instead of hydrated.
    const buildId =
      location.search === '' ? (element.getAttribute(ISLAND_RELEASE_ATTRIBUTE) ?? '') : '';
    prerendered.islands.set(key, { html: element.innerHTML, buildId });
  }
}

/**
 * The prerendered HTML of an island on the page it came with. Reading it has no effect: React may
 * render a component and throw the render away before it commits (a transition hydration interrupted
 * by a suspending sibling or an update), and the render that follows must find the same HTML, or it
 * would render a spinner where the server put content and React would discard the page's HTML.
 */
export function prerenderedIsland(key: string, pathname: string): IslandHtml | undefined {
  return pathname === prerendered.path ? prerendered.islands.get(key) : undefined;
}

/** Once the island is on screen with its HTML: a later visit to the section renders it afresh. */
export function forgetPrerenderedIsland(key: string): void {
  prerendered.islands.delete(key);
}
