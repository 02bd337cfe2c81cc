/**
 * The page protocol: the markers by which a page composed in Node (prerender, compose) and the shell's
 * code in the browser understand each other. Both sides import them from here, so a marker cannot be
 * renamed on one side only. The shell's index.html cannot import (its start script is inline): a
 * test of the shell pins its literals to these, and the shell's build publishes the markers it was
 * built with (PAGE_PROTOCOL_FILE, pageProtocolFileSchema), which compose checks before it writes a page.
 */
// Types only: the shell's entry imports this module before anything else has loaded, and a runtime
// dependency here (zod, the schemas) would be evaluated with it, in the page's first task.
import type { SectionTable } from './published';

/**
 * The shell's not-found page: prerendered at this path, and what both web servers send, with status
 * 404, for a path no app serves. The shell knows it was sent one for another path by this marker.
 */
export const NOT_FOUND_PATH = '/not-found';

/** The element the shell renders into; a composed page holds its prerendered HTML. */
export const ROOT_ELEMENT_ID = 'root';

/** The empty root of the shell's client page (index.html), exactly as compose finds and fills it. */
export const ROOT_ANCHOR = `<div id="${ROOT_ELEMENT_ID}"></div>`;

/**
 * The page served for a path compose wrote no page for: the shell's client page with its code listed
 * for the start script, like a composed page's, since the Content-Security-Policy trusts no script
 * the HTML names, only what the start script loads. `_spa.html` stays the untouched template.
 */
export const CLIENT_PAGE_FILE = '_client.html';

/** The shell build's client page as built (its index.html), kept by compose as the template. */
export const SPA_PAGE_FILE = '_spa.html';

/** On the root of a composed page: the path its HTML was rendered for (other paths render afresh). */
export const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered-path';

/** The JSON block in which a composed page lists its code, for the start script in index.html. */
export const PAGE_CODE_ELEMENT_ID = 'tla-page-code';

/** The JSON block holding the section table the page's routes and home-page widgets were made from. */
export const SECTION_TABLE_ELEMENT_ID = 'tla-sections';

/** On the element around a remote's island: `<remote>/<module>`, the key of its prerendered HTML. */
export const ISLAND_ATTRIBUTE = 'data-island';
/**
 * On an island: which build of its remote rendered its HTML (hydration needs that build's code).
 * Compose writes LISTED_RELEASE there, never a build id: a remote's release that leaves an island's
 * HTML as it was then leaves the page as it was, byte for byte, so compose need not write it again.
 */
export const ISLAND_RELEASE_ATTRIBUTE = 'data-island-release';
/**
 * The island's HTML is that of the build /remotes.json names for its remote (`islandsBuild`): compose
 * writes both, and writes a page again whenever that build's HTML of it differs.
 */
export const LISTED_RELEASE = 'listed';
/** On an island whose code waits for the reader to come near. */
export const ISLAND_DEFERRED_ATTRIBUTE = 'data-island-deferred';
/** On an island once its remote's code runs it. */
export const ISLAND_READY_ATTRIBUTE = 'data-island-ready';
/** On <html> once the shell has hydrated: the page is interactive, not just painted. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** The markers `isPageInteractive` reads, passed in because it runs in a page, apart from this module. */
export type InteractivityMarkers = {
  hydratedAttribute: string;
  islandAttribute: string;
  readyAttribute: string;
  deferredAttribute: string;
};

export const interactivityMarkers: InteractivityMarkers = {
  hydratedAttribute: HYDRATED_ATTRIBUTE,
  islandAttribute: ISLAND_ATTRIBUTE,
  readyAttribute: ISLAND_READY_ATTRIBUTE,
  deferredAttribute: ISLAND_DEFERRED_ATTRIBUTE,
};

/**
 * Whether a page is interactive: the shell hydrated, and every island ready or waiting for the reader
 * to come near. Self-contained (no outside name), so a test browser can run it in a page
 * (`page.waitForFunction(isPageInteractive, interactivityMarkers)`).
 */
export function isPageInteractive(markers: InteractivityMarkers): boolean {
  return (
    document.documentElement.getAttribute(markers.hydratedAttribute) === 'true' &&
    [...document.querySelectorAll(`[${markers.islandAttribute}]`)].every(
      (island) =>
        island.getAttribute(markers.readyAttribute) === 'true' ||
        island.hasAttribute(markers.deferredAttribute),
    )
  );
}

