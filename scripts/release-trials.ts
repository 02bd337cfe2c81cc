/**
 * A release shown to some readers before all of them (release.ts runs these for its flags):
 *
 *   --preview [--expires HOURS]  staged and checked as a release, then kept and served only to whoever
 *                                opens the printed link (a cookie for the browser's session) until it
 *                                expires
 *   --canary SHARE               the same, served to about SHARE % of readers (their bucket, a cookie)
 *     [--auto-promote]           and put live for everyone by the release service once readers'
 *                                figures hold up (it aborts one that errs, asked or not)
 *   --promote [RELEASE]          that exact kept release goes live for everyone (the guard again, no
 *                                build, then compose); without RELEASE the remote's canary, or its
 *                                one preview
 *   --discard [RELEASE]          a preview (each of the remote's, without RELEASE) is dropped
 *   --abort                      the canary ends: its readers get the live release on their next page
 *   --reason TEXT                with --promote or --abort of a canary: the release service's
 *                                decision, shown in /_status (without it, the canary ended by hand)
 *
 * One canary runs on a deployment at a time; expired previews are removed by each of these and by
 * the release service.
 */
import { randomBytes } from 'node:crypto';
import type { Deployment, RemoteId } from '@tla/platform/deploy/deployment';
import {
  CANARY_VARIANT,
  previewVariant,
  readVariant,
  type VariantRecord,
} from '@tla/platform/deploy/release-variants';
import { loadShellEntry } from '@tla/platform/prerender/compose/shell-build';
import { composeFor } from './compose';
import { deployedDists, deploymentRoot, releases } from './deploy-target';
import { deploymentInForce, deploymentOf, localRecord } from './deployment-record';
import { checkStagedRelease } from './release-guard';
import { exclusively, stageChecked } from './release-stage';
import {
  endVariant,
  makeVariant,
  publishCanaryStatus,
  recordDecision,
  serveBuckets,
  sweepVariants,
  variantsAt,
} from './variant-files';
import { appDir } from './workspace';

export type TrialOptions = {
  sourceDir?: string;
  buildDir?: string;
  force?: boolean;
  report?: (line: string) => void;
  /** The clock (a preview's expiry, a canary's start). */
  now?: () => Date;
};

type Trial =
  { kind: 'preview'; hours: number } | { kind: 'canary'; share: number; autoPromote: boolean };

/** The preview link of `token` on `deployment`. */
export const previewLink = (deployment: Deployment, token: string) =>
  `${deployment.apps.shell.url}_preview/${token}`;

/** The running canary of the deployment at `root`, refused with its name when there is one. */
function refuseSecondCanary(root: string, deployment: Deployment): void {
  const running = readVariant(root, CANARY_VARIANT);
  if (running === undefined) return;
  throw new Error(
    `a canary of ${running.remote} (release ${running.release}, ${running.share ?? '?'} % of readers) is already running on "${deployment.name}": promote it or abort it first`,
  );
}

/**
 * A release of `remote` while its canary runs is refused: promoting the canary after it would put
 * an older build back over it, and the canary's readers would not get it meanwhile.
 */
export function refuseReleaseBesideCanary(remote: RemoteId, deployment: Deployment): void {
  const running = readVariant(deploymentRoot(deployment), CANARY_VARIANT);
  if (running?.remote !== remote) return;
  throw new Error(
    `${remote} has a canary running on "${deployment.name}" (release ${running.release}, ${running.share ?? '?'} % of readers): promote it or abort it first`,
  );
}

/**
 * Stage and check a release of `remote` as a release does, keep it without switching, and serve it
 * as a preview or a canary. Returns the kept release's id and, for a preview, its link.
 */
