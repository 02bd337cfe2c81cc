/**
 * The files of a deployment's previews and canary (the layout and the servers' rules are in
 * platform/src/deploy/release-variants.ts): a staged release's files where the servers serve them,
 * a variant's pages composed with it, and their removal. Each is made under a temporary name and
 * renamed into place, so a server never reads half of one.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import type { Deployment, RemoteId } from '@tla/platform/deploy/deployment';
import { publishFile } from '@tla/platform/build-tools/precompress';
import {
  BUCKETS,
  CANARY_STATUS_FILE,
  canaryDecisionSchema,
  type CanaryDecision,
  type CanaryStatus,
} from '@tla/platform/contracts/canary-status';
import {
  bucketMarker,
  CANARY_VARIANT,
  DECISION_FILE,
  isExpired,
  readVariant,
  stagedFolder,
  STAGED_PATH,
  VARIANT_RECORD_FILE,
  variantDir,
  variantsFolder,
  variantShell,
  type VariantRecord,
} from '@tla/platform/deploy/release-variants';
import { composeWith } from '@tla/platform/prerender/compose';
import type { ShellEntry } from '@tla/platform/prerender/compose/shell-build';
import { copyShellWithoutPages, deployedDists, deploymentRoot } from './deploy-target';

/**
 * A staged release's files stay this long after the last variant serving it ended: a reader's page
 * loaded from it may still fetch a chunk.
 */
export const STAGED_GRACE_MS = 60 * 60 * 1000;

/** Every variant of the deployment at `root` with its record, by folder name. */
export function variantsAt(root: string): { name: string; record: VariantRecord }[] {
  const folder = variantsFolder(root);
  if (!existsSync(folder)) return [];
  return readdirSync(folder).flatMap((name) => {
    const record = readVariant(root, name);
    return record === undefined ? [] : [{ name, record }];
  });
}

/** Where readers fetch a staged release of `remote` from. */
const stagedUrl = (deployment: Deployment, remote: RemoteId, id: string) =>
  `${deployment.apps[remote].url}${STAGED_PATH.slice(1)}${id}/`;

/** The kept release `id` of `remote`, copied where the servers serve staged releases. */
function stageFiles(root: string, remote: RemoteId, id: string, kept: string): string {
  const dir = join(stagedFolder(root, remote), id);
  if (existsSync(dir)) return dir;
  const work = join(stagedFolder(root, remote), `.${id}.new`);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(stagedFolder(root, remote), { recursive: true });
  cpSync(kept, work, { recursive: true });
  renameSync(work, dir);
  return dir;
}

export type VariantOptions = {
  deployment: Deployment;
  shell: ShellEntry;
  /** The variant's folder name (release-variants.ts). */
  name: string;
  record: VariantRecord;
  /** The kept folder of the release it serves. */
  kept: string;
};

/**
 * A variant: the live site's pages composed again with the staged release in place of the live
 * one (its files served under their own path), and its record, which makes the servers serve it.
 */
export async function makeVariant({
  deployment,
  shell,
  name,
  record,
  kept,
}: VariantOptions): Promise<void> {
  const root = deploymentRoot(deployment);
  const { remote, release } = record;
  const staged = stageFiles(root, remote, release, kept);
  const work = variantDir(root, `.${name}.new`);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const { shell: liveShell, ...remoteDists } = deployedDists(deployment);
  const shellDist = join(work, 'shell');
  copyShellWithoutPages(liveShell, shellDist);
  const site = {
    ...deployment,
    apps: { ...deployment.apps, [remote]: { url: stagedUrl(deployment, remote, release) } },
  };
  await composeWith(shell, {
    deployment: site,
    shellDist,
    remoteDists: { ...remoteDists, [remote]: staged },
  });
  writeFileSync(join(work, VARIANT_RECORD_FILE), `${JSON.stringify(record, null, 2)}\n`);
  rmSync(variantDir(root, name), { recursive: true, force: true });
  renameSync(work, variantDir(root, name));
}

