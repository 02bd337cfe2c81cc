// The same pages as one plain Vite SPA (no federation, no prerender), built from the same source, so
// the benchmark can compare first-load JavaScript in one run. The shell's remote runtime is swapped for
// spa-remote-registry.ts: the runtime over direct, code-split imports of exactly the modules the
// remotes expose (read from their contracts).
import { join } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { z } from 'zod';
import { readPublished } from '@tla/platform/deploy/published-file';
import type { SectionTable } from '@tla/platform/contracts/published';
import { publishedSectionSchema } from '@tla/platform/contracts/published-at-build';
import {
  exposesOf,
  PUBLISHED_SECTION_FILE,
  sectionRoutes,
  sectionWidgets,
  type SectionContract,
} from '@tla/platform/contracts/section';
import { remoteIds } from '@tla/platform/deploy/deployment';
import { contentPluginsOf } from '@tla/platform/build-tools/content-plugins';
import { preloadEntryStages } from '@tla/platform/build-tools/preload-entry-stages';
import { federationName } from '@tla/platform/contracts/remote-id';
import { appFolders, repoRoot } from '../../scripts/workspace';

const virtualId = '\0bench-direct-remotes';

const contractModuleSchema = z.object({
  section: z.custom<SectionContract>(
    (value) => typeof value === 'object' && value !== null && 'modules' in value,
    'exports no section contract',
  ),
});

/** Every module the remotes expose, with its source file, from their section contracts. */
async function exposedModules() {
  const lists = await Promise.all(
    remoteIds.map(async (id) => {
      const dir = appFolders[id];
      const contractFile = join(repoRoot, dir, 'src', 'app', 'section.ts');
      const { section } = contractModuleSchema.parse(await import(contractFile));
      return Object.entries(exposesOf(section)).map(([name, file]) => ({
        key: `${federationName(id)}/${name.replace(/^\.\//, '')}`,
        file: join(repoRoot, dir, file),
      }));
    }),
  );
  return lists.flat();
}

/** The routes and home-page widgets the remotes published with their builds, as compose collects them. */
function sectionTable(): SectionTable {
  const published = remoteIds.map((id) =>
    readPublished(
      publishedSectionSchema,
      join(repoRoot, appFolders[id], 'dist', PUBLISHED_SECTION_FILE),
    ),
  );
  return {
    sections: published.flatMap(sectionRoutes),
    widgets: published.flatMap(sectionWidgets),
  };
}

/** The module that stands in for the shell's remote runtime in the plain SPA. */
const spaSeam = join(import.meta.dirname, 'spa-remote-registry.ts');

function directRemotes(): Plugin {
  const seam = join(repoRoot, 'shell/src/features/remotes/shell-runtime.ts');
  let replaced = false;
  return {
    name: 'bench-direct-remotes',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source === 'virtual:bench-spa-remotes') return virtualId;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (resolved?.id !== seam) return resolved;
      replaced = true;
      return spaSeam;
    },
    // A moved or renamed runtime module would leave federation in the plain build unnoticed.
    buildEnd(error) {
      if (!error && !replaced)
        this.error(
          `The plain SPA build never imported ${seam}: point spa-build.ts at the shell's runtime module`,
        );
    },
    async load(id) {
      if (id !== virtualId) return undefined;
      const entries = (await exposedModules()).map(
        ({ key, file }) => `  ${JSON.stringify(key)}: () => import(${JSON.stringify(file)}),`,
      );
      const { sections, widgets } = sectionTable();
      return [
        `export const bundledModules = {\n${entries.join('\n')}\n};`,
        `export const bundledSections = ${JSON.stringify(sections)};`,
        `export const bundledWidgets = ${JSON.stringify(widgets)};`,
      ].join('\n');
    },
  };
}

export async function buildPlainSpa(outDir: string): Promise<void> {
  // Each remote's content plugins compile its own files, as in its build.
  const contentPlugins = (
    await Promise.all(
      remoteIds.map((remote) => contentPluginsOf(join(repoRoot, appFolders[remote]))),
    )
  ).flat();
  await build({
    configFile: false,
    root: join(repoRoot, 'shell'),
    base: '/',
    logLevel: 'warn',
    plugins: [...contentPlugins, directRemotes(), react(), tailwindcss(), preloadEntryStages()],
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
}
