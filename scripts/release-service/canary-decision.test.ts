import { expect, test } from 'vitest';
import { canaryPolicySchema } from '@tla/platform/deploy/release-variants';
import { decideCanary, type CanaryFigures } from './canary-decision';

const policy = canaryPolicySchema.parse({ errorMargin: 5, minViews: 40, vitalsRatio: 1.2 });
const figures = (
  views: number,
  viewsWithError: number,
  p75: { LCP?: number; INP?: number } = {},
): CanaryFigures => ({
  views,
  viewsWithError,
  vitals: Object.fromEntries(
    Object.entries(p75).map(([name, value]) => [name, { samples: views, p75: value }]),
  ),
});
const decide = (
  canary: CanaryFigures | undefined,
  live: CanaryFigures | undefined,
  autoPromote = false,
) => decideCanary({ remote: 'blog', canary, live, policy, autoPromote });

test('too few page views: the canary waits, however many errors it had', () => {
  expect(decide(figures(39, 39), figures(380, 0), true)).toEqual({
    kind: 'wait',
    reason: 'waiting: 39 of the 40 page views needed in blog (39 with an error)',
  });
  expect(decide(undefined, undefined, true)).toMatchObject({ kind: 'wait' });
});

test('an error share over the live one by more than the margin aborts it, saying why', () => {
  expect(decide(figures(40, 7), figures(380, 0))).toEqual({
    kind: 'abort',
    reason: 'aborted: 7 of 40 page views with an error in blog, live: 0 of 380',
  });
  // Asked to promote, a canary that errs is aborted all the same.
  expect(decide(figures(40, 7), figures(380, 0), true).kind).toBe('abort');
  // No live figures: the canary's own share against none.
  expect(decide(figures(40, 3), undefined).reason).toBe(
    'aborted: 3 of 40 page views with an error in blog, live: 0 of 0',
  );
});

test('within the margin and not asked to promote: it keeps running', () => {
  // 5 % against 3 %: two points, within five.
  expect(decide(figures(40, 2), figures(400, 12))).toEqual({
    kind: 'hold',
    reason:
      'holding: 2 of 40 page views with an error in blog, live: 12 of 400; promote or abort it',
  });
  // Exactly the margin is within it.
  expect(decide(figures(40, 2), figures(400, 0)).kind).toBe('hold');
});

test('asked to promote, within the margin and the vitals ratio: promoted, its figures told', () => {
  expect(
    decide(figures(40, 0, { LCP: 1200, INP: 96 }), figures(380, 0, { LCP: 1000, INP: 80 }), true),
  ).toEqual({
    kind: 'promote',
    reason:
      'promoted: 0 of 40 page views with an error in blog, live: 0 of 380; p75 LCP 1,200 ms (live 1,000 ms), p75 INP 96 ms (live 80 ms)',
  });
  // Neither side measured any: the error shares alone decide.
  expect(decide(figures(40, 0), figures(380, 0), true)).toEqual({
    kind: 'promote',
    reason: 'promoted: 0 of 40 page views with an error in blog, live: 0 of 380',
  });
});

test('asked to promote, a vital the live release has and the canary not yet: it waits for it', () => {
  expect(
    decide(figures(40, 0, { LCP: 1000 }), figures(380, 0, { LCP: 1000, INP: 120 }), true),
  ).toEqual({ kind: 'wait', reason: 'waiting: no p75 INP yet in blog (live 120 ms)' });
  expect(decide(figures(40, 0), figures(380, 0, { LCP: 1000, INP: 120 }), true)).toEqual({
    kind: 'wait',
    reason: 'waiting: no p75 LCP or INP yet in blog (live 1,000 ms and 120 ms)',
  });
  // Once its readers measured it, it is weighed as any.
  expect(
    decide(figures(40, 0, { LCP: 1000, INP: 130 }), figures(380, 0, { LCP: 1000, INP: 120 }), true)
      .kind,
  ).toBe('promote');
  // Not asked to promote: the vitals weigh nothing, it keeps running as before.
  expect(decide(figures(40, 0), figures(380, 0, { INP: 120 })).kind).toBe('hold');
  // A vital over the ratio is told before the one still awaited.
  expect(
    decide(figures(40, 0, { LCP: 5000 }), figures(380, 0, { LCP: 1000, INP: 120 }), true),
  ).toMatchObject({ kind: 'hold', reason: expect.stringMatching(/^holding: p75 LCP 5,000 ms/) });
});

test('waiting for a vital, a canary that errs is aborted all the same', () => {
  expect(decide(figures(40, 7), figures(380, 0, { LCP: 1000, INP: 120 }), true)).toEqual({
    kind: 'abort',
    reason: 'aborted: 7 of 40 page views with an error in blog, live: 0 of 380',
  });
});

test('a vital the canary has and the live release not: no baseline, it does not hold it back', () => {
  expect(
    decide(figures(40, 0, { LCP: 900, INP: 80 }), figures(380, 0, { LCP: 1000 }), true),
  ).toEqual({
    kind: 'promote',
    reason:
      'promoted: 0 of 40 page views with an error in blog, live: 0 of 380; p75 LCP 900 ms (live 1,000 ms), p75 INP 80 ms (no live figure to weigh it against)',
  });
});

test('asked to promote, a p75 LCP or INP over the ratio holds it, naming the vital', () => {
  expect(
    decide(figures(40, 0, { LCP: 1300, INP: 96 }), figures(380, 0, { LCP: 1000, INP: 96 }), true),
  ).toEqual({
    kind: 'hold',
    reason: "holding: p75 LCP 1,300 ms (live 1,000 ms) over 1.2 times the live release's in blog",
  });
  expect(
    decide(figures(40, 0, { LCP: 1000, INP: 200 }), figures(380, 0, { LCP: 1000, INP: 100 }), true)
      .reason,
  ).toMatch(/^holding: p75 INP 200 ms \(live 100 ms\) over/);
});

test('every reason is one line of printable ASCII, as /_status and the log take it', () => {
  for (const verdict of [
    decide(figures(1, 0), undefined),
    decide(figures(40, 7), figures(380, 0)),
    decide(figures(40, 0, { LCP: 12_000 }), figures(380, 0, { LCP: 1000 }), true),
    decide(figures(40, 0, { LCP: 1000 }), figures(380, 0, { LCP: 1000 }), true),
    decide(figures(40, 0), figures(380, 0, { LCP: 1000, INP: 120 }), true),
    decide(figures(40, 0, { INP: 80 }), undefined, true),
  ]) {
    expect(verdict.reason).toMatch(/^[\x20-\x7e]+$/);
  }
});
