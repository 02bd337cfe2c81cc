/**
 * The remote runtime over modules bundled with the page instead of federated: what the shell's tests
 * render with, and what the plain single-page build of the benchmark ships. Nothing is fetched ahead
 * and no navigation waits: a section renders at once, with its spinner until its module is there.
 */
import type { RemotesFile, SectionRoute } from '../contracts/published';
import type { SectionWidget } from '../contracts/widgets';
import { parseRemoteComponentModule, type RemoteComponentModule } from '../contracts/remote-module';
import { readerSearchModuleSchema } from '../contracts/search';
import type { RemoteRuntime } from './remote-runtime';

export type StaticRuntimeOptions = {
  /** Each exposed module, by `remote/module`, as a dynamic import. */
  modules: Readonly<Record<string, () => Promise<unknown>>>;
  /** The sections /remotes.json would list. */
  sections?: readonly SectionRoute[];
  /** The home-page widgets /remotes.json would list. */
  widgets?: readonly SectionWidget[];
};

export function createStaticRemoteRuntime({
  modules,
  sections = [],
  widgets = [],
}: StaticRuntimeOptions): RemoteRuntime {
  const loads = new Map<string, Promise<RemoteComponentModule>>();
  const arrived = new Map<string, RemoteComponentModule>();

  function imported(id: string): Promise<unknown> {
    const load = modules[id];
    if (!load) return Promise.reject(new Error(`No module ${id} is bundled with this page`));
    return load();
  }

  return {
    remotesFile: (): Promise<RemotesFile> =>
      Promise.resolve({
        remotes: [],
        sections: [...sections],
        widgets: [...widgets],
        overrideOrigins: [],
      }),
    // One promise per attempt, as over federation: a failed one stays failed, Retry loads anew.
    loadComponent: (section, attempt = 0) => {
      const key = `${section.remote}/${section.module}#${attempt}`;
      let load = loads.get(key);
      if (!load) {
        load = imported(`${section.remote}/${section.module}`).then(parseRemoteComponentModule);
        loads.set(key, load);
        load.then((module) => arrived.set(key, module)).catch(() => undefined);
      }
      return load;
    },
    arrivedComponent: (section, attempt = 0) =>
      arrived.get(`${section.remote}/${section.module}#${attempt}`),
    loadReaderSearchIndex: async (remote, module) => {
      return readerSearchModuleSchema
        .parse(await imported(`${remote}/${module}`))
        .readerSearchIndex();
    },
    prefetchCode: () => Promise.resolve(),
    // Its modules are bundled with the page, which has no prerendered fragments to fetch.
    fetchedFragment: () => undefined,
    runCode: () => Promise.resolve(),
    navigation: {
      markSiteStarted: () => undefined,
      codeFor: () => undefined,
      forget: () => undefined,
      pending: { subscribe: () => () => undefined, isPending: () => false },
    },
  };
}
