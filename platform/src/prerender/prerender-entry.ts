/**
 * Build an app's prerender entry (src/app/prerender.tsx) for Node and import it: what the compose
 * step and each remote's prerender render with. Build time only; never shipped to browsers.
 */
import { createHash } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { contentPluginsOf } from '../build-tools/content-plugins';

export type PrerenderEntryOptions = {
  /** Where the app's assets are deployed, so asset URLs in the HTML point there. */
  base?: string;
  define?: Record<string, string>;
};

/**
 * Build and import the entry; the module's shape is checked by the caller. `codeDigest`: sha256 of
 * the entry as built (one file), so that what renders with it can tell when its code changed.
 */
export async function loadPrerenderEntry(
  appDir: string,
  { base = '/', define }: PrerenderEntryOptions = {},
): Promise<{ module: unknown; codeDigest: string }> {
  const outDir = join(appDir, 'dist-ssr');
  await build({
    configFile: false,
    root: appDir,
    base,
    logLevel: 'warn',
    plugins: [...(await contentPluginsOf(appDir)), react(), tailwindcss()],
    define,
    ssr: { noExternal: [/^@tla\//] },
    build: {
      ssr: 'src/app/prerender.tsx',
      outDir,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      // One file: the import below is cache-busted (?t=, a process may build the same app twice), and
      // a chunk importing the entry back by its plain URL would get a second copy of it, with
      // contexts of its own.
      rolldownOptions: { output: { codeSplitting: false } },
    },
  });
  const file = join(outDir, 'prerender.js');
  try {
    const codeDigest = createHash('sha256').update(readFileSync(file)).digest('hex');
    const module: unknown = await import(`${pathToFileURL(file).href}?t=${Date.now()}`);
    return { module, codeDigest };
  } finally {
    rmSync(outDir, { recursive: true, force: true }); // one file, already loaded
  }
}
