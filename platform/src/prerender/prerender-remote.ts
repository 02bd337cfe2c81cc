/**
 * Prerender a remote's islands: build its prerender entry for Node, render every island at every
 * path, and publish the fragments beside its remoteEntry.js (dist/_islands/), stamped with the build
 * id of the client build they belong to. What is published does not depend on where the remote will
 * be deployed: URLs in the HTML use REMOTE_BASE_PLACEHOLDER, which compose replaces with the remote's
 * address in the environment it composes for. So one build and one prerender serve every topology.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { publishFile } from '../build-tools/precompress';
import { BUILD_ID_FILE, FEDERATION_MANIFEST_FILE } from '../contracts/app-status';
import { REMOTE_BASE_PLACEHOLDER } from '../contracts/page-protocol';
import { parsePublishedValue } from '../contracts/parse-published';
import {
  fragmentFile,
  fragmentSchema,
  ISLANDS_FOLDER,
  ISLANDS_MANIFEST_FILE,
  type Fragment,
  type IslandsManifest,
} from '../contracts/published';
import { islandsBrowserFiles } from '../contracts/islands-index';
import { readPublished } from '../deploy/published-file';
import { loadPrerenderEntry } from './prerender-entry';
import { moduleAssets, readViteManifest, type ViteManifest } from './vite-manifest';
import type { IslandDefinition, IslandFragment } from './render-island';

const exposeAssetsSchema = z.object({
  sync: z.array(z.string()).default([]),
  async: z.array(z.string()).default([]),
});
const federationManifestSchema = z.object({
  exposes: z.array(
    z.object({
      name: z.string(),
      path: z.string(),
      assets: z.object({ css: exposeAssetsSchema, js: exposeAssetsSchema }),
    }),
  ),
});

/** What a remote's src/app/prerender.tsx exports. */
const prerenderEntrySchema = z.object({
  remoteName: z.string().regex(/^\w+$/),
  islands: z.array(
    z.object({
      module: z.string(),
      file: z.string(),
      mount: z.string(),
      paths: z.array(z.string()),
      Component: z.custom<IslandDefinition['Component']>((value) => typeof value === 'function'),
    }),
  ),
  renderIsland: z.custom<
    (remote: string, island: IslandDefinition, path: string) => Promise<IslandFragment>
  >((value) => typeof value === 'function'),
});
export type PrerenderEntry = z.infer<typeof prerenderEntrySchema>;

/**
 * What loading an exposed module fetches before it runs. The federation manifest lists what the
 * remote entry loads for it (shared modules' import map, helpers) but not the module's own entry
 * chunk, which the Vite manifest has with its imports; together they are every file, so a preload
 * of them all leaves the import nothing to fetch.
 */
function exposedModuleAssets(
  federationManifest: z.infer<typeof federationManifestSchema>,
  viteManifest: ViteManifest,
  island: Pick<IslandDefinition, 'module' | 'file'>,
) {
  const expose = federationManifest.exposes.find(
    (entry) => entry.name === island.module || entry.path === `./${island.module}`,
  );
  if (!expose) throw new Error(`mf-manifest.json does not expose ${island.module}`);
  const own = moduleAssets(viteManifest, island.file);
  return {
    css: [...new Set([...expose.assets.css.sync, ...expose.assets.css.async, ...own.css])],
    js: [...new Set([...expose.assets.js.sync, ...own.js])],
  };
}

/** JSON the remote's build published under api/ (`api/categories.json` → GET /api/categories). */
function publishedApi(distDir: string): Record<string, string> {
  const apiDir = join(distDir, 'api');
  if (!existsSync(apiDir)) return {};
  return Object.fromEntries(
    readdirSync(apiDir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => [`/api/${name.slice(0, -'.json'.length)}`, `api/${name}`]),
  );
}

export type PrerenderRemoteOptions = {
  /** The remote's source folder (its prerender entry is built from it). */
  sourceDir: string;
  /** Its client build, where the fragments are published. */
  distDir: string;
  /** For messages. */
  label: string;
};

const readBuildId = (distDir: string) => readFileSync(join(distDir, BUILD_ID_FILE), 'utf8').trim();

export async function prerenderRemote({
  sourceDir,
  distDir,
  label,
}: PrerenderRemoteOptions): Promise<IslandsManifest> {
  const buildId = readBuildId(distDir);
  const { module } = await loadPrerenderEntry(sourceDir, {
    base: REMOTE_BASE_PLACEHOLDER,
    define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) },
  });
  const entry = prerenderEntrySchema.parse(module);
  return publishFragments(entry, { distDir, label });
}

/**
 * Render every island of a loaded prerender entry at each of its paths and publish the fragments in
 * the client build in `distDir` (dist/_islands/). A fragment that is not one (an empty render, say)
 * fails, naming the remote, the module and the path.
 */
export async function publishFragments(
  entry: PrerenderEntry,
  { distDir, label }: Pick<PrerenderRemoteOptions, 'distDir' | 'label'>,
): Promise<IslandsManifest> {
  const federationManifest = readPublished(
    federationManifestSchema,
    join(distDir, FEDERATION_MANIFEST_FILE),
  );
  const viteManifest = readViteManifest(distDir);
  const buildId = readBuildId(distDir);

  const outDir = join(distDir, ISLANDS_FOLDER);
  rmSync(outDir, { recursive: true, force: true });
  const islands: IslandsManifest['islands'] = [];
  for (const island of entry.islands) {
    const { css, js } = exposedModuleAssets(federationManifest, viteManifest, island);
    const pageJs: Record<string, string[]> = {};
    for (const path of island.paths) {
      const { lazyModules, ...rendered } = await entry.renderIsland(entry.remoteName, island, path);
      // The page's own chunks load with the island, so hydration does not wait for another round trip.
      const used = lazyModules.map((key) => moduleAssets(viteManifest, key));
      pageJs[path] = [...new Set(used.flatMap((page) => page.js))];
      const fragment: Fragment = {
        ...rendered,
        css: [...new Set([...css, ...used.flatMap((page) => page.css)])],
        js: [...new Set([...js, ...used.flatMap((page) => page.js)])],
        buildId,
      };
      // Checked before it is published: compose would refuse it, far from the remote that made it.
      parsePublishedValue(
        fragmentSchema,
        fragment,
        `the fragment of ${entry.remoteName}/${island.module} at ${path}`,
      );
      const file = join(outDir, island.module, fragmentFile(path));
      mkdirSync(dirname(file), { recursive: true });
      publishFile(file, JSON.stringify(fragment));
    }
    islands.push({
      module: island.module,
      mount: island.mount,
      paths: island.paths,
      css,
      js,
      pageJs,
    });
  }
  const manifest: IslandsManifest = {
    remote: entry.remoteName,
    buildId,
    islands,
    api: publishedApi(distDir),
  };
  // For builds (compose, the release tools): every page. Browsers read the index and the shard of
  // the pages a page links to, with brotli and gzip copies beside them, as the rest of the build.
  publishFile(join(distDir, ISLANDS_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  for (const [file, content] of Object.entries(islandsBrowserFiles(manifest))) {
    publishFile(join(distDir, file), JSON.stringify(content));
  }
  const count = islands.reduce((sum, island) => sum + island.paths.length, 0);
  console.log(`${label}: prerendered ${count} fragment(s) of build ${buildId}`);
  return manifest;
}
