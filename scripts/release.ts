/**
 * Release one remote to the deployment in force, roll it back, or end a release's grace period; the
 * shell is never rebuilt. Each deployment keeps its own releases in its root (see deploy-target.ts),
 * under releases/<remote>/<build id>/ with their history, and serves the remote through its link
 * <root>/<remote>, so releases to two deployments never touch each other's files.
 *
 *   TLA_DEPLOYMENT=… npm run release -- <remote> [--source DIR | --build DIR] [--force]
 *                                               build + prerender (or take DIR, built already) into
 *                                               staging, check it against the live deployment, go
 *                                               live, compose
 *   npm run release -- <remote> --rollback [--force]
 *                                               the previous release goes live again, re-composed,
 *                                               once it passes the same checks against the live shell
 *   npm run release -- <remote> --end-grace     drop hashed files only older releases used
 *   npm run release -- <remote> --list          the kept releases, the live one marked
 *
 * A release is staged under <root>/releases/staging/<remote> and checked against what is
 * deployed (the live shell's and the other remotes' published files, release-guard.ts; then the staged
 * site in Chromium, release-smoke.ts) before anything live changes; a refusal exits non-zero naming
 * the remote, each cause and its fix. --force overrides one rule only: a shared module the live shell
 * provides at a version outside the remote's range.
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
import { loadShellEntry } from '@tla/platform/prerender/compose/shell-build';
import { composeFor } from './compose';
import { deployedDists, releases } from './deploy-target';
import { prerender } from './prerender';
import { checkStagedRelease, ReleaseRefused } from './release-guard';
import { smokeCheck } from './release-smoke';
import {
  deploymentInForce,
  deploymentOf,
  formatReleaseList,
  localRecord,
  parseReleaseArgs,
} from './release-model';
import { appDir, isMain } from './workspace';

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
  const store = releases.for(deploymentInForce() ?? localRecord);
  const deployment = deploymentOf(store.deployment);
  // Checked before the build: a history that does not parse stops the release here.
  store.history(remote);
  const staging = store.stagingDir(remote);
  if (buildDir !== undefined) {
    // Another machine's build: checked for links, special files, names and size before it is copied.
    store.stageBuild(remote, buildDir);
  } else {
    rmSync(staging, { recursive: true, force: true });
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
  const shell = await loadShellEntry(appDir('shell'));
  const failures = await smokeCheck({
    remote,
    deployment,
    live,
    staged: staging,
    manifest,
    shell,
    workDir: `${staging}-site`,
  });
  if (failures.length > 0) throw new ReleaseRefused(remote, failures);
  const id = store.publish(
    remote,
    staging,
    buildDir === undefined ? commitOf(sourceDir) : undefined,
  );
  await composeFor(deployment, shell);
  console.log(`${remote}: release ${id} is live on "${deployment.name}"`);
  return id;
}

export async function rollback(
  remote: RemoteId,
  { force = false }: Pick<ReleaseOptions, 'force'> = {},
): Promise<string> {
  const store = releases.for(releases.deploymentFor(remote, deploymentInForce()));
  const deployment = deploymentOf(store.recorded(remote));
  // The release it puts back was live before, but the shell may have been released since: the same
  // checks as a release, against what is deployed now, before anything switches. (No smoke check:
  // a rollback is what a team runs when the live release is failing, and it must be quick.)
  const target = store.rollbackTarget(remote);
  const { overridden } = checkStagedRelease({
    remote,
    staged: target.dir,
    live: deployedDists(deployment),
    force,
    action: 'rollback',
  });
  for (const cause of overridden) {
    console.warn(
      `${remote}: --force: rolling back although ${cause} (the shared version rule only)`,
    );
  }
  const id = store.rollback(remote);
  await composeFor(deployment);
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
    else if (action.kind === 'rollback') await rollback(remote, { force: action.force });
    else if (action.kind === 'end-grace') endGrace(remote);
    else {
      await release(remote, {
        sourceDir: action.source === undefined ? undefined : resolve(action.source),
        buildDir: action.build === undefined ? undefined : resolve(action.build),
        force: action.force,
      });
    }
  } catch (error) {
    // A refusal's message names the remote, each cause and its fix; others name the remote, release
    // or file. A stack trace would only bury either.
    if (error instanceof ReleaseRefused) console.error(error.message);
    else console.error(`release: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
