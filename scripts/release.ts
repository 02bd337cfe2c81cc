/**
 * Release one remote to the deployment in force, roll it back, or end a release's grace period; the
 * shell is never rebuilt. Each deployment keeps its own releases under
 * .releases/<deployment>/<remote>/<build id>/ with their history, and serves the remote through its
 * link .deploy/<deployment>/<remote> (see deploy-target.ts), so releases to two deployments never
 * touch each other's files.
 *
 *   TLA_DEPLOYMENT=… npm run release -- <remote> [--source DIR]   build + prerender, go live, compose
 *   npm run release -- <remote> --rollback      the previous release goes live again, re-composed
 *   npm run release -- <remote> --end-grace     drop hashed files only older releases used
 *   npm run release -- <remote> --list          the kept releases, the live one marked
 *
 * Rollback and --end-grace act on the deployment TLA_DEPLOYMENT names, else on the one deployment the
 * remote was released to (released to several, they ask which). Going live keeps the hashed assets
 * of the release it replaces beside the new ones (readers mid-visit still fetch them) until
 * --end-grace; the no-cache entry, manifest and fragments switch at once, by one rename of a link.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import type { RemoteId } from '@tla/platform/deploy/deployment';
import { composeFor } from './compose';
import { liveLinkOf } from './deploy-target';
import { prerender } from './prerender';
import {
  deploymentInForce,
  deploymentOf,
  formatReleaseList,
  localRecord,
  parseReleaseArgs,
  releaseStore,
} from './release-model';
import { appDir, appDist, isMain, releasesRoot } from './workspace';

export const releases = releaseStore({
  root: releasesRoot,
  buildOf: appDist,
  liveLinkOf,
});

/** The commit a source folder is at, when it is in a git work tree (recorded with the release). */
function commitOf(dir: string): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: 'pipe',
    }).trim();
  } catch {
    return undefined;
  }
}

export async function release(remote: RemoteId, sourceDir = appDir(remote)): Promise<string> {
  const store = releases.for(deploymentInForce() ?? localRecord);
  // Checked before the build: a history that does not parse stops the release here.
  store.history(remote);
  const staging = store.stagingDir(remote);
  rmSync(staging, { recursive: true, force: true });
  execFileSync(
    'npx',
    ['vite', 'build', '--configLoader', 'runner', '--outDir', staging, '--emptyOutDir'],
    { cwd: sourceDir, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  await prerender(remote, { sourceDir, distDir: staging });
  const id = store.publish(remote, staging, commitOf(sourceDir));
  await composeFor(deploymentOf(store.deployment));
  console.log(`${remote}: release ${id} is live on "${store.deployment.name}"`);
  return id;
}

export async function rollback(remote: RemoteId): Promise<string> {
  const store = releases.for(releases.deploymentFor(remote, deploymentInForce()));
  const id = store.rollback(remote);
  await composeFor(deploymentOf(store.recorded(remote)));
  console.log(`${remote}: rolled back to ${id}; composed "${store.deployment.name}"`);
  return id;
}

export function endGrace(remote: RemoteId): number {
  const store = releases.for(releases.deploymentFor(remote, deploymentInForce()));
  const removed = store.endGrace(remote);
  console.log(
    `${remote}: removed ${removed} file(s) of earlier releases on "${store.deployment.name}"`,
  );
  return removed;
}

/** The kept releases of `remote` on its deployment, the live one marked. */
export function listReleases(remote: RemoteId): string {
  const store = releases.for(releases.deploymentFor(remote, deploymentInForce()));
  return formatReleaseList(remote, store.deployment, store.list(remote));
}

if (isMain(import.meta.url)) {
  try {
    const { remote, action } = parseReleaseArgs(process.argv.slice(2));
    if (action.kind === 'list') console.log(listReleases(remote));
    else if (action.kind === 'rollback') await rollback(remote);
    else if (action.kind === 'end-grace') endGrace(remote);
    else await release(remote, action.source === undefined ? undefined : resolve(action.source));
  } catch (error) {
    // The message names the remote, release or file; a stack trace would only bury it.
    console.error(`release: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
