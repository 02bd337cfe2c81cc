/**
 * npm run status: what each app has live in the deployment in force (TLA_DEPLOYMENT, or `local`), read
 * from the files its build and its release published in its deployed folder — the same facts as the
 * site's /_status page. `--json` prints them as JSON.
 *
 *   TLA_DEPLOYMENT=… npm run status [-- --json]
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { shortCommit, type AppStatus, type ReleaseRef } from '@tla/platform/contracts/app-status';
import {
  CANARY_STATUS_FILE,
  canaryStatusSchema,
  describeCanary,
  type CanaryStatus,
} from '@tla/platform/contracts/canary-status';
import { readPublished } from '@tla/platform/deploy/published-file';
import { formatVital, vitalNames } from '@tla/platform/contracts/release-health';
import type { ReleaseHealth } from '@tla/platform/contracts/rum-beacon';
import { currentDeployment, type Deployment } from '@tla/platform/deploy/deployment';
import { readDeploymentStatus } from '@tla/platform/deploy/deployment-status';
import { readCommandLine } from './command-line';
import { deployedDists, deploymentRoot } from './deploy-target';
import { weighCanary } from './release-service/canary-watch';
import { readHealthReport } from './release-service/release-health';
import { isMain } from './workspace';

export function deploymentStatus(deployment: Deployment = currentDeployment()): AppStatus[] {
  return readDeploymentStatus(deployedDists(deployment));
}

/** The running canary, as the site publishes it for /_status (none published: none running). */
export function canaryStatusIn(shellDist: string): CanaryStatus {
  const file = join(shellDist, CANARY_STATUS_FILE);
  return existsSync(file) ? readPublished(canaryStatusSchema, file) : { canary: null };
}

const row = (label: string, value: string) => `  ${label.padEnd(10)}${value}`;

/** An app's status with what readers' browsers reported of its releases, newest seen first. */
export type AppStatusWithHealth = AppStatus & { health: ReleaseHealth[] };

/** Each app's status with its releases' figures, as the release service keeps them in `root`. */
export function withHealth(statuses: readonly AppStatus[], root: string): AppStatusWithHealth[] {
  const { releases } = readHealthReport(root);
  return statuses.map((status) => ({
    ...status,
    health: releases.filter((release) => release.app === status.app),
  }));
}

/** One release's figures on one line: views, views with an error, each vital's p75. */
export function healthLine(health: ReleaseHealth): string {
  const vitals = vitalNames.flatMap((name) => {
    const figure = health.vitals[name];
    return figure ? [`${name} ${formatVital(name, figure.p75)}`] : [];
  });
  return [
    `${health.release}: ${health.views} views, ${health.viewsWithError} with an error`,
    vitals.length > 0 ? `; p75 ${vitals.join(', ')}` : '',
  ].join('');
}

/** The release an app has live, as its block names it. */
const liveReleaseOf = ({ release, build }: Pick<AppStatus, 'release' | 'build'>) =>
  release?.id ?? build.buildId;

const releaseRef = (ref: ReleaseRef | null | undefined) =>
  ref ? `${ref.id}${ref.releasedAt ? ` (released ${ref.releasedAt})` : ''}` : 'none recorded';

/** One block per app, in the words of the status page. */
export function formatStatus(
  deploymentName: string,
  statuses: readonly AppStatusWithHealth[],
): string {
  const blocks = statuses.map(({ app, build, release, shared, problems, health }) => {
    return [
      `${app}`,
      row('release', liveReleaseOf({ release, build })),
      row('commit', shortCommit(build)),
      row('built', build.builtAt),
      row('released', release?.releasedAt ?? 'not recorded (deployed as built)'),
      row('replaced', releaseRef(release?.replaced)),
      row('rollback', releaseRef(release?.rollbackTarget)),
      row('routes', build.routes.join(' ')),
      ...(shared.length === 0
        ? []
        : [
            row(
              app === 'shell' ? 'provides' : 'requires',
              shared
                .map(({ name, version, compatible }) =>
                  [
                    `${name} ${version}`,
                    compatible
                      ? compatible.ok
                        ? ' compatible'
                        : ` INCOMPATIBLE: ${compatible.reason}`
                      : '',
                  ].join(''),
                )
                .join('\n            '),
            ),
          ]),
      ...problems.map((problem) => row('problem', problem)),
      row(
        'readers',
        health.length === 0
          ? 'no page views reported yet'
          : health.map(healthLine).join('\n            '),
      ),
    ].join('\n');
  });
  return [`deployment "${deploymentName}"`, ...blocks].join('\n\n');
}

export const STATUS_USAGE = 'TLA_DEPLOYMENT=… npm run status [-- --json]';

export function parseStatusArgs(args: readonly string[]): { json: boolean } {
  const { values } = readCommandLine(args, {
    usage: STATUS_USAGE,
    options: { json: { type: 'boolean', default: false } },
  });
  return { json: values.json };
}

if (isMain(import.meta.url)) {
  try {
    const { json } = parseStatusArgs(process.argv.slice(2));
    const deployment = currentDeployment();
    const statuses = withHealth(deploymentStatus(deployment), deploymentRoot(deployment));
    const root = deploymentRoot(deployment);
    const { canary, decision } = canaryStatusIn(deployedDists(deployment).shell);
    // What the release service makes of the canary's figures now, as its watch weighs them.
    const weighed = weighCanary({
      root,
      policy: deployment.canary,
      health: () => readHealthReport(root),
      live: () => Object.fromEntries(statuses.map((each) => [each.app, liveReleaseOf(each)])),
    });
    // In JSON the canary, and how the last one ended, go with the remote they are of, so each app's
    // entry keeps its shape.
    const withCanary = statuses.map((status) => ({
      ...status,
      ...(canary?.remote === status.app ? { canary: { ...canary, now: weighed?.verdict } } : {}),
      ...(decision?.remote === status.app ? { lastCanary: decision } : {}),
    }));
    const now = weighed ? `\n  now: ${weighed.verdict.reason}` : '';
    console.log(
      json
        ? JSON.stringify(withCanary, null, 2)
        : `${formatStatus(deployment.name, statuses)}\n\ncanary\n  ${describeCanary({ canary, decision }, new Date())}${now}`,
    );
  } catch (error) {
    // A mistake names the argument or the file at fault; a stack trace would only bury it.
    console.error(`status: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
