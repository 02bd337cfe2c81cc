/**
 * Release one remote to the deployment in force, roll it back, or end a release's grace period; the
 * shell is never rebuilt. On this machine a remote's deployed files are its dist/ folder (what nginx
 * and the Node server serve); every release is kept under .releases/<remote>/<build id>/, and its
 * history records the deployment each release went to.
 *
 *   TLA_DEPLOYMENT=… npm run release -- <remote> [--source DIR]   build + prerender, go live, compose
 *   npm run release -- <remote> --rollback      the previous release goes live again, re-composed
 *   npm run release -- <remote> --end-grace     drop hashed files only older releases used
 *
 * Rollback and --end-grace act on the deployment the live release went to (TLA_DEPLOYMENT may be left
 * out; naming another is refused). Going live keeps the hashed assets of the release it replaces
 * beside the new ones (readers mid-visit still fetch them) until --end-grace; the no-cache entry,
 * manifest and fragments switch at once.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { RemoteId } from '@tla/platform/deploy/deployment';
import { composeFor } from './compose';
import { prerender } from './prerender';
import {
  deploymentInForce,
  deploymentOf,
  localRecord,
  parseReleaseArgs,
  releaseStore,
  type DeploymentRecord,
} from './release-model';
import { appDir, appDist, isMain, releasesRoot } from './workspace';

export const releases = releaseStore({ root: releasesRoot, distOf: appDist });

async function composeAll(records: DeploymentRecord[]): Promise<void> {
  for (const record of records) await composeFor(deploymentOf(record));
}

export async function release(remote: RemoteId, sourceDir = appDir(remote)): Promise<string> {
  const deployment = deploymentInForce() ?? localRecord;
  releases.recordLive(remote, deployment);
  const staging = join(releases.releasesDir(remote), 'staging');
  rmSync(staging, { recursive: true, force: true });
  execFileSync(
    'npx',
    ['vite', 'build', '--configLoader', 'runner', '--outDir', staging, '--emptyOutDir'],
    { cwd: sourceDir, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  await prerender(remote, { sourceDir, distDir: staging });
  const id = releases.publish(remote, staging, deployment);
  await composeAll([deployment]);
  console.log(`${remote}: release ${id} is live on "${deployment.name}"`);
  return id;
}

export async function rollback(remote: RemoteId): Promise<string> {
  const { id, compose } = releases.rollback(remote, deploymentInForce());
  await composeAll(compose);
  console.log(
    `${remote}: rolled back to ${id}; composed ${compose.map(({ name }) => `"${name}"`).join(', ')}`,
  );
  return id;
}

export function endGrace(remote: RemoteId): number {
  const removed = releases.endGrace(remote, deploymentInForce());
  console.log(`${remote}: removed ${removed} file(s) of earlier releases`);
  return removed;
}

if (isMain(import.meta.url)) {
  const { remote, action } = parseReleaseArgs(process.argv.slice(2));
  if (action.kind === 'rollback') await rollback(remote);
  else if (action.kind === 'end-grace') endGrace(remote);
  else await release(remote, action.source === undefined ? undefined : resolve(action.source));
}
