/**
 * The remotes this page may load: /remotes.json, fetched once (again after a failure), each remote
 * registered with the federation runtime under its deployed entry or a developer's override.
 */
import { parsePublished } from '../contracts/parse-published';
import { remotesFileSchema, type RemotesFile } from '../contracts/published';
import { REMOTES_FILE } from '../contracts/remote-id';
import { entryForAnotherTry } from './library-internals';

export type RemoteEntry = RemotesFile['remotes'][number];

/** A remote as the federation runtime registers it. */
export type RemoteRegistration = { name: string; entry: string; type: 'module' };

/** What the runtime needs of Module Federation (federation/federation-runtime.ts is the real one). */
export type FederationPort = {
  /** Set the runtime up (shared modules); called once, before the first remote registers. */
  start: () => void;
  register: (remotes: RemoteRegistration[], options?: { force: boolean }) => void;
  load: (id: string) => Promise<unknown>;
};

/**
 * A developer's override on this page: in use, failed to load, or refused before loading because its
 * origin is not one the deployment allows (`allowedOrigins`, maybe none).
 */
export type OverrideStatus =
  | { name: string; entry: string; state: 'active' | 'failed' }
  | { name: string; entry: string; state: 'refused'; allowedOrigins: string[] };

/** The entry's origin, or undefined when it is not a URL at all. */
function originOf(entry: string, pageUrl: string): string | undefined {
  try {
    return new URL(entry, pageUrl).origin;
  } catch {
    return undefined;
  }
}

/** A developer's entries for remotes, in their own browser (the shell's remote-overrides.ts). */
export type OverridesPort = {
  read: () => Readonly<Record<string, string>>;
  statusOf: (name: string) => OverrideStatus | undefined;
  setStatus: (status: OverrideStatus) => void;
};

export type CatalogOptions = {
  federation: FederationPort;
  overrides: OverridesPort;
  fetch: typeof fetch;
  /** The page's address, against which relative entries resolve. */
  pageUrl: () => string;
};

export type RemoteCatalog = ReturnType<typeof createRemoteCatalog>;

export function createRemoteCatalog({ federation, overrides, fetch, pageUrl }: CatalogOptions) {
  let remotesFile: Promise<RemotesFile> | undefined;
  let registry: Promise<Map<string, RemoteEntry>> | undefined;

  function fetchRemotesFile(): Promise<RemotesFile> {
    remotesFile ??= (async () => {
      const path = `/${REMOTES_FILE}`;
      const response = await fetch(path, { cache: 'no-cache' });
      if (!response.ok) throw new Error(`${REMOTES_FILE} answered ${response.status}`);
      return parsePublished(remotesFileSchema, await response.text(), path);
    })().catch((error: unknown) => {
      remotesFile = undefined;
      throw error;
    });
    return remotesFile;
  }

  async function register(): Promise<Map<string, RemoteEntry>> {
    const { remotes, overrideOrigins } = await fetchRemotesFile();
    federation.start();
    const chosen = overrides.read();
    const allowed = new Set(overrideOrigins);
    federation.register(
      remotes.map(({ name, entry }) => {
        const override = chosen[name];
        if (override === undefined) return { name, entry, type: 'module' };
        // Checked here, not only by the CSP: a page served without one (a misconfigured CDN) must
        // not let a value planted in localStorage run code from an origin nobody allowed.
        const origin = originOf(override, pageUrl());
        if (origin === undefined || !allowed.has(origin)) {
          overrides.setStatus({
            name,
            entry: override,
            state: 'refused',
            allowedOrigins: overrideOrigins,
          });
          return { name, entry, type: 'module' };
        }
        overrides.setStatus({ name, entry: override, state: 'active' });
        return { name, entry: override, type: 'module' };
      }),
    );
    return new Map(remotes.map((remote) => [remote.name, remote]));
  }

  /** Every remote, registered: the first call fetches /remotes.json, a failed one lets Retry ask again. */
  function registered(): Promise<Map<string, RemoteEntry>> {
    registry ??= register().catch((error: unknown) => {
      registry = undefined;
      throw error;
    });
    return registry;
  }

  /** The entry a remote loads from: a working developer override, else the deployed one. */
  function entryInForce(entry: RemoteEntry): string {
    const override = overrides.statusOf(entry.name);
    return override?.state === 'active' ? override.entry : entry.entry;
  }

  return {
    remotesFile: fetchRemotesFile,
    registered,
    /** The remote's registered entry; an error naming it when remotes.json lists no such remote. */
    entryOf: async (name: string): Promise<RemoteEntry> => {
      const entry = (await registered()).get(name);
      if (!entry) throw new Error(`${REMOTES_FILE} has no entry for ${name}`);
      return entry;
    },
    /** The address of the remote's entry in force, resolved against the page. */
    entryUrl: (entry: RemoteEntry): URL => new URL(entryInForce(entry), pageUrl()),
    /** Register the remote again under a URL its failed loads were not remembered by. */
    registerForAnotherTry: (entry: RemoteEntry, attempt: string): void => {
      const url = entryForAnotherTry(entryInForce(entry), attempt, pageUrl());
      federation.register([{ name: entry.name, entry: url, type: 'module' }], { force: true });
    },
    /** A developer's override that failed to load: the deployed entry takes over, and the panel says so. */
    dropOverride: (entry: RemoteEntry): OverrideStatus | undefined => {
      const override = overrides.statusOf(entry.name);
      if (override?.state !== 'active') return undefined;
      overrides.setStatus({ name: override.name, entry: override.entry, state: 'failed' });
      federation.register([{ name: entry.name, entry: entry.entry, type: 'module' }], {
        force: true,
      });
      return override;
    },
  };
}
