/**
 * Where the apps live in this repository: the build orchestration's one map of folders. The apps
 * themselves never import it (they sit below scripts/); the platform takes folders as arguments.
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppId } from '@tla/platform/deploy/deployment';

export const repoRoot = resolve(fileURLToPath(import.meta.url), '..', '..');

/** The one naming rule: the shell in `shell/`, each remote in `mf-<id>/`. */
const appFolder = (app: AppId): string => (app === 'shell' ? 'shell' : `mf-${app}`);

export const appFolders: Readonly<Record<AppId, string>> = {
  shell: appFolder('shell'),
  blog: appFolder('blog'),
  learn: appFolder('learn'),
  simulator: appFolder('simulator'),
};

/** Every remote's kept releases and their history (see release.ts). */
export const releasesRoot = join(repoRoot, '.releases');

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
