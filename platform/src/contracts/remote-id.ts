/** The site's apps, by id: the shell and the three remotes. Browser-safe (no Node imports). */
export const appIds = ['shell', 'blog', 'learn', 'simulator'] as const;
export type AppId = (typeof appIds)[number];
export type RemoteId = Exclude<AppId, 'shell'>;
export const remoteIds: readonly RemoteId[] = ['blog', 'learn', 'simulator'];

/** A remote's federation container name: the one convention every app and the shell share. */
export const federationName = (remote: RemoteId): string => `mf_${remote}`;
