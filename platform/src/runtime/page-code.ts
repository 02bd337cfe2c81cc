/**
 * The code of a remote's pages, fetched ahead without running it: each remote's index of prerendered
 * pages (`_islands/index.json`, contracts/islands-index.ts) names the section module's chunks and
 * stylesheets, and the shard holding a page's path names that page's own chunks, which otherwise load one after another after the click. Beside the code,
 * the page's prerendered HTML (its fragment), which the island shows the moment the reader arrives,
 * before its code has rendered.
 */
import { rebaseRemote } from '../contracts/page-protocol';
import { parsePublished } from '../contracts/parse-published';
import {
  ISLANDS_INDEX_FILE,
  islandsIndexSchema,
  pageShardFile,
  pageShardOf,
  pageShardSchema,
  type IslandsIndex,
  type PageShard,
} from '../contracts/islands-index';
import {
  fragmentFile,
  fragmentSchema,
  ISLANDS_FOLDER,
  type SectionRoute,
} from '../contracts/published';
import type { RemoteCatalog } from './remote-catalog';
import { createRequestPacer } from './request-pacer';

/**
 * The manifest names the release in force, so it is asked again after a few seconds: code fetched
 * ahead no longer fails when a release removes its files, so a navigation learns of a release from the
 * manifest alone; a hover's click, which comes within a second or two, still finds it.
 */
export const PAGE_MANIFEST_REUSE_MS = 5_000;

export type PageCode = {
  buildId?: string;
  /** The addresses of the page's own chunks. */
  pageFiles: string[];
  /** The addresses of the stylesheets the section's code can load, its pages' own among them. */
  stylesheets: string[];
};

/**
 * An island's prerendered HTML, addressed for this deployment, and the build of the remote that
 * rendered it: fetched ahead here, or read from the page it came with (the shell's server islands),
 * where compose writes LISTED_RELEASE for the build /remotes.json names (contracts/page-protocol.ts).
 */
export type IslandHtml = { html: string; buildId: string };

/**
 * Fragments kept at once: the frame's sections and a few pages hovered. A tutorial's is 110-270 KB of
 * text, so not every card a pointer crosses stays in memory.
 */
const KEPT_FRAGMENTS = 12;

type PageAddress = Pick<SectionRoute, 'remote' | 'module'>;

export type PageCodeFetcher = ReturnType<typeof createPageCodeFetcher>;

