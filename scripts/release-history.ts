/**
 * One deployment's history of a remote (its `history.json`): what went live there and when, and what
 * is known of each kept release. A rollback reads the order to walk back through from it.
 */
import { z } from 'zod';
import { releaseIdSchema } from '@tla/platform/contracts/app-status';
import { deploymentRecordSchema } from './deployment-record';

/** What is known of a kept release: the commit it was built from (when the source was a git work tree). */
const keptReleaseSchema = z.object({
  commit: z
    .string()
    .regex(/^[0-9a-f]{7,40}$/, 'a git commit')
    .optional(),
  keptAt: z.iso.datetime(),
});

/** One switch of what a deployment serves of a remote. */
const switchSchema = z.object({
  id: releaseIdSchema,
  at: z.iso.datetime(),
  /** A release; a rollback; or a build served before any release, recorded by the first release. */
  by: z.enum(['build', 'release', 'rollback']),
});

/**
 * One deployment's history of a remote: everything that went live there, oldest first, rollbacks
 * included (a release rolled back went live all the same, and stays kept).
 */
export const historySchema = z.object({
  deployment: deploymentRecordSchema,
  switches: z.array(switchSchema),
  kept: z.record(releaseIdSchema, keptReleaseSchema),
});
export type History = z.infer<typeof historySchema>;

/**
 * The releases a rollback walks back through, the live one last: each release (or first served
 * build) on top of what was live, each rollback taking the top one off.
 */
export function rollbackOrder(history: Pick<History, 'switches'>): string[] {
  const order: string[] = [];
  for (const { id, by } of history.switches) {
    if (by === 'rollback') {
      order.pop();
      if (order.at(-1) !== id) order.push(id);
    } else order.push(id);
  }
  return order;
}
