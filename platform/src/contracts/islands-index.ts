/**
 * What a reader's browser reads of a remote's prerendered pages, split so that it grows with what a
 * page links to, not with the remote's pages: `_islands/index.json` names each island's code and how
 * many shards its pages are spread over, and a shard (`_islands/<module>.pages-<n>.json`) names, for
 * the paths that hash to it, each page's own chunks; a path in no shard has no prerendered HTML. The
 * whole manifest (`_islands/manifest.json`, every path) is for builds: compose and the release tools.
 */
import { z } from '@tla/federated/zod';
import {
  ISLANDS_FOLDER,
  islandsManifestSchema,
  relativeFile,
  type IslandsManifest,
} from './published';

/** The browser's index of a remote's islands, beside the manifest. */
export const ISLANDS_INDEX_FILE = `${ISLANDS_FOLDER}/index.json`;

/** At most this many pages in a shard: a reader's hover fetches about that many entries. */
export const PAGES_PER_SHARD = 32;

const manifestIsland = islandsManifestSchema.shape.islands.element;

export const islandsIndexSchema = z.object({
  remote: islandsManifestSchema.shape.remote,
  buildId: islandsManifestSchema.shape.buildId,
  islands: z.array(
    z.object({
      module: z.string().regex(/^[\w-]+$/),
      mount: z.string(),
      css: z.array(relativeFile),
      js: z.array(relativeFile),
      /** How many shards its pages are spread over (pageShardOf). */
      shards: z.number().int().min(1),
    }),
  ),
});
export type IslandsIndex = z.infer<typeof islandsIndexSchema>;

/** One shard of an island's pages: each path's own chunks, and the build that made them. */
export const pageShardSchema = z.object({
  buildId: islandsManifestSchema.shape.buildId,
  pages: manifestIsland.shape.pageJs,
});
export type PageShard = z.infer<typeof pageShardSchema>;

/** A module's shard `n`: a name no fragment has (a module's name has no dot). */
export const pageShardFile = (module: string, shard: number): string =>
  `${ISLANDS_FOLDER}/${module}.pages-${shard}.json`;

/** Which of `shards` holds `path`: FNV-1a of the path, the same in Node and every browser. */
export function pageShardOf(path: string, shards: number): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < path.length; index += 1) {
    hash ^= path.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % shards;
}

/** The browser's files made from a remote's manifest: its index, and each island's shards, by file. */
export function islandsBrowserFiles(
  manifest: IslandsManifest,
): Record<string, IslandsIndex | PageShard> {
  const files: Record<string, IslandsIndex | PageShard> = {};
  const islands = manifest.islands.map(({ module, mount, css, js, paths, pageJs }) => {
    const shards = Math.max(1, Math.ceil(paths.length / PAGES_PER_SHARD));
    const pages: Record<string, string[]>[] = Array.from({ length: shards }, () => ({}));
    for (const path of paths) {
      const shard = pages[pageShardOf(path, shards)];
      if (shard) shard[path] = pageJs[path] ?? [];
    }
    pages.forEach((shardPages, shard) => {
      files[pageShardFile(module, shard)] = { buildId: manifest.buildId, pages: shardPages };
    });
    return { module, mount, css, js, shards };
  });
  files[ISLANDS_INDEX_FILE] = { remote: manifest.remote, buildId: manifest.buildId, islands };
  return files;
}