export function createPageCodeFetcher(
  catalog: RemoteCatalog,
  fetch: typeof globalThis.fetch,
  document: Document,
) {
  /** Fragments arrived, by remote, module and path; the oldest goes first. */
  const fragments = new Map<string, IslandHtml>();
  const fragmentsFetching = new Map<string, Promise<void>>();
  /** Each preload this page has asked for: settles once the file has arrived (or failed to). */
  const preloaded = new Map<string, Promise<void>>();
  const pacer = createRequestPacer();

  /** A published file of the remote at `base`, asked again once older than the reuse period. */
  function published<T>(
    cache: Map<string, { at: number; value: Promise<T> }>,
    url: string,
    parse: (text: string, url: string) => T,
  ): Promise<T> {
    const known = cache.get(url);
    if (known && Date.now() - known.at < PAGE_MANIFEST_REUSE_MS) return known.value;
    const value = fetch(url, { cache: 'no-cache' }).then(async (response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return parse(await response.text(), url);
    });
    value.catch(() => cache.delete(url));
    cache.set(url, { at: Date.now(), value });
    return value;
  }

  const indexes = new Map<string, { at: number; value: Promise<IslandsIndex> }>();
  const pageShards = new Map<string, { at: number; value: Promise<PageShard> }>();

  function islandsManifest(base: string): Promise<IslandsIndex> {
    return published(indexes, new URL(ISLANDS_INDEX_FILE, base).href, (text, url) =>
      parsePublished(islandsIndexSchema, text, url),
    );
  }

  /**
   * The pages of the island's shard that holds `pathname` (each with its own chunks); none when the
   * shard is of another release than the index names (a release went live in between).
   */
  async function pagesOf(
    base: string,
    index: IslandsIndex,
    island: IslandsIndex['islands'][number],
    pathname: string,
  ): Promise<PageShard['pages']> {
    const file = pageShardFile(island.module, pageShardOf(pathname, island.shards));
    const shard = await published(pageShards, new URL(file, base).href, (text, url) =>
      parsePublished(pageShardSchema, text, url),
    );
    return shard.buildId === index.buildId ? shard.pages : {};
  }

  /**
   * Where the section's remote is deployed: its entry, its base address and its manifest of pages (on
   * its way), which name both the page's code and its fragment. None when the remote is not deployed.
   */
  async function deployedRemote(section: PageAddress) {
    const entry = (await catalog.registered()).get(section.remote);
    if (!entry) return undefined;
    const entryUrl = catalog.entryUrl(entry);
    const base = new URL('.', entryUrl).href;
    const manifest = islandsManifest(base);
    return { entryUrl, base, manifest };
  }

  /** Fetch one module without running it, or a stylesheet without applying it, once per page. */
  function preloadFile(href: string, kind: 'module' | 'style'): Promise<void> {
    let arrived = preloaded.get(href);
    if (!arrived) {
      arrived = pacer.send(() => (kind === 'module' ? preloadModule(href) : fetchIntoCache(href)));
      preloaded.set(href, arrived);
    }
    return arrived;
  }

  /**
   * A `<link>` added to the head, in the CORS mode the module's import or the stylesheet's fetch into
   * the cache used; settles once it has loaded, or has failed to.
   */
  function appendLink(rel: 'modulepreload' | 'stylesheet', href: string): Promise<void> {
    const link = document.createElement('link');
    link.rel = rel;
    link.crossOrigin = 'anonymous';
    link.href = href;
    const settled = new Promise<void>((settle) => {
      link.addEventListener('load', () => settle());
      link.addEventListener('error', () => settle());
    });
    document.head.append(link);
    return settled;
  }

  /** A `<link rel="modulepreload">`, in the CORS mode the module's import will use. */
  const preloadModule = (href: string): Promise<void> => appendLink('modulepreload', href);

  /** Stylesheets linked here, by address: each settles once it applies, or has failed to load. */
  const stylesheetsApplied = new Map<string, Promise<void>>();

  /**
   * Apply a stylesheet as the import of a page's chunk would (Vite's preload helper links it and waits
   * for it before the chunk runs), so that a page shown before its code has rendered is already
   * styled. One the page has is left to what linked it: compose (`disabled`, its rules inlined) or the
   * section's code, whose import waits for it. Settles once it applies, or has failed to load.
   */
  function applyStylesheet(href: string): Promise<void> {
    const known = stylesheetsApplied.get(href);
    if (known) return known;
    const links = document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]');
    if ([...links].some((link) => link.href === href)) return Promise.resolve();
    const applied = appendLink('stylesheet', href);
    stylesheetsApplied.set(href, applied);
    return applied;
  }

  /**
   * A stylesheet into the HTTP cache (hashed, cached for a year), where the section's own
   * `<link rel="stylesheet">` finds it. Not a `<link rel="preload">`: the browser warns in the console
   * about every preload the page does not apply within seconds, which is every section linked in idle
   * time and never visited.
   */
  function fetchIntoCache(href: string): Promise<void> {
    return fetch(href, { mode: 'cors', credentials: 'same-origin' })
      .then((response) => response.arrayBuffer())
      .then(
        () => undefined,
        () => undefined, // refused or cut off: the section's own stylesheet reports it
      );
  }

  /**
   * Fetch (without running) the code of one page of a section, all at once: the remote's entry, the
   * section module's chunks and stylesheets, the page's own chunks. Settles when they have all arrived
   * (or failed to: the page then reports its own failure).
   */
  async function preloadPageCode(section: PageAddress, path: string): Promise<PageCode> {
    const remote = await deployedRemote(section);
    if (!remote) return { pageFiles: [], stylesheets: [] };
    const { base } = remote;
    // The entry is asked for while the manifest is on its way.
    const entryArrived = preloadFile(remote.entryUrl.href, 'module');
    const manifest = await remote.manifest;
    const island = manifest.islands.find((candidate) => candidate.module === section.module);
    if (!island) return { buildId: manifest.buildId, pageFiles: [], stylesheets: [] };
    const pathname = pathOnly(path);
    const pageFiles = (await pagesOf(base, manifest, island, pathname))[pathname] ?? [];
    const files = new Set([...island.js, ...pageFiles]);
    const stylesheets = island.css.map((file) => new URL(file, base).href);
    await Promise.all([
      entryArrived,
      ...[...files].map((file) => preloadFile(new URL(file, base).href, 'module')),
      ...stylesheets.map((href) => preloadFile(href, 'style')),
    ]);
    return {
      buildId: manifest.buildId,
      pageFiles: pageFiles.map((file) => new URL(file, base).href),
      stylesheets,
    };
  }

  /**
   * Fetch the prerendered HTML of one page of a section, if its remote prerendered that path, for
   * fetchedFragment to hand out. Settles once it is kept (or failed, or there is none): a page without
   * it renders as before.
   */
  function prefetchFragment(section: PageAddress, path: string): Promise<void> {
    const key = fragmentKey(section, pathOnly(path));
    let fetching = fragmentsFetching.get(key);
    if (!fetching) {
      fetching = fetchFragment(section, pathOnly(path), key).finally(() =>
        fragmentsFetching.delete(key),
      );
      fragmentsFetching.set(key, fetching);
    }
    return fetching;
  }

  async function fetchFragment(section: PageAddress, pathname: string, key: string) {
    const remote = await deployedRemote(section);
    if (!remote) return;
    const { base } = remote;
    const manifest = await remote.manifest;
    const island = manifest.islands.find((candidate) => candidate.module === section.module);
    if (!island || !Object.hasOwn(await pagesOf(base, manifest, island, pathname), pathname))
      return;
    // Kept already from the release the manifest names: nothing to fetch.
    if (fragments.get(key)?.buildId === manifest.buildId) return;
    const url = new URL(`${ISLANDS_FOLDER}/${island.module}/${fragmentFile(pathname)}`, base).href;
    const response = await pacer.send(() => fetch(url, { cache: 'no-cache' }));
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const fragment = parsePublished(fragmentSchema, await response.text(), url);
    // A release went live between the manifest and the fragment: this HTML may not be its page.
    if (fragment.buildId !== manifest.buildId || fragment.path !== pathname) return;
    fragments.delete(key);
    fragments.set(key, { html: rebaseRemote(fragment.html, base), buildId: fragment.buildId });
    for (const oldest of fragments.keys()) {
      if (fragments.size <= KEPT_FRAGMENTS) break;
      fragments.delete(oldest);
    }
  }

  /** The prerendered HTML of a page fetched ahead (prefetchFragment), if it has arrived. */
  function fetchedFragment(section: PageAddress, path: string): IslandHtml | undefined {
    return fragments.get(fragmentKey(section, pathOnly(path)));
  }

  return { preloadPageCode, applyStylesheet, prefetchFragment, fetchedFragment };
}

/** A path without its query and hash: what a remote prerendered. */
const pathOnly = (path: string) => path.split(/[?#]/)[0] ?? path;

const fragmentKey = (section: PageAddress, pathname: string) =>
  `${section.remote}/${section.module}${pathname}`;