async function startTrial(
  remote: RemoteId,
  trial: Trial,
  {
    sourceDir = appDir(remote),
    buildDir,
    force = false,
    report = console.log,
    now = () => new Date(),
  }: TrialOptions,
): Promise<{ id: string; link?: string }> {
  const store = releases.for(deploymentInForce() ?? localRecord);
  const deployment = deploymentOf(store.deployment);
  const root = deploymentRoot(deployment);
  store.history(remote);
  if (trial.kind === 'canary') refuseSecondCanary(root, deployment);
  return exclusively(deployment, `${trial.kind} of ${remote}`, report, async () => {
    for (const line of sweepVariants(root, now())) report(`removed: ${line}`);
    if (trial.kind === 'canary') refuseSecondCanary(root, deployment);
    return stageChecked(
      { remote, deployment, store, sourceDir, buildDir, force, report },
      async ({ staging, shell, commit }) => {
        const id = store.keep(remote, staging, commit);
        const createdAt = now();
        const token = randomBytes(24).toString('base64url');
        const record: VariantRecord =
          trial.kind === 'preview'
            ? {
                kind: 'preview',
                remote,
                release: id,
                createdAt: createdAt.toISOString(),
                expiresAt: new Date(createdAt.getTime() + trial.hours * 3_600_000).toISOString(),
              }
            : {
                kind: 'canary',
                remote,
                release: id,
                createdAt: createdAt.toISOString(),
                share: trial.share,
                ...(trial.autoPromote ? { autoPromote: true } : {}),
              };
        const name = trial.kind === 'preview' ? previewVariant(token) : CANARY_VARIANT;
        report(`composing the shell's pages with release ${id} for the ${trial.kind}`);
        await makeVariant({ deployment, shell, name, record, kept: store.keptRelease(remote, id) });
        if (trial.kind === 'canary') {
          serveBuckets(root, trial.share);
          publishCanaryStatus(root, deployedDists(deployment).shell);
          report(
            `${remote}: release ${id} is live for ${trial.share} % of readers on "${deployment.name}" (a canary${trial.autoPromote ? ', promoted automatically once readers’ figures hold up' : ''})`,
          );
          return { id };
        }
        const link = previewLink(deployment, token);
        report(
          `${remote}: release ${id} is kept as a preview on "${deployment.name}" until ${record.expiresAt ?? ''}`,
        );
        report(`preview link (whoever opens it sees the site with it): ${link}`);
        return { id, link };
      },
    );
  });
}

export const preview = (remote: RemoteId, hours: number, options: TrialOptions = {}) =>
  startTrial(remote, { kind: 'preview', hours }, options);

export const canary = (
  remote: RemoteId,
  share: number,
  { autoPromote = false, ...options }: TrialOptions & { autoPromote?: boolean } = {},
) => startTrial(remote, { kind: 'canary', share, autoPromote }, options);

/** Ending a canary: the release service's reason for it, if it decided; else it is by hand. */
type Ending = { reason?: string | undefined; now?: () => Date };

/** Record how the canary `record` ended, for /_status and `npm run status`. */
function recordEnding(
  root: string,
  record: VariantRecord,
  outcome: 'aborted' | 'promoted',
  { reason, now = () => new Date() }: Ending,
) {
  recordDecision(root, {
    remote: record.remote,
    release: record.release,
    outcome,
    reason: reason ?? `${outcome} by hand`,
    automatic: reason !== undefined,
    at: now().toISOString(),
  });
}

/** The deployment a trial of `remote` runs on, and its root. */
function trialPlace(remote: RemoteId) {
  const store = releases.for(releases.deploymentFor(remote, deploymentInForce()));
  const deployment = deploymentOf(store.recorded(remote));
  return { store, deployment, root: deploymentRoot(deployment) };
}

/** The variants of `remote` an operation acts on: of `release` when named, else every one of `kinds`. */
function variantsOf(
  root: string,
  remote: RemoteId,
  release: string | undefined,
  kinds: readonly VariantRecord['kind'][],
) {
  return variantsAt(root).filter(
    ({ record }) =>
      record.remote === remote &&
      kinds.includes(record.kind) &&
      (release === undefined || record.release === release),
  );
}

