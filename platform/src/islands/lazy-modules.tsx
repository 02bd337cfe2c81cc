import { createContext, use, type ComponentType } from 'react';
import { parseRemoteComponentModule } from '../contracts/remote-module';

/**
 * Set only while prerendering: collects the keys of the lazily loaded modules a render used (pages,
 * texts), so the published fragment can list their chunks and the composed HTML can preload them with
 * the island's own code. A key is the module's path as its `import.meta.glob` names it.
 */
export const LazyModulesContext = createContext<Set<string> | null>(null);

/**
 * One mount of an island (IslandRoot provides a new one each time): a module that failed to load is
 * tried again only by a later mount, so Retry reloads it while React's own re-renders do not loop.
 */
export const IslandMountContext = createContext<object>({});

/**
 * A module of an island that did not arrive (offline, or its chunk gone after a release), as opposed
 * to code that arrived and broke. Told apart by its name, not by class: this module is bundled into
 * each remote, so the shell sees another copy of the class.
 */
export const MODULE_LOAD_ERROR = 'ModuleLoadError';

export class ModuleLoadError extends Error {
  override name = MODULE_LOAD_ERROR;
  constructor(key: string, cause: unknown) {
    super(`${key} could not be loaded`, { cause });
  }
}

/** Whether an island's error means its code did not arrive (Retry may help) rather than crashed. */
export function isModuleLoadError(error: unknown): boolean {
  return error instanceof Error && error.name === MODULE_LOAD_ERROR;
}

/** What a lazy `import.meta.glob(...)` returns: a loader per module path. */
export type ModuleLoaders = Record<string, () => Promise<unknown>>;

function loaderOf(modules: ModuleLoaders, key: string): () => Promise<unknown> {
  const load = modules[key];
  if (!load)
    throw new Error(`No module ${key}; found ${Object.keys(modules).join(', ') || 'none'}`);
  return load;
}

/**
 * Data modules (a long text, say) that one page of many needs, loaded on demand and read during
 * render: `const useText = lazyModules(import.meta.glob('../content/*.md', { query: '?raw', import:
 * 'default' }), parse)`, then `useText(key)` in a component suspends until the module has arrived
 * and returns it, parsed. Each module loads once per page view; a load that failed (the network, a
 * chunk gone after a release) throws to the island, whose Retry mounts it anew and loads it again.
 * Prerendering waits for it and records it.
 */
export function lazyModules<T>(modules: ModuleLoaders, parse: (value: unknown) => T) {
  return lazyLoads((key) => loaderOf(modules, key), parse, true);
}

/**
 * Data files (a text published beside the code, say) that one page of many needs, read during render
 * like lazyModules: `useData(key)` suspends until `load(key)` has fetched and checked the data, and
 * returns it, with the same Retry. Not recorded for the prerender: a data file is no chunk to preload.
 */
export function lazyData<T>(load: (key: string) => Promise<T>) {
  return lazyLoads(
    (key) => () => load(key),
    (value: T) => value,
    false,
  );
}

function lazyLoads<Loaded, T>(
  loaderFor: (key: string) => () => Promise<Loaded>,
  parse: (value: Loaded) => T,
  record: boolean,
) {
  type Load = { promise: Promise<T>; failed: boolean; mount: object };
  const loads = new Map<string, Load>();
  return function useLazyLoad(key: string): T {
    const load = loaderFor(key);
    // Recording is the prerender's only use of the context; in a browser it is absent.
    const recorded = use(LazyModulesContext);
    if (record) recorded?.add(key);
    const mount = use(IslandMountContext);
    let current = loads.get(key);
    // A failed load stays failed for the island that saw it; its next mount (Retry) loads again.
    if (!current || (current.failed && current.mount !== mount)) {
      const arrived = load().catch((cause: unknown) => {
        throw new ModuleLoadError(key, cause);
      });
      const started: Load = { promise: arrived.then(parse), failed: false, mount };
      started.promise.catch(() => {
        started.failed = true;
      });
      loads.set(key, started);
      current = started;
    }
    return use(current.promise);
  };
}

/**
 * Route pages of an island that load on demand, so a reader downloads only the page they open (the
 * blog list never carries the markdown renderer or the editor). Pass the result of
 * `import.meta.glob('./pages/*.tsx')`; `page('./pages/post-page.tsx')` then gives a component that
 * renders that page. The island's Suspense boundary (island-root.tsx) shows a spinner while the code
 * loads after a client navigation; prerendering waits for it, and hydration keeps the prerendered
 * HTML until it is there.
 */
export function lazyPages(modules: ModuleLoaders) {
  // Checked when it arrives, like a remote's module: a route module default-exports its page.
  const usePageModule = lazyModules(modules, parseRemoteComponentModule);
  return function page(key: string): ComponentType {
    loaderOf(modules, key); // a key that is not in the glob fails here, at module load
    function LazyPage() {
      const { default: Page } = usePageModule(key);
      return <Page />;
    }
    LazyPage.displayName = `LazyPage(${key})`;
    return LazyPage;
  };
}
