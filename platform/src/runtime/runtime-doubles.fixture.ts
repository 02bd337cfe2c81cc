/**
 * Stand-ins for what the remote runtime is given (Module Federation, the developer's overrides) in
 * its unit tests; the runtime itself is the real one.
 */
import { vi } from 'vitest';
import { islandsBrowserFiles, ISLANDS_INDEX_FILE } from '../contracts/islands-index';
import { islandsManifestSchema, type SectionRoute } from '../contracts/published';
import type { SectionWidget } from '../contracts/widgets';
import type { FederationPort, OverridesPort, OverrideStatus } from './remote-catalog';

export const blogSection = {
  remote: 'mf_blog',
  module: 'blog-routes',
  mount: '/blog/*',
  label: 'Blog',
} as const satisfies SectionRoute;

export const latestPostsWidget = {
  remote: 'mf_blog',
  module: 'latest-posts',
  label: 'Latest from Our Blog',
  slot: 'home-after-partners',
  order: 10,
} as const satisfies SectionWidget;

export const remotesFile = {
  remotes: [{ name: 'mf_blog', entry: 'https://blog.site.example/remoteEntry.js' }],
  sections: [blogSection],
  widgets: [latestPostsWidget],
  overrideOrigins: ['https://dev.example'],
};

export function federationDouble() {
  return {
    start: vi.fn<FederationPort['start']>(),
    register: vi.fn<FederationPort['register']>(),
    load: vi.fn<FederationPort['load']>(),
  } satisfies FederationPort;
}

/** Overrides kept in memory, `chosen` by the developer. */
export function overridesDouble(chosen: Record<string, string> = {}) {
  const statuses = new Map<string, OverrideStatus>();
  return {
    read: () => chosen,
    statusOf: (name: string) => statuses.get(name),
    setStatus: (status: OverrideStatus) => void statuses.set(status.name, status),
    inForce: () => [...statuses.values()],
  } satisfies OverridesPort & { inForce: () => OverrideStatus[] };
}

/** The blog remote's manifest of pages: one island, the blog section, with `island`'s fields. */
export const blogPagesManifest = (island: {
  paths: string[];
  css?: string[];
  js: string[];
  pageJs: Record<string, string[]>;
}) => ({
  remote: 'mf_blog',
  buildId: 'b1',
  islands: [{ module: blogSection.module, mount: '/blog/*', css: [], ...island }],
});

/** The address a fetch was asked for. */
export const urlOf = (input: RequestInfo | URL): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/**
 * A fetch that answers /remotes.json, and each remote's index and shards of pages as its prerender
 * makes them from `manifest` (one that is no manifest is answered as the index, as it is); a page's
 * fragment is not there (404).
 */
export function answering(manifest?: unknown) {
  const parsed = islandsManifestSchema.safeParse(manifest);
  const files: Record<string, unknown> = parsed.success
    ? islandsBrowserFiles(parsed.data)
    : { [ISLANDS_INDEX_FILE]: manifest };
  return vi.fn<typeof fetch>((input) => {
    const url = urlOf(input);
    const file = Object.keys(files).find((name) => url.endsWith(`/${name}`));
    if (manifest !== undefined && file !== undefined)
      return Promise.resolve(Response.json(files[file]));
    if (/\/_islands\/.+\.json$/.test(url)) {
      return Promise.resolve(new Response('', { status: 404 }));
    }
    return Promise.resolve(Response.json(remotesFile));
  });
}