/**
 * Put a previewed or canary release live for everyone: the same guard as a release against what
 * is deployed now, then the switch and compose; its preview or canary ends. Returns its id.
 */
export async function promote(
  remote: RemoteId,
  release: string | undefined,
  {
    force = false,
    report = console.log,
    ...ending
  }: Pick<TrialOptions, 'force' | 'report'> & Ending = {},
): Promise<string> {
  const { store, deployment, root } = trialPlace(remote);
  return exclusively(deployment, `promotion of ${remote}`, report, async () => {
    const canaries = variantsOf(root, remote, release, ['canary']);
    const found = canaries.length > 0 ? canaries : variantsOf(root, remote, release, ['preview']);
    const ids = [...new Set(found.map(({ record }) => record.release))];
    const [id] = ids;
    if (id === undefined || ids.length > 1) {
      throw new Error(
        ids.length > 1
          ? `${remote} has previews of releases ${ids.join(', ')} on "${deployment.name}": name the one to promote`
          : `${remote} has no preview or canary${release === undefined ? '' : ` of release ${release}`} on "${deployment.name}" to promote`,
      );
    }
    report(`guard: checking release ${id} against the live deployment`);
    const { overridden } = checkStagedRelease({
      remote,
      staged: store.keptRelease(remote, id),
      live: deployedDists(deployment),
      force,
    });
    for (const cause of overridden) {
      report(`${remote}: --force: going live although ${cause} (the shared version rule only)`);
    }
    report(`switching: release ${id} goes live for every reader`);
    store.promote(remote, id);
    report("composing the shell's pages with it");
    await composeFor(deployment, await loadShellEntry(appDir('shell')));
    if (canaries.length > 0) serveBuckets(root, 0);
    for (const { record } of canaries) recordEnding(root, record, 'promoted', ending);
    for (const { name } of found) endVariant(root, name);
    publishCanaryStatus(root, deployedDists(deployment).shell);
    report(`${remote}: release ${id} is live on "${deployment.name}"`);
    return id;
  });
}

/** Drop the previews of `remote` (of `release` only, when named), and their kept releases. */
export async function discard(
  remote: RemoteId,
  release: string | undefined,
  { report = console.log }: Pick<TrialOptions, 'report'> = {},
): Promise<number> {
  const { store, deployment, root } = trialPlace(remote);
  return exclusively(deployment, `discard of ${remote}`, report, () => {
    const found = variantsOf(root, remote, release, ['preview']);
    if (found.length === 0)
      throw new Error(
        `${remote} has no preview${release === undefined ? '' : ` of release ${release}`} on "${deployment.name}"`,
      );
    for (const { name, record } of found) {
      endVariant(root, name);
      store.forget(remote, record.release);
      report(`${remote}: the preview of release ${record.release} is dropped`);
    }
    return found.length;
  });
}

/** End the canary of `remote`: its bucket gets the live release on its next page. */
export async function abort(
  remote: RemoteId,
  { report = console.log, ...ending }: Pick<TrialOptions, 'report'> & Ending = {},
): Promise<string> {
  const { store, deployment, root } = trialPlace(remote);
  return exclusively(deployment, `abort of ${remote}'s canary`, report, () => {
    const running = readVariant(root, CANARY_VARIANT);
    if (running?.remote !== remote)
      throw new Error(`${remote} has no canary running on "${deployment.name}"`);
    // The buckets first: from this request on, the canary's readers get the live pages.
    serveBuckets(root, 0);
    recordEnding(root, running, 'aborted', ending);
    endVariant(root, CANARY_VARIANT);
    publishCanaryStatus(root, deployedDists(deployment).shell);
    store.forget(remote, running.release);
    report(
      `${remote}: the canary of release ${running.release} is aborted; its readers get the live release${ending.reason === undefined ? '' : ` (${ending.reason})`}`,
    );
    return running.release;
  });
}
