/** An app's client build's Vite manifest (dist/.vite/manifest.json): which chunks a source module needs. */
import { join } from 'node:path';
import { z } from 'zod';
import { readPublished } from '../deploy/published-file';

const viteManifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    css: z.array(z.string()).optional(),
    imports: z.array(z.string()).optional(),
  }),
);
export type ViteManifest = z.infer<typeof viteManifestSchema>;

/** The manifest of the client build in `distDir` (Vite's `build.manifest`). */
export function readViteManifest(distDir: string): ViteManifest {
  return readPublished(viteManifestSchema, join(distDir, '.vite', 'manifest.json'));
}

/**
 * The chunks (and CSS) a module needs, from the client build's Vite manifest: its own chunk and every
 * chunk it imports statically. `key` names the module by a path that ends with its source file: an
 * import.meta.glob key ('./pages/post-page.tsx', relative to the module that globbed it) or a
 * contract's file ('./src/app/blog-routes.tsx'). The one manifest entry whose path ends with it is
 * that module, and more than one is an error, never a guess.
 */
export function moduleAssets(viteManifest: ViteManifest, key: string) {
  const tail = `/${key.replace(/^(\.\.?\/)+/, '')}`;
  const ids = Object.keys(viteManifest).filter((id) =>
    `/${id.replace(/\?.*$/, '')}`.endsWith(tail),
  );
  const [only] = ids;
  if (ids.length !== 1 || only === undefined) {
    throw new Error(
      `the Vite manifest has ${ids.length === 0 ? 'no' : 'more than one'} chunk for ${key}: ${ids.join(', ')}`,
    );
  }
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (id: string) => {
    const chunk = viteManifest[id];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(only);
  return { js: [...js], css: [...css] };
}
