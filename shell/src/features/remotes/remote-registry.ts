/**
 * The one federated seam of the shell: everything that touches the Module Federation runtime lives
 * here, so tests mock this module alone. Remote URLs come from /remotes.json at run time; start-up
 * never waits for it, only a section that needs a remote does.
 */
import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { parsePublished } from '@tla/platform/contracts/parse-published';
import {
  islandsManifestSchema,
  remotesFileSchema,
  type IslandsManifest,
  type RemotesFile,
} from '@tla/platform/contracts/published';
import { readerSearchModuleSchema } from '@tla/platform/contracts/search';
import {
  parseRemoteComponentModule,
  type RemoteComponentModule,
} from '@tla/platform/contracts/remote-module';
import { startFederationHost } from '@tla/platform/federation/federation-host';
import { overrideStatusOf, readRemoteOverrides, setOverrideStatus } from './remote-overrides';
import { sectionForPath, type RemoteSection } from './remote-sections';

type RemoteEntry = RemotesFile['remotes'][number];
type RemoteName = string;

/** A load that takes longer than this shows the "temporarily unavailable" message with Retry. */
export const REMOTE_LOAD_TIMEOUT_MS = 15_000;

let remotesFile: Promise<RemotesFile> | undefined;

/** /remotes.json, fetched once per page (again after a failure). */
export function fetchRemotesFile(): Promise<RemotesFile> {
  remotesFile ??= (async () => {
    const response = await fetch('/remotes.json', { cache: 'no-cache' });
    if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
    return parsePublished(remotesFileSchema, await response.text(), '/remotes.json');
  })().catch((error: unknown) => {
    remotesFile = undefined;
    throw error;
  });
  return remotesFile;
}

/** The sections this page's routes were made from (main.tsx sets them before the first render). */
let sectionTable: readonly RemoteSection[] = [];

export function setSectionTable(sections: readonly RemoteSection[]): void {
  sectionTable = sections;
}

export const currentSectionTable = (): readonly RemoteSection[] => sectionTable;

let registry: Promise<Map<string, RemoteEntry>> | undefined;

async function fetchRegistry(): Promise<Map<string, RemoteEntry>> {
  const { remotes } = await fetchRemotesFile();
  startFederationHost();
  const overrides = readRemoteOverrides();
  registerRemotes(
    remotes.map(({ name, entry }) => {
      const override = overrides[name];
      if (override === undefined) return { name, entry, type: 'module' };
      setOverrideStatus({ name, entry: override, state: 'active' });
      return { name, entry: override, type: 'module' };
    }),
  );
  return new Map(remotes.map((remote) => [remote.name, remote]));
}

function ensureRegistry(): Promise<Map<string, RemoteEntry>> {
  registry ??= fetchRegistry().catch((error: unknown) => {
    registry = undefined; // let Retry fetch it again
    throw error;
  });
  return registry;
}

/** The entry a remote loads from: a working developer override, else the deployed one. */
function entryInForce(entry: RemoteEntry): string {
  const override = overrideStatusOf(entry.name);
  return override?.state === 'active' ? override.entry : entry.entry;
}

/**
 * The runtime remembers a failed entry by its URL, so a retry registers the remote again under a URL
 * that differs by a query parameter.
 */
function reRegisterForRetry(entry: RemoteEntry, attempt: string): void {
  const url = new URL(entryInForce(entry), window.location.href);
  url.searchParams.set('retry', attempt);
  registerRemotes([{ name: entry.name, entry: url.href, type: 'module' }], { force: true });
}

