/**
 * Publishes the shell build's pages.json (contracts/shell-pages.ts): its pages, and the names at the
 * top of its build folder taken from what the build itself writes (every file it emits, its public
 * folder, pages.json), so the names a remote's release is kept off are never a second, hand-kept copy
 * that a new shell folder could outgrow.
 */
import { existsSync, readdirSync } from 'node:fs';
import type { Plugin } from 'vite';
import { shellPages, SHELL_PAGES_FILE } from '../contracts/shell-pages';

/** The distinct first segments of build-relative paths, sorted. */
export const topLevelNames = (files: Iterable<string>): string[] =>
  [...new Set([...files].map((file) => file.split('/')[0] ?? file))].filter(Boolean).sort();

export function shellPagesPlugin(paths: readonly string[]): Plugin {
  let publicDir = '';
  return {
    name: 'tla-shell-pages',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    generateBundle: {
      // After every other plugin has emitted its files (the published ones, build-id.txt, build.json).
      order: 'post',
      handler(_options, bundle) {
        const copied = publicDir && existsSync(publicDir) ? readdirSync(publicDir) : [];
        const names = topLevelNames([...Object.keys(bundle), ...copied, SHELL_PAGES_FILE]);
        this.emitFile({
          type: 'asset',
          fileName: SHELL_PAGES_FILE,
          source: `${JSON.stringify(shellPages(paths, names), null, 2)}\n`,
        });
      },
    },
  };
}
