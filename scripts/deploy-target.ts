/**
 * Where a deployment's files are on this machine: under its root (the description's `root`, else
 * .deploy/<name> in the work tree). Each deployment serves a remote through its own link,
 * <root>/<remote>, to the folder that is live there: the remote's build (dist/) until a release to
 * that deployment points it at the release's folder; <root>/releases keeps its releases and their
 * history. The shell's composed pages depend on the environment, so each environment but `local`
 * composes into a copy of the shell's build, <root>/shell, as a CDN upload would keep one per site.
 * `local` composes in place (what `npm start` serves).
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
import { deploymentOf, deploymentRecordSchema, type DeploymentRecord } from './deployment-record';
import { releaseStore } from './release-store';
import { appDist, repoRoot } from './workspace';

/** Where deployments that name no root of their own live: one folder each, by name. */
export const defaultDeploymentsFolder = join(repoRoot, '.deploy');

/** The folder a deployment lives in on this machine. */
export const deploymentRoot = (deployment: Pick<Deployment, 'name' | 'root'>): string =>
  deployment.root ?? join(defaultDeploymentsFolder, deployment.name);

/** The link through which `deployment` serves `remote`. */
export const liveLinkOf = (deployment: Pick<Deployment, 'name' | 'root'>, remote: RemoteId) =>
  join(deploymentRoot(deployment), remote);

/** Where `deployment` keeps its releases and their history (release-store.ts). */
export const releasesFolder = (deployment: Pick<Deployment, 'name' | 'root'>): string =>
  join(deploymentRoot(deployment), 'releases');

/** The deployment a record names, as far as where its files are goes. */
const placeOf = (record: DeploymentRecord) =>
  record.file === undefined && record.name !== 'local'
    ? { name: record.name }
    : deploymentOf(record);

/**
 * Every deployment's releases on this machine. Those in the work tree are found by their folder;
 * one with a root of its own is acted on when TLA_DEPLOYMENT names it.
 */
export const releases = releaseStore({
  releasesOf: (record) => releasesFolder(placeOf(record)),
  found: () =>
    existsSync(defaultDeploymentsFolder)
      ? readdirSync(defaultDeploymentsFolder)
          .filter((name) => deploymentRecordSchema.shape.name.safeParse(name).success)
          .map((name) => ({ name }))
      : [],
  buildOf: appDist,
  liveLinkOf: (record, remote) => liveLinkOf(placeOf(record), remote),
});

export function deployedDists(deployment: Deployment): Record<AppId, string> {
  return {
    shell:
      deployment.name === 'local' ? appDist('shell') : join(deploymentRoot(deployment), 'shell'),
    blog: liveLinkOf(deployment, 'blog'),
    learn: liveLinkOf(deployment, 'learn'),
    simulator: liveLinkOf(deployment, 'simulator'),
  };
}

/**
 * Before a deployment is served or composed: a remote never released to it serves its build, and so
 * does one whose live folder is gone (removed by hand): a link to nothing would serve nothing.
 */
export function ensureLiveLinks(deployment: Deployment): void {
  for (const remote of remoteIds) {
    const link = liveLinkOf(deployment, remote);
    const target = linkTarget(link);
    if (target !== undefined && !existsSync(target)) pointLink(link, appDist(remote));
    else ensureLink(link, appDist(remote));
  }
}

/**
 * A new build of `remote` is what every deployment of the work tree serves, as a build always was:
 * each link points back at dist/ (a release after it records the build as live, so it can be rolled
 * back to). A deployment with a root of its own is changed by releases only.
 */
export function resetLiveLinks(remote: RemoteId): void {
  if (!existsSync(defaultDeploymentsFolder)) return;
  for (const name of readdirSync(defaultDeploymentsFolder)) {
    const link = liveLinkOf({ name }, remote);
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
    copyShellWithoutPages(source, target);
    if (recorded) writeFileSync(record, recorded);
  }
  return target;
}

/**
 * A copy of a shell build or deployment without the pages a compose wrote (they are composed again
 * for where the copy is served), nor its release record (compose records the copy's own).
 */
export function copyShellWithoutPages(source: string, target: string): void {
  cpSync(source, target, {
    recursive: true,
    filter: (file) =>
      !/[/\\]index\.html(\.br|\.gz)?$/.test(file.slice(source.length)) &&
      file !== join(source, RELEASE_FILE),
  });
  // A shell build never composed holds its client page as index.html.
  if (!existsSync(join(target, SPA_PAGE_FILE))) {
    copyFileSync(join(source, 'index.html'), join(target, SPA_PAGE_FILE));
  }
}