function withTimeout<T>(promise: Promise<T>, label: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${label} did not load within ${REMOTE_LOAD_TIMEOUT_MS / 1000} s`)),
      REMOTE_LOAD_TIMEOUT_MS,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** One promise per remote module and attempt (see loadRemoteComponent), and what has arrived. */
const loads = new Map<string, Promise<RemoteComponentModule>>();
const arrived = new Map<string, RemoteComponentModule>();

/** Remotes whose code this page has run: a later failure may mean a release replaced it. */
const loadedRemotes = new Set<string>();
let releaseReloads = 0;

async function loadModule(remote: RemoteName, module: string): Promise<RemoteComponentModule> {
  const loaded = await loadRemote(`${remote}/${module}`);
  if (loaded === null || loaded === undefined)
    throw new Error(`${remote}/${module} could not be loaded`);
  const parsed = parseRemoteComponentModule(loaded);
  loadedRemotes.add(remote);
  return parsed;
}

async function load(
  remote: RemoteName,
  module: string,
  attempt: number,
): Promise<RemoteComponentModule> {
  const entries = await ensureRegistry();
  const entry = entries.get(remote);
  if (!entry) throw new Error(`remotes.json has no entry for ${remote}`);
  if (attempt > 0) reRegisterForRetry(entry, String(attempt));
  try {
    return await loadModule(remote, module);
  } catch (error) {
    const override = overrideStatusOf(remote);
    if (override?.state === 'active') {
      // A developer's entry that does not load: the deployed one takes over, and the panel says so.
      console.warn(
        `The override of ${remote} (${override.entry}) failed; using the deployed entry.`,
        error,
      );
      setOverrideStatus({ ...override, state: 'failed' });
      registerRemotes([{ name: remote, entry: entry.entry, type: 'module' }], { force: true });
      return loadModule(remote, module);
    }
    // A remote this page already ran was probably released since: its old hashed files are gone.
    // Load its current entry once, as a reader's Retry would, before saying it is unavailable.
    if (!loadedRemotes.has(remote)) throw error;
    switchToCurrentRelease(entry, `${remote}/${module}#`);
    return loadModule(remote, module);
  }
}

/**
 * A remote released since this page ran it: register its current entry, and forget the modules it
 * loaded from the old one (except the load in progress, `keep`), so later visits load them anew.
 */
function switchToCurrentRelease(entry: RemoteEntry, keep?: string): void {
  console.warn(`${entry.name} changed since this page loaded it; loading its current release.`);
  loadedRemotes.delete(entry.name);
  releaseReloads += 1;
  reRegisterForRetry(entry, `release-${releaseReloads}`);
  for (const key of loads.keys()) {
    if (key.startsWith(`${entry.name}/`) && !(keep && key.startsWith(keep))) loads.delete(key);
  }
}

/**
 * Load a remote's exposed component: one promise per attempt, kept even when it fails. React renders
 * again after a rejection, and a fresh promise each time would load forever; Retry asks for the next
 * attempt instead, which loads anew.
 */
export function loadRemoteComponent(
  section: Pick<RemoteSection, 'remote' | 'module' | 'label'>,
  attempt = 0,
): Promise<RemoteComponentModule> {
  const key = loadKey(section, attempt);
  let pending = loads.get(key);
  if (!pending) {
    pending = withTimeout(load(section.remote, section.module, attempt), section.label);
    loads.set(key, pending);
    pending.then((module) => arrived.set(key, module)).catch(() => arrived.delete(key));
  }
  return pending;
}

const loadKey = (section: Pick<RemoteSection, 'remote' | 'module'>, attempt: number) =>
  `${section.remote}/${section.module}#${attempt}`;

/** The component, if loadRemoteComponent has already delivered it (a section about to render). */
export function arrivedRemoteComponent(
  section: Pick<RemoteSection, 'remote' | 'module'>,
  attempt = 0,
): RemoteComponentModule | undefined {
  const key = loadKey(section, attempt);
  return loads.has(key) ? arrived.get(key) : undefined;
}

/**
 * What a remote's reader-search module lists of the reader's own things (contracts/search.ts), still
 * unchecked: the caller parses it. Loaded when the reader searches, never before.
 */
export async function loadReaderSearchIndex(remote: RemoteName, module: string): Promise<unknown> {
  await ensureRegistry();
  const loaded = await withTimeout(loadRemote(`${remote}/${module}`), `${remote}/${module}`);
  return readerSearchModuleSchema.parse(loaded).readerSearchIndex();
}

/**
 * Each remote's manifest of prerendered pages, by its base URL: asked again after a few seconds,
 * since it names the release in force. Code fetched and run ahead (hover, idle time) no longer fails
 * when a release removes its files, so a navigation learns of a release from the manifest alone; a
 * hover's click, which comes within a second or two, still finds it.
 */
