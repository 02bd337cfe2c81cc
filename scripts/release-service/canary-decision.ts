/**
 * What the release service does with a running canary, from the figures readers' browsers sent for
 * it and for the live release of the same remote, under the deployment's policy (`canary` in its
 * description): wait for enough page views, abort it when its share of page views with an error
 * exceeds the live release's by more than the margin, promote it when asked to and it holds the
 * margin with its p75 LCP and INP within the ratio of the live release's (waiting for a vital the
 * live release has and the canary not yet), else keep it running.
 * Each verdict says why in one line, the abort's in the words /_status shows.
 */
import { formatVital, type VitalName } from '@tla/platform/contracts/release-health';
import type { ReleaseHealth } from '@tla/platform/contracts/rum-beacon';
import type { RemoteId } from '@tla/platform/deploy/deployment';
import type { CanaryPolicy } from '@tla/platform/deploy/release-variants';

export type CanaryFigures = Pick<ReleaseHealth, 'views' | 'viewsWithError' | 'vitals'>;

export type CanaryVerdict = {
  kind: 'wait' | 'hold' | 'abort' | 'promote';
  /** One line of printable ASCII. */
  reason: string;
};

export type CanaryCase = {
  remote: RemoteId;
  /** The canary release's figures (none yet: no page view reported). */
  canary: CanaryFigures | undefined;
  /** The live release's figures of the same remote. */
  live: CanaryFigures | undefined;
  policy: CanaryPolicy;
  autoPromote: boolean;
};

/** The vitals a promotion weighs: what readers wait for, and how the page answers them. */
const WEIGHED_VITALS = ['LCP', 'INP'] as const satisfies readonly VitalName[];

const none: CanaryFigures = { views: 0, viewsWithError: 0, vitals: {} };

/** Per cent of page views with an error (none viewed: none). */
const errorShare = ({ views, viewsWithError }: CanaryFigures) =>
  views === 0 ? 0 : (100 * viewsWithError) / views;

export function decideCanary({
  remote,
  canary = none,
  live = none,
  policy,
  autoPromote,
}: CanaryCase): CanaryVerdict {
  const errors = `${canary.viewsWithError} of ${canary.views} page views with an error in ${remote}, live: ${live.viewsWithError} of ${live.views}`;
  if (canary.views < policy.minViews) {
    return {
      kind: 'wait',
      reason: `waiting: ${canary.views} of the ${policy.minViews} page views needed in ${remote} (${canary.viewsWithError} with an error)`,
    };
  }
  if (errorShare(canary) - errorShare(live) > policy.errorMargin) {
    return { kind: 'abort', reason: `aborted: ${errors}` };
  }
  if (!autoPromote) return { kind: 'hold', reason: `holding: ${errors}; promote or abort it` };
  const compared: { over: boolean; told: string }[] = [];
  const awaited: { name: VitalName; live: string }[] = [];
  const unmatched: string[] = [];
  for (const name of WEIGHED_VITALS) {
    const ours = canary.vitals[name]?.p75;
    const theirs = live.vitals[name]?.p75;
    if (ours !== undefined && theirs !== undefined) {
      compared.push({
        over: ours > theirs * policy.vitalsRatio,
        told: `p75 ${name} ${formatVital(name, ours)} (live ${formatVital(name, theirs)})`,
      });
    } else if (theirs !== undefined) {
      awaited.push({ name, live: formatVital(name, theirs) });
    } else if (ours !== undefined) {
      unmatched.push(`p75 ${name} ${formatVital(name, ours)} (no live figure to weigh it against)`);
    }
  }
  const over = compared.filter((vital) => vital.over);
  if (over.length > 0) {
    return {
      kind: 'hold',
      reason: `holding: ${over.map((vital) => vital.told).join(', ')} over ${policy.vitalsRatio} times the live release's in ${remote}`,
    };
  }
  // The live release's readers measured it and the canary's have not yet (no interaction, for INP):
  // promoted now, a canary slower than the ratio allows would go live unweighed.
  if (awaited.length > 0) {
    return {
      kind: 'wait',
      reason: `waiting: no p75 ${awaited.map((vital) => vital.name).join(' or ')} yet in ${remote} (live ${awaited.map((vital) => vital.live).join(' and ')})`,
    };
  }
  // Measured on the canary's side only: nothing to weigh it against, so it holds nothing back.
  const measured = [...compared.map((vital) => vital.told), ...unmatched];
  const told = measured.length > 0 ? `; ${measured.join(', ')}` : '';
  return { kind: 'promote', reason: `promoted: ${errors}${told}` };
}
