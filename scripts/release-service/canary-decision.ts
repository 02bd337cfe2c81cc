/**
 * What the release service does with a running canary, from the figures readers' browsers sent for
 * it and for the live release of the same remote, under the deployment's policy (`canary` in its
 * description): wait for enough page views, abort it when its share of page views with an error
 * exceeds the live release's by more than the margin, promote it when asked to and it holds the
 * margin with its p75 LCP and INP within the ratio of the live release's, else keep it running.
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
  const vitals = WEIGHED_VITALS.flatMap((name) => {
    const ours = canary.vitals[name]?.p75;
    const theirs = live.vitals[name]?.p75;
    // A vital measured on one side only cannot be compared; the other one still is.
    if (ours === undefined || theirs === undefined) return [];
    return [
      {
        over: ours > theirs * policy.vitalsRatio,
        told: `p75 ${name} ${formatVital(name, ours)} (live ${formatVital(name, theirs)})`,
      },
    ];
  });
  const over = vitals.filter((vital) => vital.over);
  if (over.length > 0) {
    return {
      kind: 'hold',
      reason: `holding: ${over.map((vital) => vital.told).join(', ')} over ${policy.vitalsRatio} times the live release's in ${remote}`,
    };
  }
  const measured = vitals.length > 0 ? `; ${vitals.map((vital) => vital.told).join(', ')}` : '';
  return { kind: 'promote', reason: `promoted: ${errors}${measured}` };
}
