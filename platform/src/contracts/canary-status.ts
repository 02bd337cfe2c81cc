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

/**
 * How the last canary ended: aborted or promoted, by the release service's decision from readers'
 * figures or by hand, and why in one line ("aborted: 7 of 40 page views with an error in blog,
 * live: 0 of 380"). Kept until the next canary ends.
 */
export const canaryDecisionSchema = z.object({
  remote: z.enum(remoteIds),
  release: releaseIdSchema,
  outcome: z.enum(['aborted', 'promoted']),
  /** One line of printable text: the service wrote it, every reader's status page shows it. */
  reason: z
    .string()
    .min(1)
    .max(300)
    .regex(/^[\x20-\x7e]+$/, 'one line of printable ASCII'),
  automatic: z.boolean(),
  at: z.iso.datetime(),
});
export type CanaryDecision = z.infer<typeof canaryDecisionSchema>;

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
      /** Put live for everyone by the release service once readers' figures hold up. */
      autoPromote: z.boolean().optional(),
    })
    .nullable(),
  decision: canaryDecisionSchema.nullable().optional(),
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

/** How the last canary ended, in one sentence. */
const describeDecision = ({ remote, release, reason, automatic, at }: CanaryDecision) =>
  `The last canary, ${remote} release ${release}, ended ${automatic ? 'automatically' : 'by hand'} at ${at}: ${reason}.`;

/** The running canary in one sentence, or that none runs; then how the last one ended. */
export function describeCanary({ canary, decision }: CanaryStatus, now: Date): string {
  const last = decision ? ` ${describeDecision(decision)}` : '';
  if (canary === null) return `No canary is running.${last}`;
  const auto = canary.autoPromote
    ? ' It goes live for everyone once readers’ figures hold up.'
    : '';
  return `${canary.remote} release ${canary.release} is live for ${canary.share} % of readers, since ${canary.startedAt} (${formatAge(canary.startedAt, now)}).${auto}${last}`;
}
