/** `npm run release -- <remote> --list`: the kept releases of a remote as a team reads them. */
import type { RemoteId } from '@tla/platform/deploy/deployment';
import { describeRecord, type DeploymentRecord } from './deployment-record';

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
