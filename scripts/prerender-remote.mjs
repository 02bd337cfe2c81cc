#!/usr/bin/env node
// Prerender a remote's islands: build its prerender entry for Node, render every island at every path,
// and publish the fragments beside its remoteEntry.js (dist/_islands/), stamped with the build id of
// the client build they belong to. Usage: node scripts/prerender-remote.mjs <blog|learn|simulator>
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appById } from './apps.mjs';
import { loadPrerenderEntry } from './prerender-entry.mjs';

const root = resolve(fileURLToPath(import.meta.url), '..', '..');

/** Where a fragment of `path` lives under dist/_islands/<module>/. */
export function fragmentFile(path) {
  const clean = path.replace(/^\/+|\/+$/g, '');
  return clean === '' ? 'index.json' : `${clean}.json`;
}

/** The CSS and start-up JS files the remote's manifest lists for an exposed module (relative to its base). */
function assetsOf(manifest, module) {
  const expose = manifest.exposes?.find((entry) => entry.name === module || entry.path === `./${module}`);
  if (!expose) throw new Error(`mf-manifest.json does not expose ${module}`);
  return {
    css: [...new Set([...(expose.assets?.css?.sync ?? []), ...(expose.assets?.css?.async ?? [])])],
    js: [...new Set(expose.assets?.js?.sync ?? [])],
  };
}

/**
 * The chunks (and CSS) a lazily loaded module needs, from the client build's Vite manifest. The
 * island reports the module by its import.meta.glob key ('./pages/post-page.tsx',
 * '../content/create-spl-token.md'), relative to the module that globbed it; the one manifest entry
 * whose path ends with it is that module, and more than one is an error, never a guess.
 */
function lazyModuleAssets(viteManifest, key) {
  const tail = `/${key.replace(/^(\.\.?\/)+/, '')}`;
  const ids = Object.keys(viteManifest).filter((id) => `/${id.replace(/\?.*$/, '')}`.endsWith(tail));
  if (ids.length !== 1) {
    throw new Error(`the Vite manifest has ${ids.length === 0 ? 'no' : 'more than one'} chunk for ${key}: ${ids.join(', ')}`);
  }
  const js = new Set();
  const css = new Set();
  const visit = (id) => {
    const chunk = viteManifest[id];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(ids[0]);
  return { js: [...js], css: [...css] };
}

/**
 * @param {string} id  blog | learn | simulator
 * @param {{ publicUrl?: string, sourceDir?: string, distDir?: string }} options  sourceDir and distDir
 *   default to the app's own folders; a release pipeline may point them at another checkout.
 */
export async function prerenderRemote(id, { publicUrl, sourceDir, distDir: dist } = {}) {
  const app = appById(id);
  const appDir = sourceDir ?? join(root, app.dir);
  const distDir = dist ?? join(appDir, 'dist');
  const base = publicUrl ?? process.env.REMOTE_PUBLIC_URL ?? `http://localhost:${app.port}/`;
  const manifest = JSON.parse(readFileSync(join(distDir, 'mf-manifest.json'), 'utf8'));
  const viteManifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const buildId = readFileSync(join(distDir, 'build-id.txt'), 'utf8').trim();

  const entry = await loadPrerenderEntry(appDir, {
    base, // asset URLs in the HTML must point at the deployed remote, as they do in the browser
    define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) },
  });

  const outDir = join(distDir, '_islands');
  rmSync(outDir, { recursive: true, force: true });
  const published = [];
  for (const island of entry.islands) {
    const { css, js } = assetsOf(manifest, island.module);
    for (const path of island.paths) {
      const { lazyModules, ...fragment } = await entry.renderIsland(entry.remoteName, island, path);
      // The page's own chunks load with the island, so hydration does not wait for another round trip.
      const used = lazyModules.map((key) => lazyModuleAssets(viteManifest, key));
      const file = join(outDir, island.module, fragmentFile(path));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(
        file,
        JSON.stringify({
          ...fragment,
          css: [...new Set([...css, ...used.flatMap((page) => page.css)])],
          js: [...new Set([...js, ...used.flatMap((page) => page.js)])],
          buildId,
        }),
      );
    }
    published.push({ module: island.module, mount: island.mount, paths: island.paths, css, js });
  }
  writeFileSync(join(outDir, 'manifest.json'), JSON.stringify({ remote: entry.remoteName, buildId, islands: published }, null, 2));
  const count = published.reduce((sum, island) => sum + island.paths.length, 0);
  console.log(`${app.dir}: prerendered ${count} fragment(s) of build ${buildId}`);
  return published;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [id, ...rest] = process.argv.slice(2);
  if (!id) throw new Error('Usage: node scripts/prerender-remote.mjs <blog|learn|simulator> [--source DIR] [--dist DIR]');
  const option = (name) => {
    const index = rest.indexOf(name);
    return index >= 0 ? resolve(rest[index + 1]) : undefined;
  };
  await prerenderRemote(id, { sourceDir: option('--source'), distDir: option('--dist') });
}