/** The canary serves buckets 0 to share-1 from now on (the others, live). */
export function serveBuckets(root: string, share: number): void {
  for (let bucket = 0; bucket < BUCKETS; bucket += 1) {
    const marker = join(variantsFolder(root), bucketMarker(bucket));
    if (bucket < share) writeFileSync(marker, '');
    else rmSync(marker, { force: true });
  }
}

/**
 * Variant `name` ends: readers it served get the live site on their next page. Its staged files
 * stay for STAGED_GRACE_MS when no other variant serves them.
 */
export function endVariant(root: string, name: string, now = new Date()): void {
  const record = readVariant(root, name);
  rmSync(variantDir(root, name), { recursive: true, force: true });
  if (record === undefined) return;
  const dir = join(stagedFolder(root, record.remote), record.release);
  const stillServed = variantsAt(root).some(
    (other) => other.record.remote === record.remote && other.record.release === record.release,
  );
  if (!stillServed && existsSync(dir)) utimesSync(dir, now, now);
}

/**
 * Expired previews are removed, and staged files no variant has served for STAGED_GRACE_MS.
 * Returns what it removed, one line each.
 */
export function sweepVariants(root: string, now = new Date()): string[] {
  const removed: string[] = [];
  for (const { name, record } of variantsAt(root)) {
    if (!isExpired(record, now)) continue;
    endVariant(root, name, now);
    removed.push(`the preview of ${record.remote} release ${record.release} expired`);
  }
  const served = new Set(
    variantsAt(root).map(({ record }) => join(stagedFolder(root, record.remote), record.release)),
  );
  const stagedRoot = join(root, 'staged');
  if (!existsSync(stagedRoot)) return removed;
  for (const remote of readdirSync(stagedRoot)) {
    for (const id of readdirSync(join(stagedRoot, remote))) {
      const dir = join(stagedRoot, remote, id);
      if (served.has(dir) || now.getTime() - statSync(dir).mtimeMs < STAGED_GRACE_MS) continue;
      rmSync(dir, { recursive: true, force: true });
      removed.push(`the staged files of ${remote} release ${id}`);
    }
  }
  return removed;
}

const decisionFile = (root: string) => join(variantsFolder(root), DECISION_FILE);

/** Record how the last canary ended (published with the canary's status from then on). */
export function recordDecision(root: string, decision: CanaryDecision): void {
  mkdirSync(variantsFolder(root), { recursive: true });
  const work = `${decisionFile(root)}.new`;
  writeFileSync(work, `${JSON.stringify(canaryDecisionSchema.parse(decision), null, 2)}\n`);
  renameSync(work, decisionFile(root));
}

/** How the last canary ended, or null when none did or its record does not parse. */
function readDecision(root: string): CanaryDecision | null {
  try {
    const parsed = canaryDecisionSchema.safeParse(
      JSON.parse(readFileSync(decisionFile(root), 'utf8')),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * What /_status and `npm run status` read of the running canary and of how the last one ended,
 * written beside the live shell's pages and each variant's, so every reader's status page tells the
 * same.
 */
export function publishCanaryStatus(root: string, liveShell: string): void {
  const running = readVariant(root, CANARY_VARIANT);
  const status: CanaryStatus = {
    canary:
      running?.kind === 'canary' && running.share !== undefined
        ? {
            remote: running.remote,
            release: running.release,
            share: running.share,
            startedAt: running.createdAt,
            ...(running.autoPromote ? { autoPromote: true } : {}),
          }
        : null,
    decision: readDecision(root),
  };
  const text = `${JSON.stringify(status, null, 2)}\n`;
  const shells = [liveShell, ...variantsAt(root).map(({ name }) => variantShell(root, name))];
  for (const shell of shells) publishFile(join(shell, CANARY_STATUS_FILE), text);
}
