/**
 * The release service's watch over a running canary: every few seconds, while beacons come in, it
 * weighs the canary's figures against the live release's (canary-decision.ts) and, when they call
 * for it, aborts or promotes the canary through the service's queue as a team would, with the
 * reason, which the log and /_status then tell. A decision whose operation fails is not tried again
 * for that release: the log says so and a person decides.
 */
import {
  CANARY_VARIANT,
  readVariant,
  type CanaryPolicy,
} from '@tla/platform/deploy/release-variants';
import { escapedForLog } from '@tla/platform/deploy/log-line';
import type { HealthReport } from '@tla/platform/contracts/rum-beacon';
import type { AppId, RemoteId } from '@tla/platform/contracts/remote-id';
import { decideCanary, type CanaryVerdict } from './canary-decision';
import type { OperationQueue } from './release-queue';
import { commandFor } from './release-routes';

/** How often the figures are weighed: a canary that errs is aborted within seconds of its views. */
const CANARY_CHECK_MS = 2_000;

export type CanaryWatchOptions = {
  /** The deployment's root, where the canary's record is. */
  root: string;
  policy: CanaryPolicy;
  health: () => HealthReport;
  /** What each app has live now. */
  live: () => Partial<Record<AppId, string>>;
  queue: OperationQueue;
  log: (line: string) => void;
};

/** The running canary weighed now: what is to be done, and of which release. */
export function weighCanary({
  root,
  policy,
  health,
  live,
}: Pick<CanaryWatchOptions, 'root' | 'policy' | 'health' | 'live'>):
  { remote: RemoteId; release: string; verdict: CanaryVerdict } | undefined {
  const record = readVariant(root, CANARY_VARIANT);
  if (record?.kind !== 'canary') return undefined;
  const { remote, release } = record;
  const { releases } = health();
  const figures = (id: string | undefined) =>
    releases.find((entry) => entry.app === remote && entry.release === id);
  const verdict = decideCanary({
    remote,
    canary: figures(release),
    live: figures(live()[remote]),
    policy,
    autoPromote: record.autoPromote === true,
  });
  return { remote, release, verdict };
}

/** Start watching; returns the check (run on its timer) and a way to stop it. */
export function watchCanary(options: CanaryWatchOptions) {
  const { queue, log } = options;
  const given = new Set<string>();
  let busy = false;
  let lastTold = '';

  async function check(): Promise<void> {
    if (busy) return;
    const weighed = weighCanary(options);
    if (weighed === undefined || given.has(weighed.release)) return;
    const { remote, release, verdict } = weighed;
    const told = `canary: ${remote} release ${release}, ${verdict.reason}`;
    if (verdict.kind === 'wait' || verdict.kind === 'hold') {
      // Said once each time what it waits for changes kind, not every few seconds.
      if (!lastTold.startsWith(`${release} ${verdict.kind}`)) log(escapedForLog(told));
      lastTold = `${release} ${verdict.kind}`;
      return;
    }
    const place = queue.admit();
    // Operations are waiting already: weighed again on the next check.
    if (!place.ok) return;
    busy = true;
    log(escapedForLog(told));
    try {
      const outcome = await queue.run(
        place,
        commandFor(remote, { kind: verdict.kind, reason: verdict.reason }),
        { line: (text) => log(escapedForLog(`canary ${verdict.kind}: ${text}`)), end: () => {} },
      );
      if (outcome !== 'live') {
        given.add(release);
        log(
          escapedForLog(
            `canary: the ${verdict.kind} of ${remote} release ${release} did not finish (${outcome}); not tried again, decide by hand`,
          ),
        );
      }
    } finally {
      busy = false;
    }
  }

  const timer = setInterval(() => {
    check().catch((error: unknown) =>
      log(
        escapedForLog(
          `canary: the watch failed: ${error instanceof Error ? error.message : String(error)}`,
        ),
      ),
    );
  }, CANARY_CHECK_MS).unref();
  return { check, stop: () => clearInterval(timer) };
}
