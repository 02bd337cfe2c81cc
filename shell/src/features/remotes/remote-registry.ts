/**
 * The one federated seam of the shell: everything that touches the Module Federation runtime lives
 * here, so tests mock this module alone. Remote URLs come from /remotes.json at run time; start-up
 * never waits for it, only a section that needs a remote does.
 */
import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { z } from '@tla/federated/zod';
import {
  parseRemoteComponentModule,
  type RemoteComponentModule,
} from '@tla/shared-ui/contracts/remote-module';
import { startFederationHost } from './federation-host';
import { sectionForPath, type RemoteName, type RemoteSection } from './remote-sections';

const remotesFileSchema = z.object({
  remotes: z.array(z.object({ name: z.string().min(1), entry: z.string().min(1) })).min(1),
});
type RemoteEntry = z.infer<typeof remotesFileSchema>['remotes'][number];

/** A load that takes longer than this shows the "temporarily unavailable" message with Retry. */
export const REMOTE_LOAD_TIMEOUT_MS = 15_000;

let registry: Promise<Map<string, RemoteEntry>> | undefined;

async function fetchRegistry(): Promise<Map<string, RemoteEntry>> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  const { remotes } = remotesFileSchema.parse(await response.json());
  startFederationHost();
  registerRemotes(remotes.map(({ name, entry }) => ({ name, entry, type: 'module' })));
  return new Map(remotes.map((remote) => [remote.name, remote]));
}

function ensureRegistry(): Promise<Map<string, RemoteEntry>> {
  registry ??= fetchRegistry().catch((error: unknown) => {
    registry = undefined; // let Retry fetch it again
    throw error;
  });
  return registry;
}

/**
 * The runtime remembers a failed entry by its URL, so a retry registers the remote again under a URL
 * that differs by a query parameter.
 */
function reRegisterForRetry(entry: RemoteEntry, attempt: number): void {
  const url = new URL(entry.entry, window.location.href);
  url.searchParams.set('retry', String(attempt));
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

const loads = new Map<string, Promise<RemoteComponentModule>>();

async function load(
  remote: RemoteName,
  module: string,
  attempt: number,
): Promise<RemoteComponentModule> {
  const entries = await ensureRegistry();
  const entry = entries.get(remote);
  if (!entry) throw new Error(`remotes.json has no entry for ${remote}`);
  if (attempt > 0) reRegisterForRetry(entry, attempt);
  const loaded = await loadRemote(`${remote}/${module}`);
  if (loaded === null || loaded === undefined)
    throw new Error(`${remote}/${module} could not be loaded`);
  return parseRemoteComponentModule(loaded);
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
  const key = `${section.remote}/${section.module}#${attempt}`;
  let pending = loads.get(key);
  if (!pending) {
    pending = withTimeout(load(section.remote, section.module, attempt), section.label);
    loads.set(key, pending);
  }
  return pending;
}

/** Start loading the remote behind a link (on hover or focus) so the click finds it ready. */
export function preloadRemoteForPath(path: string): void {
  const section = sectionForPath(path);
  if (!section) return;
  loadRemoteComponent(section).catch(() => {
    // A failed preload is not shown; the section itself shows the failure when visited.
  });
}
