/**
 * A remote's exposed modules, loaded through the federation runtime: one promise per attempt, a
 * timeout, the deployed entry when a developer's override fails, and the current release when a
 * remote this page already ran was released since.
 */
import type { SectionRoute } from '../contracts/published';
import { parseRemoteComponentModule, type RemoteComponentModule } from '../contracts/remote-module';
import { readerSearchModuleSchema } from '../contracts/search';
import type { FederationPort, RemoteCatalog, RemoteEntry } from './remote-catalog';

export type SectionModule = Pick<SectionRoute, 'remote' | 'module'>;

/** A load that takes longer than this shows the "temporarily unavailable" message with Retry. */
export const REMOTE_LOAD_TIMEOUT_MS = 15_000;

export function withTimeout<T>(promise: Promise<T>, label: string, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${label} did not load within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const loadKey = (section: SectionModule, attempt: number) =>
  `${section.remote}/${section.module}#${attempt}`;

export type ModuleLoader = ReturnType<typeof createModuleLoader>;

export function createModuleLoader(
  catalog: RemoteCatalog,
  federation: FederationPort,
  timeoutMs = REMOTE_LOAD_TIMEOUT_MS,
) {
  /** One promise per remote module and attempt, and what has arrived. */
  const loads = new Map<string, Promise<RemoteComponentModule>>();
  const arrived = new Map<string, RemoteComponentModule>();
  /** Remotes whose code this page has run: a later failure may mean a release replaced it. */
  const loadedRemotes = new Set<string>();
  let releaseReloads = 0;

  async function loadModule(remote: string, module: string): Promise<RemoteComponentModule> {
    const loaded = await federation.load(`${remote}/${module}`);
    if (loaded === null || loaded === undefined)
      throw new Error(`${remote}/${module} could not be loaded`);
    const parsed = parseRemoteComponentModule(loaded);
    loadedRemotes.add(remote);
    return parsed;
  }

  /**
   * A remote released since this page ran it: register its current entry, and forget the modules it
   * loaded from the old one (except the load in progress, `keep`), so later visits load them anew.
   */
  function switchToCurrentRelease(entry: RemoteEntry, keep?: string): void {
    console.warn(`${entry.name} changed since this page loaded it; loading its current release.`);
    loadedRemotes.delete(entry.name);
    releaseReloads += 1;
    catalog.registerForAnotherTry(entry, `release-${releaseReloads}`);
    for (const key of loads.keys()) {
      if (key.startsWith(`${entry.name}/`) && !(keep && key.startsWith(keep))) loads.delete(key);
    }
  }

  async function load(remote: string, module: string, attempt: number) {
    const entry = await catalog.entryOf(remote);
    if (attempt > 0) catalog.registerForAnotherTry(entry, String(attempt));
    try {
      return await loadModule(remote, module);
    } catch (error) {
      const dropped = catalog.dropOverride(entry);
      if (dropped) {
        console.warn(
          `The override of ${remote} (${dropped.entry}) failed; using the deployed entry.`,
          error,
        );
        return loadModule(remote, module);
      }
      // A remote this page already ran was probably released since: its old hashed files are gone.
      // Load its current entry once, as a reader's Retry would, before saying it is unavailable.
      if (!loadedRemotes.has(remote)) throw error;
      switchToCurrentRelease(entry, `${remote}/${module}#`);
      return loadModule(remote, module);
    }
  }

  return {
    /**
     * A remote's exposed component: one promise per attempt, kept even when it fails. React renders
     * again after a rejection, and a fresh promise each time would load forever; Retry asks for the
     * next attempt instead, which loads anew.
     */
    loadComponent: (
      section: SectionModule & Pick<SectionRoute, 'label'>,
      attempt = 0,
    ): Promise<RemoteComponentModule> => {
      const key = loadKey(section, attempt);
      let pending = loads.get(key);
      if (!pending) {
        pending = withTimeout(
          load(section.remote, section.module, attempt),
          section.label,
          timeoutMs,
        );
        loads.set(key, pending);
        pending.then((module) => arrived.set(key, module)).catch(() => arrived.delete(key));
      }
      return pending;
    },
    /** The component, if loadComponent has already delivered it (a section about to render). */
    arrivedComponent: (section: SectionModule, attempt = 0): RemoteComponentModule | undefined => {
      const key = loadKey(section, attempt);
      return loads.has(key) ? arrived.get(key) : undefined;
    },
    switchToCurrentRelease,
    /** What a remote's reader-search module lists, still unchecked: the caller parses it. */
    loadReaderSearchIndex: async (remote: string, module: string): Promise<unknown> => {
      await catalog.registered();
      const id = `${remote}/${module}`;
      const loaded = await withTimeout(federation.load(id), id, timeoutMs);
      return readerSearchModuleSchema.parse(loaded).readerSearchIndex();
    },
  };
}
