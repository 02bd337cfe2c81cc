/**
 * What each app has live, read in this browser from the files it published (its build.json and
 * release.json, a remote's mf-manifest.json) at the addresses remotes.json gives, and whether each
 * remote's entry loads from here now. Every file is parsed with its schema, so a broken one is named
 * with its field; a file that cannot be read marks its app, never the others. A release.json that
 * remotes.json says a remote lacks is not asked for.
 */
import {
  appStatusOf,
  BUILD_INFO_FILE,
  buildInfoSchema,
  FEDERATION_MANIFEST_FILE,
  federationManifestSchema,
  RELEASE_FILE,
  releaseRecordSchema,
  type AppStatus,
  type SharedModuleStatus,
} from '@tla/platform/contracts/app-status';
import {
  providedSharedModulesSchema,
  requiredSharedModulesSchema,
  SHARED_MODULES_FILE,
  type ProvidedSharedModules,
} from '@tla/platform/contracts/shared-modules';
import { parsePublished } from '@tla/platform/contracts/parse-published';
import { remotesFileSchema } from '@tla/platform/contracts/published';
import { providedStatus, requiredStatus } from '@tla/platform/contracts/shared-status';
import {
  appIds,
  federationName,
  REMOTES_FILE,
  type AppId,
} from '@tla/platform/contracts/remote-id';
import type { z } from '@tla/federated/zod';

/** Whether a remote's entry loads in this browser now. */
export type EntryCheck = { entry: string } & ({ loads: true } | { loads: false; reason: string });

export type LiveAppStatus = { app: AppId; entry?: EntryCheck } & (
  { read: true; status: AppStatus } | { read: false; error: string }
);

type Fetch = typeof fetch;

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A published file, fresh (no cached copy); `optional` answers undefined for a 404. */
async function readFile<Schema extends z.ZodType>(
  fetchFn: Fetch,
  url: URL,
  schema: Schema,
  optional = false,
): Promise<z.infer<Schema> | undefined> {
  let response: Response;
  try {
    response = await fetchFn(url.href, { cache: 'no-cache' });
  } catch (error) {
    // A web server may answer a missing file on another origin without CORS headers, which the
    // browser reports as a failed fetch: for a file an app need not publish, that is its absence.
    if (optional) return undefined;
    throw new Error(`${url.href} could not be fetched (${message(error)})`, { cause: error });
  }
  if (optional && response.status === 404) return undefined;
  if (!response.ok) throw new Error(`${url.href} answered ${response.status}`);
  return parsePublished(schema, await response.text(), url.href);
}

/**
 * The entry is fetched as the federation runtime would (CORS, this browser's network and caches
 * bypassed); a server that answers a missing entry with the site's HTML page does not count as loading.
 */
async function checkEntry(fetchFn: Fetch, entry: string): Promise<EntryCheck> {
  try {
    const response = await fetchFn(entry, { cache: 'no-store', mode: 'cors' });
    if (!response.ok) return { entry, loads: false, reason: `it answered ${response.status}` };
    const type = response.headers.get('content-type') ?? '';
    if (!/javascript/i.test(type)) {
      return {
        entry,
        loads: false,
        reason: `it answered ${type || 'no content type'}, not JavaScript`,
      };
    }
    return { entry, loads: true };
  } catch (error) {
    return { entry, loads: false, reason: `it could not be fetched (${message(error)})` };
  }
}

/**
 * A remote's shared modules from its shared-modules.json, checked against the shell's; a build from
 * before that file existed: the ranges of its mf-manifest.json, unchecked.
 */
async function requiredShared(
  fetchFn: Fetch,
  base: URL,
  provided: ProvidedSharedModules | undefined,
): Promise<SharedModuleStatus[]> {
  const url = new URL(SHARED_MODULES_FILE, base);
  const required = await readFile(fetchFn, url, requiredSharedModulesSchema, true);
  if (required) return requiredStatus(required, provided);
  const manifest = await readFile(
    fetchFn,
    new URL(FEDERATION_MANIFEST_FILE, base),
    federationManifestSchema,
  );
  return (manifest?.shared ?? []).map(({ name, requiredVersion }) => ({
    name,
    version: requiredVersion,
  }));
}

/**
 * An app's status from its files at `base`. `released` false: its folder holds no release record
 * (remotes.json says so), which is not asked for, since a missing file is a 404 in the console.
 */
async function readApp(
  fetchFn: Fetch,
  app: AppId,
  base: URL,
  shared: () => Promise<SharedModuleStatus[]>,
  released: boolean | undefined,
): Promise<AppStatus> {
  const buildUrl = new URL(BUILD_INFO_FILE, base);
  const [build, release, modules] = await Promise.all([
    readFile(fetchFn, buildUrl, buildInfoSchema),
    released === false
      ? undefined
      : readFile(fetchFn, new URL(RELEASE_FILE, base), releaseRecordSchema, true),
    shared(),
  ]);
  if (!build) throw new Error(`${buildUrl.href} is missing`);
  if (build.app !== app) throw new Error(`${buildUrl.href} is ${build.app}'s build, not ${app}'s`);
  return appStatusOf(build, release, modules);
}

async function settle(
  app: AppId,
  read: () => Promise<AppStatus>,
  entry?: EntryCheck,
): Promise<LiveAppStatus> {
  try {
    return { app, entry, read: true, status: await read() };
  } catch (error) {
    return { app, entry, read: false, error: message(error) };
  }
}

/** Every app's status, the shell first, as this browser reads the site at `origin`. */
export async function readLiveStatus(
  origin: string,
  fetchFn: Fetch = (input, init) => fetch(input, init),
): Promise<LiveAppStatus[]> {
  const site = new URL('/', origin);
  const remotesUrl = new URL(REMOTES_FILE, site);
  const remotes = readFile(fetchFn, remotesUrl, remotesFileSchema).then(
    (file) => ({ ok: true as const, remotes: file?.remotes ?? [] }),
    (error: unknown) => ({ ok: false as const, error: message(error) }),
  );
  // What the live shell provides, for every remote's check (none: not checked).
  const provided = readFile(
    fetchFn,
    new URL(SHARED_MODULES_FILE, site),
    providedSharedModulesSchema,
    true,
  );
  return Promise.all(
    appIds.map(async (app): Promise<LiveAppStatus> => {
      if (app === 'shell') {
        // Compose records every shell it composes: its record is there to ask for.
        return settle(app, () =>
          readApp(
            fetchFn,
            app,
            site,
            async () => {
              const modules = await provided;
              return modules ? providedStatus(modules) : [];
            },
            undefined,
          ),
        );
      }
      const listed = await remotes;
      if (!listed.ok) return { app, read: false, error: listed.error };
      const registration = listed.remotes.find(({ name }) => name === federationName(app));
      if (!registration) {
        return { app, read: false, error: `${remotesUrl.href} lists no ${federationName(app)}` };
      }
      const [entry, status] = await Promise.all([
        checkEntry(fetchFn, registration.entry),
        settle(app, () => {
          const base = new URL('.', registration.entry);
          return readApp(
            fetchFn,
            app,
            base,
            async () => requiredShared(fetchFn, base, await provided.catch(() => undefined)),
            registration.released,
          );
        }),
      ]);
      return { ...status, entry };
    }),
  );
}
