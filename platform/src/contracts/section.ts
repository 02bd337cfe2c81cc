/**
 * A remote's section contract: the one place a remote declares what it is to the site (its id, the
 * modules it exposes, where the shell mounts each, what readers call it, which paths to prerender).
 * Everything else derives from it: the remote's federation config, its islands and prerender list,
 * its standalone entry, and `section.json`, which the remote publishes with its build so the shell
 * learns its routes and its menu entries from the deployment, not from its own source.
 *
 * Plain data, no React and no Node: the remote's Vite config, its prerender entry and its browser
 * code all import the same module.
 */
import type { ComponentType } from 'react';
import { mountLink, type NavigationEntry } from './navigation';
import { parsePublishedValue } from './parse-published';
import type { SectionRoute } from './published';
import { publishedSectionSchema, type PublishedSection } from './published-at-build';
import type { QueryPage } from './query-pages';
import { SEARCH_MANIFEST_FILE } from './search';
import { federationName, type RemoteId } from './remote-id';
import type { SectionWidget, WidgetPlacement } from './widgets';

export type ExposedModule = {
  /** The module's source, relative to the remote's folder. */
  file: `./src/${string}`;
  /**
   * The route pattern the shell mounts it at: a section's own paths (`/blog/*`, `/glossary`), or `/`
   * for a part of the home page (a widget the shell places).
   */
  mount: `/${string}`;
  /** What readers call it, in loading and error messages and the standalone frame's links. */
  label: string;
  /** Every static path to prerender it at; paths that hold reader data render on the client. */
  paths: readonly string[];
  /**
   * Paths below the mount whose page may exist only in the reader's browser (a post they wrote), as
   * route patterns where `:name` stands for one segment (`/blog/:slug`). Without prerendered HTML the
   * servers answer these with the client page; any other path without HTML is a 404.
   */
  clientPaths?: readonly ClientPathPattern[];
  /**
   * Lists whose query selects a page prerendered below them (contracts/query-pages.ts): both web
   * servers redirect `/blog?page=2` to `/blog/page/2` for `{ path: '/blog', params: ['category', 'page'] }`.
   */
  queryPages?: readonly QueryPage[];
  /**
   * For a part of the home page (mount `/`), which of the home page's places it fills and where in it
   * (contracts/widgets.ts): `{ slot: 'home-after-cta', order: 10 }`. Every home-page part has one.
   */
  widget?: WidgetPlacement;
  /**
   * Its entries in the site's menus and the home page's link slots (contracts/navigation.ts). A path
   * defaults to the section's own link (`/blog/*` → `/blog`); any path must lie inside the section.
   */
  navigation?: readonly ModuleNavigation[];
  /** How the site's search finds this section (see contracts/search.ts); none: it is not searched. */
  search?: {
    /** Its build publishes an index of its pages at `searchIndexPath(mount)` (vite.config.ts makes it). */
    index?: true;
    /**
     * A module whose `readerSearchIndex()` lists what the reader keeps in their browser, exposed as
     * `<module>-reader-search` and loaded only when the reader searches.
     */
    reader?: `./src/${string}`;
    /**
     * The page inside the section that lists its matches for `?search=<text>`: the header's search
     * form goes there, before and after the page is hydrated.
     */
    results?: `/${string}`;
  };
};

/** A route pattern of a client-only page: `/` then static or `:name` segments. */
export type ClientPathPattern = `/${string}`;

/** A menu entry as a contract declares it: the path is the section's own link unless given. */
export type ModuleNavigation = Omit<NavigationEntry, 'path'> & { path?: NavigationEntry['path'] };

/** A feed the remote publishes, announced by `<link rel="alternate">` in the head of every page. */
export type SectionFeed = PublishedSection['feeds'][number];

export type SectionContract<Module extends string = string> = {
  remote: RemoteId;
  /** The remote's name in its standalone frame ("Blog", "Learn"). */
  title: string;
  modules: Record<Module, ExposedModule>;
  /** Feeds it publishes, at site paths under its own sections (files of its build under `site/`). */
  feeds?: readonly SectionFeed[];
};

/** The component behind each module of a contract (what the module default-exports). */
export type SectionComponents<Contract extends SectionContract> = Record<
  keyof Contract['modules'],
  ComponentType
>;

/** Declares a contract, keeping its module names as a type, so every use is checked against them. */
export function defineSection<const Module extends string>(
  contract: SectionContract<Module>,
): SectionContract<Module> {
  return contract;
}

/** Whether a module is a section of its own (not a part of the home page). */
export const isSectionRoute = (module: ExposedModule): boolean => module.mount !== '/';

export { mountLink };

