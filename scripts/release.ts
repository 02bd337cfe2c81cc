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
 *   TLA_RELEASE_KEY=… npm run release -- <remote> [any of the above] --to <site url>
 *                                               the same through the site's release service (from a
 *                                               team's CI): built and packed here, checked and put
 *                                               live there; exit 0 live, 1 refused, 2 not allowed,
 *                                               3 unreachable or failed (release-service/)
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
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { packBuild } from '@tla/platform/deploy/build-archive';
import type { RemoteId } from '@tla/platform/deploy/deployment';
import { composeFor } from './compose';
import { deployedDists, releases } from './deploy-target';
import { deploymentInForce, deploymentOf, localRecord } from './deployment-record';
import { parseReleaseArgs, type ReleaseAction } from './release-args';
import { checkStagedRelease, ReleaseRefused } from './release-guard';
import { formatReleaseList } from './release-list';
import { buildRelease, exclusively, stageChecked } from './release-stage';
import {
  abort,
  canary,
  discard,
  preview,
  promote,
  refuseReleaseBesideCanary,
} from './release-trials';
import {
  RELEASE_KEY_VARIABLE,
  runThroughService,
  type ExitStatus,
} from './release-service/release-client';
import { appDir, isMain } from './workspace';

export type ReleaseOptions = {
  /** The folder to build (default: the remote's own). */
  sourceDir?: string;
  /** A folder built and prerendered already, released as it is instead of building. */
  buildDir?: string;
  /** Go live although a shared module's live version is outside the range (that rule only). */
  force?: boolean;
  /** Where each stage and the outcome are told, one line each (a terminal, a CI log). */
  report?: (line: string) => void;
};

/**
 * The command line through the release service of the site at `site`: a release is built here (or
 * taken from `--build`), packed and uploaded. Returns the exit status.
 */
