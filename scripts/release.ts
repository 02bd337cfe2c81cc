/**
 * Release one remote to the deployment in force, roll it back, or end a release's grace period; the
 * shell is never rebuilt. On this machine a remote's deployed files are its dist/ folder (what nginx
 * and the Node server serve); every release is kept under .releases/<remote>/<build id>/, and its
 * history records the deployment each release went to.
 *
 *   TLA_DEPLOYMENT=… npm run release -- <remote> [--source DIR | --build DIR] [--force]
 *                                               build + prerender (or take DIR, built already) into
 *                                               staging, check it against the live deployment, go
 *                                               live, compose
 *   npm run release -- <remote> --rollback      the previous release goes live again, re-composed
 *   npm run release -- <remote> --end-grace     drop hashed files only older releases used
 *
 * A release is staged under .releases/<remote>/staging and checked against what is deployed (the live
 * shell's and the other remotes' published files, release-guard.ts) before anything live changes; a
 * refusal exits non-zero naming the remote, each cause and its fix. --force overrides one rule only: a
 * shared module the live shell provides at a version outside the remote's range.
 *
 * Rollback and --end-grace act on the deployment the live release went to (TLA_DEPLOYMENT may be left
 * out; naming another is refused). Going live keeps the hashed assets of the release it replaces
 * beside the new ones (readers mid-visit still fetch them) until --end-grace; the no-cache entry,
 * manifest and fragments switch at once.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { RemoteId } from '@tla/platform/deploy/deployment';
import { loadShellEntry, type ShellEntry } from '@tla/platform/prerender/compose/shell-build';
import { composeFor } from './compose';
import { deployedDists } from './deploy-target';
import { prerender } from './prerender';
import { checkStagedRelease, ReleaseRefused } from './release-guard';
import { smokeCheck } from './release-smoke';
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

async function composeAll(records: DeploymentRecord[], shell?: ShellEntry): Promise<void> {
  for (const record of records) await composeFor(deploymentOf(record), shell);
}

export type ReleaseOptions = {
  /** The folder to build (default: the remote's own). */
  sourceDir?: string;
  /** A folder built and prerendered already, released as it is instead of building. */
  buildDir?: string;
  /** Go live although a shared module's live version is outside the range (that rule only). */
  force?: boolean;
};

export async function release(
  remote: RemoteId,
  { sourceDir = appDir(remote), buildDir, force = false }: ReleaseOptions = {},
): Promise<string> {
  const record = deploymentInForce() ?? localRecord;
  const deployment = deploymentOf(record);
  releases.recordLive(remote, record);
  const staging = join(releases.releasesDir(remote), 'staging');
  rmSync(staging, { recursive: true, force: true });
  if (buildDir !== undefined) {
    if (!existsSync(join(buildDir, 'build-id.txt')))
      throw new Error(`${buildDir} holds no build (no build-id.txt): build and prerender it first`);
    cpSync(buildDir, staging, { recursive: true });
  } else {
    execFileSync(
      'npx',
      ['vite', 'build', '--configLoader', 'runner', '--outDir', staging, '--emptyOutDir'],
      { cwd: sourceDir, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    await prerender(remote, { sourceDir, distDir: staging });
  }
  // Nothing live has changed yet: the staged release is checked against what is deployed.
  const live = deployedDists(deployment);
  const { overridden, manifest } = checkStagedRelease({ remote, staged: staging, live, force });
  for (const cause of overridden) {
    console.warn(`${remote}: --force: going live although ${cause} (the shared version rule only)`);
  }
  // Then the site as it would be, served from a scratch folder and loaded path by path in Chromium.
  const workDir = join(releases.releasesDir(remote), 'staged-site');
  const shell = await loadShellEntry(appDir('shell'));
  const failures = await smokeCheck({
    remote,
    deployment,
    live,
    staged: staging,
    manifest,
    shell,
    workDir,
  });
  if (failures.length > 0) throw new ReleaseRefused(remote, failures);
  const id = releases.publish(remote, staging, record);
  await composeAll([record], shell);
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
  else {
    try {
      await release(remote, {
        sourceDir: action.source === undefined ? undefined : resolve(action.source),
        buildDir: action.build === undefined ? undefined : resolve(action.build),
        force: action.force,
      });
    } catch (error) {
      if (!(error instanceof ReleaseRefused)) throw error;
      console.error(error.message);
      process.exitCode = 1;
    }
  }
}