/** Where a section's search index is served: `/blog/*` → `/blog/search.json`; the shell's pages: `/search.json`. */
export function searchIndexPath(mount: string): string {
  const link = mountLink(mount);
  return link === '/' ? `/${SEARCH_MANIFEST_FILE}` : `${link}/${SEARCH_MANIFEST_FILE}`;
}

/** The name a module's reader-search companion is exposed under. */
export const readerSearchModule = (module: string): string => `${module}-reader-search`;

/**
 * Where on the site a remote may put the files it publishes under `site/` (feeds, social cards): below
 * each of its sections' paths. `/blog/*` gives `/blog/`; a section at one path, `/glossary`, gives
 * `/glossary/` (the paths below its page, which the page itself never uses).
 */
export function sitePathPrefixes(
  routes: readonly Pick<SectionRoute, 'remote' | 'mount'>[],
  remote: string,
): string[] {
  return routes
    .filter((route) => route.remote === remote && route.mount !== '/')
    .map((route) => `${mountLink(route.mount)}/`);
}

/** A remote's published routes as rows of the site's section table (each names its remote). */
export const sectionRoutes = ({ remote, routes }: PublishedSection): SectionRoute[] =>
  routes.map((route) => ({ remote, ...route }));

/** The federation plugin's `exposes`, from the contract. */
export function exposesOf(contract: SectionContract): Record<string, string> {
  return Object.fromEntries(
    Object.entries<ExposedModule>(contract.modules).flatMap(
      ([name, module]): [string, string][] => [
        [`./${name}`, module.file],
        ...(module.search?.reader
          ? [[`./${readerSearchModule(name)}`, module.search.reader] satisfies [string, string]]
          : []),
      ],
    ),
  );
}

/** The modules whose build publishes a search index (vite.config.ts must make one for each). */
export const indexedModules = (contract: SectionContract): string[] =>
  Object.entries<ExposedModule>(contract.modules)
    .filter(([, module]) => module.search?.index && isSectionRoute(module))
    .map(([name]) => name);

/** A remote's published widgets as rows of the site's section table (each names its remote). */
export const sectionWidgets = ({ remote, widgets }: PublishedSection): SectionWidget[] =>
  widgets.map((widget) => ({ remote, ...widget }));

/**
 * The home-page parts of a contract with their places. A part without a place would never be shown,
 * and a place on a section would put a whole section on the home page: both fail the remote's build.
 */
function widgetsOf(contract: SectionContract): PublishedSection['widgets'] {
  return Object.entries<ExposedModule>(contract.modules).flatMap(([name, module]) => {
    const at = `the ${contract.remote} section contract, module ${name}`;
    if (isSectionRoute(module)) {
      if (module.widget) {
        throw new Error(
          `${at}: widget is for home-page parts (mount /), not a section at ${module.mount}`,
        );
      }
      return [];
    }
    if (!module.widget) {
      throw new Error(
        `${at}: a home-page part (mount /) needs widget: { slot, order } to be placed`,
      );
    }
    return [{ module: name, label: module.label, ...module.widget }];
  });
}

/** Where a remote publishes its routes, beside its remoteEntry.js (see publishedSectionSchema). */
export const PUBLISHED_SECTION_FILE = 'section.json';

/**
 * What a remote publishes of its contract: its section routes and their menu entries, and its
 * home-page widgets with their places. Checked against the schema compose reads it with, so a menu
 * entry outside the section or a widget in a place the home page does not have fails the remote's
 * own build, naming the module or field.
 */
export function publishedSection(contract: SectionContract): PublishedSection {
  const published: PublishedSection = {
    remote: federationName(contract.remote),
    routes: Object.entries<ExposedModule>(contract.modules)
      .filter(([, module]) => isSectionRoute(module))
      .map(([name, module]) => ({
        module: name,
        mount: module.mount,
        label: module.label,
        ...(module.clientPaths && { clientPaths: [...module.clientPaths] }),
        ...(module.queryPages && {
          queryPages: module.queryPages.map(({ path, params }) => ({ path, params: [...params] })),
        }),
        ...(module.search && {
          search: {
            ...(module.search.index && { index: searchIndexPath(module.mount) }),
            ...(module.search.reader && { reader: readerSearchModule(name) }),
            ...(module.search.results && { results: module.search.results }),
          },
        }),
        ...(module.navigation && {
          navigation: module.navigation.map((entry) => ({
            ...entry,
            path: entry.path ?? mountLink(module.mount),
          })),
        }),
      })),
    widgets: widgetsOf(contract),
    feeds: [...(contract.feeds ?? [])],
  };
  return parsePublishedValue(
    publishedSectionSchema,
    published,
    `the ${contract.remote} section contract (${PUBLISHED_SECTION_FILE})`,
  );
}
