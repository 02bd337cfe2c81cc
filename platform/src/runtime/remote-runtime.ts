/**
 * The one interface the shell has to its remotes: created once per page (createRemoteRuntime, over
 * Module Federation; createStaticRemoteRuntime, over modules bundled with the page, for tests and the
 * plain single-page build) and handed to components through React context. All its state lives in
 * the object, none in modules.
 */
import { PublishedFileError } from '../contracts/parse-published';
import type { RemotesFile, SectionRoute } from '../contracts/published';
import type { RemoteComponentModule } from '../contracts/remote-module';
import { createModuleLoader, type SectionModule } from './module-loader';
import { createNavigationWaits, type PendingNavigations } from './navigation-waits';
import { createPageCodeFetcher, PAGE_MANIFEST_REUSE_MS, type IslandHtml } from './page-code';
import { createRemoteCatalog, type FederationPort, type OverridesPort } from './remote-catalog';

export type LoadableSection = SectionModule & Pick<SectionRoute, 'label'>;

export type RemoteRuntime = {
  /** /remotes.json: the remotes and the site's sections. */
  remotesFile: () => Promise<RemotesFile>;
  /** A section's component; one promise per attempt (Retry asks for the next). */
  loadComponent: (section: LoadableSection, attempt?: number) => Promise<RemoteComponentModule>;
  /** The component, if loadComponent has already delivered it. */
  arrivedComponent: (section: SectionModule, attempt?: number) => RemoteComponentModule | undefined;
  /** What a remote's reader-search module lists of the reader's own things, still unchecked. */
  loadReaderSearchIndex: (remote: string, module: string) => Promise<unknown>;
  /**
   * Fetch a page's code without running any of it, and its prerendered HTML; settles once they have
   * arrived (or failed to).
   */
  prefetchCode: (section: SectionRoute, path: string) => Promise<void>;
  /**
   * The prerendered HTML of a page fetched ahead (by prefetchCode or runCode), once it and the
   * section's code have arrived, of one release: what its island shows until that code renders it.
   */
  fetchedFragment: (section: SectionModule, path: string) => IslandHtml | undefined;
  /** Fetch and run a page's code (of the remote's current release); settles once it has run. */
  runCode: (section: SectionRoute, path: string) => Promise<void>;
  navigation: {
    /** The first page is on screen: from now on, navigations to a section wait for its code. */
    markSiteStarted: () => void;
    /** What a navigation to a section's page suspends on, if anything; never rejects. */
    codeFor: (section: SectionRoute, path: string) => Promise<void> | undefined;
    /** A section left: its next visit waits for its code again. */
    forget: (section: SectionModule) => void;
    pending: PendingNavigations;
  };
};

export type RemoteRuntimeOptions = {
  federation: FederationPort;
  overrides: OverridesPort;
  fetch?: typeof fetch;
  document?: Document;
  /** A page chunk, run (a dynamic import in the browser). */
  runModule?: (href: string) => Promise<unknown>;
  loadTimeoutMs?: number;
  navigationWaitMs?: number;
};

const ignore = () => undefined;

/**
 * A page's HTML fetched ahead is a nicety, its failure not shown; but a remote that publishes a fragment
 * its schema refuses hears of it, with the file and the field.
 */
const reportMalformed = (error: unknown) => {
  if (error instanceof PublishedFileError) console.warn(error.message);
};

export function createRemoteRuntime(options: RemoteRuntimeOptions): RemoteRuntime {
  const fetcher = options.fetch ?? ((input, init) => fetch(input, init));
  const doc = options.document ?? document;
  const runModule = options.runModule ?? ((href: string) => import(/* @vite-ignore */ href));
  const catalog = createRemoteCatalog({
    federation: options.federation,
    overrides: options.overrides,
    fetch: fetcher,
    pageUrl: () => doc.location.href,
  });
  const loader = createModuleLoader(catalog, options.federation, options.loadTimeoutMs);
  const pages = createPageCodeFetcher(catalog, fetcher, doc);
  /** When each page's code last finished running, by section and path. */
  const ranAt = new Map<string, number>();
  const pageKey = (section: SectionRoute, path: string) =>
    `${section.remote}/${section.module}${path}`;

  /**
   * The section's module and the page's chunks, of the remote's current release, run. Code fetched
   * ahead may be of a release replaced since: the remote's manifest of pages names the release in
   * force, and a module of another release is loaded anew from the current entry.
   */
  async function currentCodeOf(section: SectionRoute, path: string): Promise<void> {
    // Not waited for: the page renders without it.
    pages.prefetchFragment(section, path).catch(reportMalformed);
    let [module, page] = await Promise.all([
      loader.loadComponent(section),
      pages.preloadPageCode(section, path),
    ]);
    const entry = (await catalog.registered()).get(section.remote);
    if (entry && module.buildId && page.buildId && module.buildId !== page.buildId) {
      loader.switchToCurrentRelease(entry);
      [module, page] = await Promise.all([
        loader.loadComponent(section),
        pages.preloadPageCode(section, path),
      ]);
    }
    // Once the section's module has run (the remote's shared modules are then set up), the page's
    // chunks run too, so the page's own lazy import finds them evaluated; and its stylesheets apply,
    // so its prerendered HTML, shown until its code renders, is styled (an article's typography
    // comes with the article's chunk).
    await Promise.all([
      ...page.pageFiles.map((href) => runModule(href)),
      ...page.stylesheets.map((href) => pages.applyStylesheet(href)),
    ]);
    ranAt.set(pageKey(section, path), Date.now());
  }

  // Within the period the remote's manifest is reused, running the code again learns nothing new.
  const waits = createNavigationWaits(
    currentCodeOf,
    options.navigationWaitMs,
    (section, path) =>
      Date.now() - (ranAt.get(pageKey(section, path)) ?? -Infinity) < PAGE_MANIFEST_REUSE_MS,
  );

  return {
    remotesFile: catalog.remotesFile,
    loadComponent: loader.loadComponent,
    arrivedComponent: loader.arrivedComponent,
    loadReaderSearchIndex: loader.loadReaderSearchIndex,
    // A failed prefetch is not shown; the section itself shows the failure when visited.
    prefetchCode: (section, path) =>
      Promise.all([
        pages.preloadPageCode(section, path).catch(ignore),
        pages.prefetchFragment(section, path).catch(reportMalformed),
      ]).then(ignore),
    fetchedFragment: (section, path) => {
      const fragment = pages.fetchedFragment(section, path);
      const code = loader.arrivedComponent(section);
      // Only to bridge the render of code that is here, of the same release: while the code is on its
      // way the section says it is loading, rather than show controls that would not answer yet.
      return code !== undefined && code.buildId === fragment?.buildId ? fragment : undefined;
    },
    runCode: currentCodeOf,
    navigation: {
      markSiteStarted: waits.markSiteStarted,
      codeFor: waits.codeFor,
      forget: waits.forget,
      pending: waits.pending,
    },
  };
}
