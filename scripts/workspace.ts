/**
 * Where the apps and the other packages live in this repository: the build orchestration's one map of
 * folders. The apps themselves never import it (they sit below scripts/); the platform takes folders
 * as arguments.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { AppId } from '@tla/platform/deploy/deployment';

export const repoRoot = resolve(fileURLToPath(import.meta.url), '..', '..');

/**
 * The npm workspaces, read from the root package.json (JSON, which cannot import a list): the one
 * list of the repository's packages. The Vitest projects, knip's workspaces and the build's inputs
 * derive from it, as ESLint's app folders do; workspace.test.ts checks that the rest agrees.
 */
export const workspaceFolders: readonly string[] = z
  .object({ workspaces: z.array(z.string().min(1)) })
  .parse(JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'))).workspaces;

/** The end-to-end suite's workspace: it tests the built site, and no build reads it. */
export const e2eFolder = 'e2e';

/** The one naming rule: the shell in `shell/`, each remote in `mf-<id>/`. */
const appFolder = (app: AppId): string => (app === 'shell' ? 'shell' : `mf-${app}`);

export const appFolders: Readonly<Record<AppId, string>> = {
  shell: appFolder('shell'),
  blog: appFolder('blog'),
  learn: appFolder('learn'),
  simulator: appFolder('simulator'),
};

/** The workspaces every app builds with (platform, shared-ui, glossary): neither an app nor e2e. */
export const libraryFolders: readonly string[] = workspaceFolders.filter(
  (folder) => folder !== e2eFolder && !Object.values<string>(appFolders).includes(folder),
);

export const appDir = (app: AppId): string => join(repoRoot, appFolders[app]);
export const appDist = (app: AppId): string => join(appDir(app), 'dist');

/** Every app's build folder, as deployed on this machine. */
export const workspaceDists = (): Record<AppId, string> => ({
  shell: appDist('shell'),
  blog: appDist('blog'),
  learn: appDist('learn'),
  simulator: appDist('simulator'),
});

/** True when the module at `url` is the script node was started with (not imported). */
export const isMain = (url: string): boolean =>
  process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(url);