const pageManifests = new Map<string, { at: number; manifest: Promise<IslandsManifest> }>();
const PAGE_MANIFEST_REUSE_MS = 5_000;
/** Each preload this page has asked for: settles once the file has arrived (or failed to). */
const preloaded = new Map<string, Promise<void>>();

function islandsManifest(base: string): Promise<IslandsManifest> {
  const known = pageManifests.get(base);
  if (known && Date.now() - known.at < PAGE_MANIFEST_REUSE_MS) return known.manifest;
  const url = new URL('_islands/manifest.json', base).href;
  const manifest = fetch(url, { cache: 'no-cache' }).then(async (response) => {
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return parsePublished(islandsManifestSchema, await response.text(), url);
  });
  manifest.catch(() => pageManifests.delete(base));
  pageManifests.set(base, { at: Date.now(), manifest });
  return manifest;
}

/**
 * Fetch one module without running it, or a stylesheet without applying it (with the CORS mode of the
 * link Vite later adds for it, so that link finds it cached); settles once it has arrived (or failed).
 */
function preloadFile(href: string, kind: 'module' | 'style'): Promise<void> {
  let arrived = preloaded.get(href);
  if (!arrived) {
    const link = document.createElement('link');
    link.rel = kind === 'module' ? 'modulepreload' : 'preload';
    if (kind === 'style') link.setAttribute('as', 'style');
    link.crossOrigin = 'anonymous';
    link.href = href;
    arrived = new Promise<void>((settle) => {
      link.addEventListener('load', () => settle());
      link.addEventListener('error', () => settle());
    });
    preloaded.set(href, arrived);
    document.head.append(link);
  }
  return arrived;
}

/**
 * Fetch (without running) the code of one page of a section, all at once: the remote's entry, and
 * what its manifest of prerendered pages lists (the section module's chunks and stylesheets, the
 * page's own chunks), which otherwise load one after another after the click (the entry, its helpers,
 * the section's routes, the page, its text). Settles when they have all arrived (or failed to: the
 * page then reports its own failure), with the addresses of the page's own chunks.
 */
