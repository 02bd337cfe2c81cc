/**
 * Where a deployment's files are on this machine. The remotes' builds deploy as they are (what they
 * publish does not depend on the environment); the shell's composed pages do, so each environment but
 * `local` composes into a copy of the shell's build under .deploy/<environment>/shell, as a CDN upload
 * would keep one per site. `local` composes in place (what `npm start` serves).
 */
import { copyFileSync, cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { AppId, Deployment } from '@tla/platform/deploy/deployment';
import { appDist, repoRoot, workspaceDists } from './workspace';

export const deployRoot = join(repoRoot, '.deploy');

export function deployedDists(deployment: Deployment): Record<AppId, string> {
  const dists = workspaceDists();
  if (deployment.name === 'local') return dists;
  return { ...dists, shell: join(deployRoot, deployment.name, 'shell') };
}

/** The shell build to deploy: shell/dist, or the folder named by TLA_SHELL_BUILD (another site config). */
export const shellBuild = (env: NodeJS.ProcessEnv = process.env): string =>
  env.TLA_SHELL_BUILD?.trim() || appDist('shell');

/**
 * A fresh copy of the shell's build for a non-local environment (HTML pages are composed after).
 * An existing copy is kept when the build is the same, so a re-compose after a remote's release
 * touches the HTML only, as on a real host.
 */
export function stageShell(deployment: Deployment): string {
  const target = deployedDists(deployment).shell;
  if (deployment.name === 'local') return target;
  const source = shellBuild();
  if (!existsSync(join(source, 'assets')))
    throw new Error(`${source} holds no shell build: run npm run build first`);
  const sameBuild =
    existsSync(join(target, 'build-id.txt')) &&
    readFileSync(join(target, 'build-id.txt'), 'utf8') ===
      readFileSync(join(source, 'build-id.txt'), 'utf8');
  if (!sameBuild) {
    rmSync(target, { recursive: true, force: true });
    // The build, without pages a previous compose wrote (they are composed for this environment next).
    cpSync(source, target, {
      recursive: true,
      // Nor the release record of another deployment: compose records this one's.
      filter: (file) =>
        !/[/\\](index\.html(\.br|\.gz)?|release\.json)$/.test(file.slice(source.length)),
    });
    // A shell build never composed holds its client page as index.html.
    if (!existsSync(join(target, '_spa.html'))) {
      copyFileSync(join(source, 'index.html'), join(target, '_spa.html'));
    }
  }
  return target;
}
