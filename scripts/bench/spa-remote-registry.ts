/**
 * The shell's federated seam (shell/src/features/remotes/remote-registry.ts) as the plain single-page
 * build has it (spa-build.ts puts this module in its place): the remotes' exposed modules imported
 * directly and code-split, nothing fetched ahead, no release to wait for (sections render at once,
 * with their spinners). `SeamConforms` checks it against the seam's own exports, so a new or changed
 * export there fails the typecheck here rather than the bench's build.
 */
import { bundledModules, bundledSections } from 'virtual:bench-spa-remotes';
import type { RemotesFile, SectionRoute } from '@tla/platform/contracts/published';
import {
  parseRemoteComponentModule,
  type RemoteComponentModule,
} from '@tla/platform/contracts/remote-module';
import { readerSearchModuleSchema } from '@tla/platform/contracts/search';
import type * as seam from '../../shell/src/features/remotes/remote-registry';
import type * as self from './spa-remote-registry';

export const REMOTE_LOAD_TIMEOUT_MS = 15_000;
export const NAVIGATION_WAIT_MS = 3_000;

type Section = Pick<SectionRoute, 'remote' | 'module'>;
const loads = new Map<string, Promise<RemoteComponentModule>>();

function bundled(key: string): Promise<unknown> {
  const load = bundledModules[key];
  if (!load) throw new Error(`The plain SPA bundles no module ${key}`);
  return load();
}

export function loadRemoteComponent(section: Section): Promise<RemoteComponentModule> {
  const key = `${section.remote}/${section.module}`;
  let load = loads.get(key);
  if (!load) {
    load = bundled(key).then(parseRemoteComponentModule);
    loads.set(key, load);
  }
  return load;
}

export const arrivedRemoteComponent = (): RemoteComponentModule | undefined => undefined;
export const preloadRemoteForPath = (): void => undefined;
export const prefetchCodeForPath = (): Promise<void> => Promise.resolve();
export const runCodeForPath = (): Promise<void> => Promise.resolve();
export const markSiteStarted = (): void => undefined;
export const sectionCodeForNavigation = (): Promise<void> | undefined => undefined;
export const forgetNavigationWaits = (): void => undefined;
export const navigationPending = { subscribe: () => () => undefined, isPending: () => false };
export const setSectionTable = (): void => undefined;
export const currentSectionTable = (): readonly SectionRoute[] => bundledSections;

export function fetchRemotesFile(): Promise<RemotesFile> {
  return Promise.resolve({ remotes: [], sections: [...bundledSections] });
}

export async function loadReaderSearchIndex(remote: string, module: string): Promise<unknown> {
  return readerSearchModuleSchema.parse(await bundled(`${remote}/${module}`)).readerSearchIndex();
}

type Assert<T extends true> = T;
/** This module stands in for the seam: every export of the seam, of a type its callers accept. */
export type SeamConforms = Assert<typeof self extends typeof seam ? true : false>;
