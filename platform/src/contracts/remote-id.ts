/**
 * The site's apps, by id: the shell and the remotes. The one list of them: everything else (the
 * deployment description, the build orchestration's folders, the lint boundaries) derives from it or
 * is a `Record<AppId, …>` the compiler checks against it. Browser-safe (no Node imports).
 */
export const appIds = ['shell', 'blog', 'learn', 'simulator'] as const;
export type AppId = (typeof appIds)[number];
export type RemoteId = Exclude<AppId, 'shell'>;
export const remoteIds: readonly RemoteId[] = appIds.filter(
  (app): app is RemoteId => app !== 'shell',
);

/** A remote's federation container name: the one convention every app and the shell share. */
export const federationName = (remote: RemoteId): string => `mf_${remote}`;

/**
 * A remote's federation entry, at the root of its deployed folder: what its build writes, what the
 * shell loads it by, and what both web servers revalidate on every request.
 */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/**
 * The global object in which each remote's entry registers the id of its build, by federation name,
 * before any of its exposed modules runs (islands/build-info.ts reads it).
 */
export const BUILD_REGISTRY_GLOBAL = '__tlaBuilds';

/**
 * On the shell's origin, written by compose beside the pages: every remote's entry and the sections
 * they serve (contracts/published.ts, remotesFileSchema). The shell reads it at run time and both web
 * servers take the client-only paths from it.
 */
export const REMOTES_FILE = 'remotes.json';
