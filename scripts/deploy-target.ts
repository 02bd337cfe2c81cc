/**
 * Where a deployment's files are on this machine. Each deployment serves a remote through its own
 * link, .deploy/<environment>/<remote>, to the folder that is live there: the remote's build (dist/)
 * until a release to that deployment points it at the release's folder. The shell's composed pages
 * depend on the environment, so each environment but `local` composes into a copy of the shell's
 * build under .deploy/<environment>/shell, as a CDN upload would keep one per site. `local` composes
 * in place (what `npm start` serves).
 */
import {
  copyFileSync,
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import {
  remoteIds,
  type AppId,
  type Deployment,
  type RemoteId,
} from '@tla/platform/deploy/deployment';
import { BUILD_ID_FILE, RELEASE_FILE } from '@tla/platform/contracts/app-status';
import { SPA_PAGE_FILE } from '@tla/platform/contracts/page-protocol';
import { ensureLink, linkTarget, pointLink } from './live-link';
import { appDist, repoRoot } from './workspace';

export const deployRoot = join(repoRoot, '.deploy');

/** The link through which the deployment named `name` serves `remote`. */
export const liveLinkOf = (name: string, remote: RemoteId): string =>
  join(deployRoot, name, remote);

export function deployedDists(deployment: Deployment): Record<AppId, string> {
  return {
    shell:
      deployment.name === 'local' ? appDist('shell') : join(deployRoot, deployment.name, 'shell'),
    blog: liveLinkOf(deployment.name, 'blog'),
    learn: liveLinkOf(deployment.name, 'learn'),
    simulator: liveLinkOf(deployment.name, 'simulator'),
  };
}

/** Before a deployment is served or composed: a remote never released to it serves its build. */
export function ensureLiveLinks(deployment: Deployment): void {
  for (const remote of remoteIds) ensureLink(liveLinkOf(deployment.name, remote), appDist(remote));
}

/**
 * A new build of `remote` is what every deployment serves, as a build always was: each link points
 * back at dist/ (a release after it records the build as live, so it can be rolled back to).
 */
export function resetLiveLinks(remote: RemoteId): void {
  if (!existsSync(deployRoot)) return;
  for (const name of readdirSync(deployRoot)) {
    const link = liveLinkOf(name, remote);
    if (linkTarget(link) !== undefined) pointLink(link, appDist(remote));
  }
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
    existsSync(join(target, BUILD_ID_FILE)) &&
    readFileSync(join(target, BUILD_ID_FILE), 'utf8') ===
      readFileSync(join(source, BUILD_ID_FILE), 'utf8');
  if (!sameBuild) {
    // This deployment's release record stays: compose names the release it held as the one replaced.
    const record = join(target, RELEASE_FILE);
    const recorded = existsSync(record) ? readFileSync(record) : undefined;
    rmSync(target, { recursive: true, force: true });
    // The build, without pages a previous compose wrote (they are composed for this environment next).
    cpSync(source, target, {
      recursive: true,
      // Nor the release record of another deployment: compose records this one's.
      filter: (file) =>
        !/[/\\]index\.html(\.br|\.gz)?$/.test(file.slice(source.length)) &&
        file !== join(source, RELEASE_FILE),
    });
    // A shell build never composed holds its client page as index.html.
    if (!existsSync(join(target, SPA_PAGE_FILE))) {
      copyFileSync(join(source, 'index.html'), join(target, SPA_PAGE_FILE));
    }
    if (recorded) writeFileSync(record, recorded);
  }
  return target;
}
