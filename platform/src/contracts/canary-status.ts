/**
 * The running canary as the site publishes it (`canary.json` beside the shell's pages, written
 * whenever a canary starts or ends and at each compose): which remote's release, for what share of
 * readers, since when. `npm run status` and /_status read it with this schema and tell it in the
 * same words. Browser-safe.
 */
import { z } from '@tla/federated/zod';
import { releaseIdSchema } from './app-status';
import { remoteIds } from './remote-id';

export const CANARY_STATUS_FILE = 'canary.json';

/** Readers are split into this many buckets; a canary at a share of N % serves buckets 0 to N-1. */
export const BUCKETS = 100;

export const canaryStatusSchema = z.object({
  canary: z
    .object({
      remote: z.enum(remoteIds),
      release: releaseIdSchema,
      /** The share of readers it is live for, in per cent. */
      share: z
        .number()
        .int()
        .min(1)
        .max(BUCKETS - 1),
      startedAt: z.iso.datetime(),
    })
    .nullable(),
});
export type CanaryStatus = z.infer<typeof canaryStatusSchema>;

/** How long ago `since` was at `now`, in the largest units that say it ("2 h 5 min"). */
export function formatAge(since: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(since)) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

/** The running canary in one sentence, or that none runs. */
export function describeCanary({ canary }: CanaryStatus, now: Date): string {
  if (canary === null) return 'No canary is running.';
  return `${canary.remote} release ${canary.release} is live for ${canary.share} % of readers, since ${canary.startedAt} (${formatAge(canary.startedAt, now)}).`;
}
