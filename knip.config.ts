import { readFileSync } from 'node:fs';
import type { KnipConfig } from 'knip';
import { appFolders, e2eFolder, workspaceFolders } from './scripts/workspace';

/**
 * knip finds dependencies declared but never imported, imports of undeclared packages, files nothing
 * reaches and exports nobody uses. Its Vite, Vitest, Playwright and ESLint plugins read those tools'
 * configs; what they cannot see is named here.
 */

const remotes = Object.entries(appFolders).flatMap(([app, folder]) =>
  app === 'shell' ? [] : [folder],
);

/**
 * The modules a remote exposes (and its search readers) are named in its section contract and loaded
 * by the shell at run time, by name, so their exports count as used. Read from the contract itself,
 * so a new module is covered without editing this file.
 */
function sectionEntries(remote: string): string[] {
  const path = `${remote}/src/app/section.ts`;
  const contract = readFileSync(new URL(path, import.meta.url), 'utf8');
  const files = [...contract.matchAll(/\b(?:file|reader):\s*'\.\/([^']+)'/g)].flatMap((match) =>
    match[1] ? [match[1]] : [],
  );
  // Finding none means the contract's shape changed: say so rather than report its modules unused.
  if (files.length === 0) throw new Error(`${path}: no module files (file: './…') found for knip`);
  return files;
}

// The prerender builds each app's src/app/prerender.tsx by path (platform/src/prerender).
const prerenderEntry = 'src/app/prerender.tsx';

/** Tailwind's `@import` and `@plugin` lines, as imports: the typography plugin is used only there. */
function cssImports(text: string): string {
  return [...text.matchAll(/@(?:import|plugin)\s+['"]([^'"]+)['"]/g)]
    .map((match) => `import '${match[1] ?? ''}';`)
    .join('\n');
}

const project = ['**/*.{ts,tsx,css}'];

const config: KnipConfig = {
  compilers: { css: cssImports },
  // System binaries, not npm packages: openssl is installed by scripts/ensure-system-packages.ts;
  // mkfifo (coreutils) makes a FIFO for a test of what a build may hold, which skips without it.
  ignoreBinaries: ['openssl', 'mkfifo'],
  // An export also used in its own file is live code: many name a module's limits and schemas as its
  // surface. What is reported is code used nowhere, and every dependency and file.
  ignoreExportsUsedInFile: true,
  workspaces: {
    '.': {
      // The bench's single-page build compiles this seam by path (bench/src/spa-build.ts).
      entry: ['scripts/*.ts', 'bench/*.ts', 'bench/src/spa-remote-registry.ts'],
      project: ['scripts/**/*.{ts,css}', 'bench/**/*.ts'],
    },
    // The bench's tools: not an npm workspace, so that `npm ci` at the root leaves them out.
    'bench/tools': { project },
    // Every workspace, with its sources as the project; the ones below add what knip cannot see.
    ...Object.fromEntries(workspaceFolders.map((folder) => [folder, { project }])),
    [appFolders.shell]: { entry: [prerenderEntry], project },
    ...Object.fromEntries(
      remotes.map((remote) => [
        remote,
        {
          entry: [prerenderEntry, ...sectionEntries(remote)],
          project,
          // No source imports it: the federation plugin bundles it into every remote, and the version
          // is pinned here to the one the plugin depends on, so only one runtime copy exists.
          ignoreDependencies: ['@module-federation/runtime'],
        },
      ]),
    ),
    platform: {
      project,
      // The social card reads the font files by require.resolve of a computed path.
      ignoreDependencies: ['@fontsource/inter'],
    },
    // One app's test run passes this config to Playwright on the command line (scripts/test-app.ts).
    [e2eFolder]: { entry: ['playwright.app.config.ts'], project },
  },
};

export default config;