/** On the element around a remote's part of a page: its federation name, which scopes its CSS. */
export const REMOTE_ATTRIBUTE = 'data-remote';

/** How every remote's scope starts, whatever its name. */
export const REMOTE_SCOPE_START = `:where([${REMOTE_ATTRIBUTE}=`;

/** What a remote's utility rules start with, so that they apply only inside its part of a page. */
export const remoteScope = (remoteName: string): string => `${REMOTE_SCOPE_START}"${remoteName}"])`;

/** A remote's scope in front of a selector, as written or as a minifier writes it (no quotes). */
export const REMOTE_SCOPE_PREFIX = new RegExp(
  `^:where\\(\\[${REMOTE_ATTRIBUTE}=("?)[\\w-]+\\1\\]\\)\\s+`,
);

/**
 * Stands for a remote's deployed base URL in the HTML it publishes, until compose knows the address
 * of the environment it composes for: one build and one prerender serve every topology.
 */
export const REMOTE_BASE_PLACEHOLDER = 'https://remote-base.invalid/';

/** Published HTML with the placeholder base replaced by `base` (no replacement pattern applies). */
export const rebaseRemote = (html: string, base: string): string =>
  html.split(REMOTE_BASE_PLACEHOLDER).join(base);

/** An attribute value as the protocol writes it, inside double quotes. */
export const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The inverse of escapeAttribute (Vite's own tags escape nothing). */
export const decodeAttribute = (value: string): string =>
  value.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&amp;', '&');

/** The root of a composed page: `body` rendered for `path`. */
export const prerenderedRoot = (path: string, body: string): string =>
  `<div id="${ROOT_ELEMENT_ID}" ${PRERENDERED_PATH_ATTRIBUTE}="${escapeAttribute(path)}">${body}</div>`;

/** The path a composed page's root was rendered for; null on the client page. */
export const prerenderedPathOf = (root: Element): string | null =>
  root.getAttribute(PRERENDERED_PATH_ATTRIBUTE);

/** A JSON data block (never executed), with `<` escaped so that no string in it can close it. */
const jsonBlock = (id: string, value: unknown): string =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replaceAll('<', '\\u003c')}</script>`;

/** What a composed page's code list holds: its module scripts, then the files to preload. */
export type PageCode = { scripts: string[]; preloads: string[] };

/** The block listing a composed page's code (read by the inline start script of index.html). */
export const pageCodeBlock = (code: PageCode): string => jsonBlock(PAGE_CODE_ELEMENT_ID, code);

/** The block carrying the section table into a page. */
export const sectionTableBlock = (table: SectionTable): string =>
  jsonBlock(SECTION_TABLE_ELEMENT_ID, table);

/** The text of a JSON block of the page; undefined on a page that has none (`_spa.html`). */
export const jsonBlockText = (document: Document, id: string): string | undefined => {
  const element = document.getElementById(id);
  return element ? (element.textContent ?? '') : undefined;
};

/**
 * The file the shell's build publishes (dist/page-protocol.json): the markers its client reads. Compose
 * refuses a shell build that speaks another protocol, whose pages would never start.
 */
export const PAGE_PROTOCOL_FILE = 'page-protocol.json';

/** The markers the shell's client reads, as its build publishes them. */
export type PageProtocol = {
  rootAnchor: string;
  prerenderedPathAttribute: string;
  pageCodeElementId: string;
  sectionTableElementId: string;
  islandAttribute: string;
  islandReleaseAttribute: string;
};

/** The protocol this code speaks: what the shell publishes, and what compose expects. */
export const pageProtocol: PageProtocol = {
  rootAnchor: ROOT_ANCHOR,
  prerenderedPathAttribute: PRERENDERED_PATH_ATTRIBUTE,
  pageCodeElementId: PAGE_CODE_ELEMENT_ID,
  sectionTableElementId: SECTION_TABLE_ELEMENT_ID,
  islandAttribute: ISLAND_ATTRIBUTE,
  islandReleaseAttribute: ISLAND_RELEASE_ATTRIBUTE,
};
