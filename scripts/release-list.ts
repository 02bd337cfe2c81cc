/** `npm run release -- <remote> --list`: the kept releases of a remote as a team reads them. */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  BUILD_ID_FILE,
  BUILD_INFO_FILE,
  buildInfoSchema,
  releaseIdSchema,
} from '@tla/platform/contracts/app-status';
import type { RemoteId } from '@tla/platform/deploy/deployment';
import { readPublished } from '@tla/platform/deploy/published-file';
import { describeRecord, type DeploymentRecord } from './deployment-record';
import { rollbackOrder, type History } from './release-history';

/** One kept release as `--list` shows it (`keptAt` empty when no history recorded it). */
export type ListedRelease = {
  id: string;
  commit?: string;
  /** Built from a work tree with changes its commit does not hold. */
  dirty?: boolean;
  keptAt: string;
  live: boolean;
  previous: boolean;
};

/** `--list` as a team reads it: one line a release, `*` on the live one. */
export function formatReleaseList(
  remote: RemoteId,
  deployment: DeploymentRecord,
  releases: readonly ListedRelease[],
): string {
  if (releases.length === 0) {
    return `${remote} has no kept release on ${describeRecord(deployment)}: it serves its build (dist/)`;
  }
  const width = Math.max(...releases.map(({ id }) => id.length));
  const lines = releases.map(
    (release) =>
      `${release.live ? '*' : ' '} ${[
        release.id.padEnd(width),
        `commit ${release.commit?.slice(0, 12) ?? 'unknown'}${release.dirty ? '+uncommitted' : ''}`.padEnd(
          27,
        ),
        `kept ${release.keptAt || 'unknown'}`,
        release.live ? '(live)' : release.previous ? '(rollback target)' : '',
      ]
        .join('  ')
        .trimEnd()}`,
  );
  return [`${remote} on ${describeRecord(deployment)}, oldest first:`, ...lines].join('\n');
}

/**
 * The kept releases in `dir` (a remote's releases folder), oldest first, the live one and the rollback target marked.
 * A kept folder the history does not know is listed too (what is on disk is what can go live).
 */
export function listKept(dir: string, recorded: History): ListedRelease[] {
  const live = rollbackOrder(recorded);
  const known = recorded.kept;
  const onDisk = existsSync(dir)
    ? readdirSync(dir).filter(
        (name) =>
          releaseIdSchema.safeParse(name).success && existsSync(join(dir, name, BUILD_ID_FILE)),
      )
    : [];
  return onDisk
    .map((id) => {
      // A release's build says what it was built from, the first served build's included.
      const infoFile = join(dir, id, BUILD_INFO_FILE);
      const built = existsSync(infoFile)
        ? readPublished(buildInfoSchema, infoFile, 'the build record')
        : undefined;
      const commit = known[id]?.commit ?? built?.commit ?? undefined;
      return {
        id,
        keptAt: known[id]?.keptAt ?? '',
        ...(commit === undefined ? {} : { commit }),
        ...(built?.dirty ? { dirty: true } : {}),
        live: live.at(-1) === id,
        previous: live.at(-2) === id,
      };
    })
    .sort((a, b) => a.keptAt.localeCompare(b.keptAt) || a.id.localeCompare(b.id));
}
