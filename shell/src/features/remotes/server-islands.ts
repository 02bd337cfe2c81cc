import { createContext } from 'react';

/** An island's prerendered HTML and the build of the remote that rendered it. */
export type IslandFragment = { html: string; buildId: string };

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
  ) => IslandFragment | undefined;
  /** Called for an island that had no fragment: the page must not be published with a spinner. */
  onMissing: (remote: string, module: string) => void;
};

export const ServerIslandsContext = createContext<ServerIslands | undefined>(undefined);

const prerendered = new Map<string, IslandFragment>();

/**
 * In the browser, before hydration: remember each island's server HTML, read from the page itself so it
 * is exactly what React will be asked to keep.
 */
export function collectPrerenderedIslands(root: ParentNode, search: string): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-island]')) {
    const key = element.dataset.island;
    if (!key) continue;
    // The HTML was rendered for the bare path; with search params (a filter, a shared scenario) the
    // section may differ, so it is kept on screen but rendered afresh instead of hydrated.
    const buildId = search === '' ? (element.dataset.islandBuild ?? '') : '';
    prerendered.set(key, { html: element.innerHTML, buildId });
  }
}

/** The prerendered HTML of an island, once: a later visit to the section renders it afresh. */
export function takePrerenderedIsland(key: string): IslandFragment | undefined {
  const fragment = prerendered.get(key);
  prerendered.delete(key);
  return fragment;
}