async function preloadPageCode(
  section: RemoteSection,
  path: string,
): Promise<{ buildId?: string; pageFiles: string[] }> {
  const entry = (await ensureRegistry()).get(section.remote);
  if (!entry) return { pageFiles: [] };
  const entryUrl = new URL(entryInForce(entry), window.location.href);
  const base = new URL('.', entryUrl).href;
  const entryArrived = preloadFile(entryUrl.href, 'module');
  const manifest = await islandsManifest(base);
  const island = manifest.islands.find((candidate) => candidate.module === section.module);
  if (!island) return { buildId: manifest.buildId, pageFiles: [] };
  const pathname = path.split(/[?#]/)[0] ?? path;
  const pageFiles = island.pageJs[pathname] ?? [];
  const files = new Set([...island.js, ...pageFiles]);
  await Promise.all([
    entryArrived,
    ...[...files].map((file) => preloadFile(new URL(file, base).href, 'module')),
    ...island.css.map((file) => preloadFile(new URL(file, base).href, 'style')),
  ]);
  return {
    buildId: manifest.buildId,
    pageFiles: pageFiles.map((file) => new URL(file, base).href),
  };
}

const ignore = () => {
  // A failed preload is not shown; the section itself shows the failure when visited.
};

/**
 * Load the code behind a link a reader reaches for (hover, focus) so the click finds it ready: the
 * section's module and the chunks of the page the link leads to, fetched at once and run. A reader's
 * hover comes some 100 to 300 ms before the click; running the code then leaves the click only the
 * render.
 */
export function preloadRemoteForPath(path: string): void {
  runCodeForPath(path).catch(ignore);
}

/** The code behind a link, fetched and run (as on hover); settles when it has run, or failed to. */
export async function runCodeForPath(path: string): Promise<void> {
  const section = sectionForPath(sectionTable, path);
  if (section) await currentCodeOf(section, path);
}

/**
 * Fetch the code behind a link without running any of it (in idle time): the click then needs no
 * request for code, and a page whose links are never followed costs the reader no main-thread time.
 * Settles once the files have arrived (or failed to: that is the page's to show, if it is visited).
 */
export async function prefetchCodeForPath(path: string): Promise<void> {
  const section = sectionForPath(sectionTable, path);
  if (section) await preloadPageCode(section, path).catch(ignore);
}

/**
 * How long a navigation keeps the current page on screen while the next section's code arrives;
 * past it, the section shows its own spinner (and, after REMOTE_LOAD_TIMEOUT_MS, its message).
 */
export const NAVIGATION_WAIT_MS = 3_000;

/**
 * Set once the first page's HTML is in place (hydrated), or before rendering a page that was not
 * prerendered: from then on, a section that renders waits for its code first.
 */
let siteStarted = false;

export function markSiteStarted(): void {
  siteStarted = true;
}

/** Section pages being waited for; the header shows a progress bar while there are any. */
let pendingNavigations = 0;
const pendingListeners = new Set<() => void>();

function setPendingNavigations(change: number): void {
  pendingNavigations += change;
  // Told after the render that started the wait (a store must not change during a render).
  queueMicrotask(() => {
    for (const listener of pendingListeners) listener();
  });
}

export const navigationPending = {
  subscribe(listener: () => void): () => void {
    pendingListeners.add(listener);
    return () => pendingListeners.delete(listener);
  },
  isPending: (): boolean => pendingNavigations > 0,
};

/** A promise React's `use` reads without suspending once it has settled (React's thenable fields). */
type TrackedPromise = Promise<void> & { status?: 'fulfilled'; value?: undefined };

const navigationWaits = new Map<string, TrackedPromise>();

/** A section left: its next visit waits for its code again (and checks the remote's release). */
export function forgetNavigationWaits(section: Pick<RemoteSection, 'remote' | 'module'>): void {
  for (const key of navigationWaits.keys()) {
    if (key.startsWith(`${section.remote}/${section.module}/`)) navigationWaits.delete(key);
  }
}

/**
 * The section's module and the page's chunks, of the remote's current release, run. Code fetched
 * ahead (in idle time, on hover) may be of a release that has been replaced since: the remote's
 * manifest of pages, asked again once it is older than PAGE_MANIFEST_REUSE_MS, names the release in
 * force, and a module of another release is loaded anew from the current entry.
 */
async function currentCodeOf(section: RemoteSection, path: string): Promise<void> {
  let [module, page] = await Promise.all([
    loadRemoteComponent(section),
    preloadPageCode(section, path),
  ]);
  const entry = (await ensureRegistry()).get(section.remote);
  if (entry && module.buildId && page.buildId && module.buildId !== page.buildId) {
    switchToCurrentRelease(entry);
    [module, page] = await Promise.all([
      loadRemoteComponent(section),
      preloadPageCode(section, path),
    ]);
  }
  // Once the section's module has run (the remote's shared modules are then set up), the page's
  // chunks run too, so the page's own lazy import finds them evaluated.
  await Promise.all(page.pageFiles.map((href) => import(/* @vite-ignore */ href)));
}

/**
 * What a navigation to a section's page waits for before it shows: the section's module and the
 * page's chunks, run (rendering suspends on it inside the router's transition, so the current page
 * stays until the next is ready, with no spinner in between). Never rejects, and gives up waiting
 * after NAVIGATION_WAIT_MS: a failure is the section's to show. Nothing to wait for on the first page
 * (its HTML is there) or before the site has started.
 */
export function sectionCodeForNavigation(
  section: RemoteSection,
  path: string,
): Promise<void> | undefined {
  if (!siteStarted) return undefined;
  const key = `${section.remote}/${section.module}${path}`;
  let wait = navigationWaits.get(key);
  if (!wait) {
    setPendingNavigations(1);
    const code = currentCodeOf(section, path);
    const tracked: TrackedPromise = Promise.race([
      code.then(ignore, ignore),
      new Promise<void>((settle) => setTimeout(settle, NAVIGATION_WAIT_MS)),
    ]).then(() => {
      tracked.status = 'fulfilled';
      setPendingNavigations(-1);
    });
    wait = tracked;
    navigationWaits.set(key, wait);
  }
  return wait;
}