async function releaseThroughService(
  remote: RemoteId,
  site: string,
  action: ReleaseAction,
): Promise<ExitStatus> {
  const key = process.env[RELEASE_KEY_VARIABLE];
  if (action.kind !== 'release' && action.kind !== 'preview' && action.kind !== 'canary') {
    const operation =
      action.kind === 'promote' || action.kind === 'discard'
        ? { kind: action.kind, release: action.release }
        : { kind: action.kind };
    return runThroughService({ site, remote, operation, key });
  }
  const trial =
    action.kind === 'preview'
      ? { trial: { kind: action.kind, value: action.hours } }
      : action.kind === 'canary'
        ? { trial: { kind: action.kind, value: action.share, autoPromote: action.autoPromote } }
        : {};
  const work = mkdtempSync(join(tmpdir(), `tla-release-${remote}-`));
  try {
    let built = action.build === undefined ? undefined : resolve(action.build);
    if (built === undefined) {
      built = join(work, 'dist');
      const sourceDir = action.source === undefined ? appDir(remote) : resolve(action.source);
      await buildRelease(remote, sourceDir, built, (line) => console.log(line));
    }
    const archive = join(work, `${remote}.tar.gz`);
    await packBuild(built, archive);
    const size = statSync(archive).size;
    console.log(`uploading ${built} (${(size / (1024 * 1024)).toFixed(1)} MB packed) to ${site}`);
    return await runThroughService({
      site,
      remote,
      operation: { kind: 'release', archive, ...trial },
      key,
    });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export async function release(
  remote: RemoteId,
  {
    sourceDir = appDir(remote),
    buildDir,
    force = false,
    report = (line) => console.log(line),
  }: ReleaseOptions = {},
): Promise<string> {
  const store = releases.for(deploymentInForce() ?? localRecord);
  const deployment = deploymentOf(store.deployment);
  // Checked before the build: a history that does not parse stops the release here.
  store.history(remote);
  refuseReleaseBesideCanary(remote, deployment);
  return exclusively(deployment, `release of ${remote}`, report, () =>
    stageChecked(
      { remote, deployment, store, sourceDir, buildDir, force, report },
      async ({ staging, shell, commit }) => {
        report('switching: the release goes live');
        const id = store.publish(remote, staging, commit);
        report("composing the shell's pages with it");
        await composeFor(deployment, shell);
        report(`${remote}: release ${id} is live on "${deployment.name}"`);
        return id;
      },
    ),
  );
}

export async function rollback(
  remote: RemoteId,
  {
    force = false,
    report = (line) => console.log(line),
  }: Pick<ReleaseOptions, 'force' | 'report'> = {},
): Promise<string> {
  const store = releases.for(releases.deploymentFor(remote, deploymentInForce()));
  const deployment = deploymentOf(store.recorded(remote));
  return exclusively(deployment, `rollback of ${remote}`, report, async () => {
    // The release it puts back was live before, but the shell may have been released since: the
    // same checks as a release, against what is deployed now, before anything switches. (No smoke
    // check: a rollback is what a team runs when the live release is failing, and it must be quick.)
    const target = store.rollbackTarget(remote);
    report(`guard: checking release ${target.id} against the live deployment`);
    const { overridden } = checkStagedRelease({
      remote,
      staged: target.dir,
      live: deployedDists(deployment),
      force,
      action: 'rollback',
    });
    for (const cause of overridden) {
      report(`${remote}: --force: rolling back although ${cause} (the shared version rule only)`);
    }
    report(`switching: release ${target.id} goes live again`);
    const id = store.rollback(remote);
    report("composing the shell's pages with it");
    await composeFor(deployment);
    report(`${remote}: rolled back to ${id}; composed "${store.deployment.name}"`);
    return id;
  });
}

export async function endGrace(
  remote: RemoteId,
  { report = (line) => console.log(line) }: Pick<ReleaseOptions, 'report'> = {},
): Promise<number> {
  const store = releases.for(releases.deploymentFor(remote, deploymentInForce()));
  const deployment = deploymentOf(store.recorded(remote));
  return exclusively(deployment, `end of grace of ${remote}`, report, () => {
    const removed = store.endGrace(remote);
    report(
      `${remote}: removed ${removed} file(s) of earlier releases on "${store.deployment.name}"`,
    );
    return removed;
  });
}

/** The kept releases of `remote` on its deployment, the live one marked. */
export function listReleases(remote: RemoteId): string {
  const store = releases.for(releases.deploymentFor(remote, deploymentInForce()));
  return formatReleaseList(remote, store.deployment, store.list(remote));
}

if (isMain(import.meta.url)) {
  try {
    const { remote, action, to } = parseReleaseArgs(process.argv.slice(2));
    if (to !== undefined) {
      if ('force' in action && action.force)
        throw new Error('--force is for a release on this machine, by whoever runs it');
      if ('reason' in action && action.reason !== undefined)
        throw new Error("--reason is the release service's own, when it ends a canary by itself");
      process.exitCode = await releaseThroughService(remote, to, action);
    } else if (action.kind === 'list') console.log(listReleases(remote));
    else if (action.kind === 'rollback') await rollback(remote, { force: action.force });
    else if (action.kind === 'end-grace') await endGrace(remote);
    else if (action.kind === 'promote')
      await promote(remote, action.release, { force: action.force, reason: action.reason });
    else if (action.kind === 'discard') await discard(remote, action.release);
    else if (action.kind === 'abort') await abort(remote, { reason: action.reason });
    else {
      const options = {
        sourceDir: action.source === undefined ? undefined : resolve(action.source),
        buildDir: action.build === undefined ? undefined : resolve(action.build),
        force: action.force,
      };
      if (action.kind === 'preview') await preview(remote, action.hours, options);
      else if (action.kind === 'canary')
        await canary(remote, action.share, { ...options, autoPromote: action.autoPromote });
      else await release(remote, options);
    }
  } catch (error) {
    // A refusal's message names the remote, each cause and its fix; others name the remote, release
    // or file. A stack trace would only bury either.
    if (error instanceof ReleaseRefused) console.error(error.message);
    else console.error(`release: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
