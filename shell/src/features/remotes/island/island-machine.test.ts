// @vitest-environment node
import { expect, test } from 'vitest';
import { LISTED_RELEASE } from '@tla/platform/contracts/page-protocol';
import {
  openingState,
  transition,
  type IslandEvent,
  type IslandPhase,
  type IslandState,
  type StandInHtml,
} from './island-machine';

const prerendered: StandInHtml = {
  kind: 'prerendered',
  fragment: { html: '<h1>Latest posts</h1>', buildId: 'blog-build-1' },
};
const fetched: StandInHtml = { kind: 'fetched', html: '<h1>Latest posts</h1>' };

/** An island in `phase`, on its first try, with the page's HTML or, for `bare`, none. */
const inPhase = (phase: IslandPhase): IslandState => ({ phase, attempt: 0, standIn: prerendered });
const bare = (phase: IslandPhase): IslandState => ({ phase, attempt: 0, standIn: undefined });

test('a deferred island with the page’s HTML waits for the reader; any other wants its code at once', () => {
  expect(openingState(prerendered, true)).toEqual({
    phase: 'waiting',
    attempt: 0,
    standIn: prerendered,
  });
  expect(openingState(prerendered, false).phase).toBe('loading');
  // HTML fetched ahead is for a page the reader clicked: its code is wanted now.
  expect(openingState(fetched, true).phase).toBe('loading');
  expect(openingState(undefined, true)).toEqual({
    phase: 'loading',
    attempt: 0,
    standIn: undefined,
  });
});

test('the reader coming near a waiting island sets its code loading', () => {
  expect(transition(inPhase('waiting'), { type: 'wanted' })).toEqual({
    state: inPhase('loading'),
    effects: [],
  });
});

test('code of the build that rendered the page’s HTML hydrates it', () => {
  expect(transition(inPhase('loading'), { type: 'arrived', buildId: 'blog-build-1' })).toEqual({
    state: inPhase('hydrating'),
    effects: [{ type: 'mount', hydrate: true }],
  });
});

test('a composed page’s HTML is of the build remotes.json lists: only that build’s code hydrates it', () => {
  const composed: StandInHtml = {
    kind: 'prerendered',
    fragment: { html: '<h1>Latest posts</h1>', buildId: LISTED_RELEASE },
  };
  const loading: IslandState = { phase: 'loading', attempt: 0, standIn: composed };
  const arrived = (buildId: string, listedRelease?: string) =>
    transition(loading, { type: 'arrived', buildId, listedRelease }).effects;
  expect(arrived('blog-build-2', 'blog-build-2')).toEqual([{ type: 'mount', hydrate: true }]);
  expect(arrived('blog-build-2', 'blog-build-1')).toEqual([{ type: 'mount', hydrate: false }]);
  expect(arrived('blog-build-2')).toEqual([{ type: 'mount', hydrate: false }]);
});

test('code of another build, of no known build, or over HTML fetched ahead renders afresh', () => {
  const afresh = { type: 'mount', hydrate: false };
  for (const [standIn, buildId] of [
    [prerendered, 'blog-build-2'],
    [prerendered, undefined],
    [fetched, 'blog-build-1'],
    [undefined, 'blog-build-1'],
  ] as const) {
    const loading: IslandState = { phase: 'loading', attempt: 0, standIn };
    expect(transition(loading, { type: 'arrived', buildId })).toEqual({
      state: { ...loading, phase: 'rendering' },
      effects: [afresh],
    });
  }
});

test('code that fails to load leaves the section unavailable, without its HTML, and says so', () => {
  const error = new Error('offline');
  expect(transition(inPhase('loading'), { type: 'load-failed', error })).toEqual({
    state: bare('unavailable'),
    effects: [{ type: 'report', what: 'failed to load', error }],
  });
});

test('a root whose page has mounted is ready, and marked so', () => {
  for (const phase of ['hydrating', 'rendering'] as const) {
    expect(transition(inPhase(phase), { type: 'mounted' })).toEqual({
      state: inPhase('ready'),
      effects: [{ type: 'mark-ready' }],
    });
  }
});

test('a root that breaks: a page’s chunk that failed to load leaves it unavailable, a crash crashed', () => {
  const error = new Error('broke');
  for (const phase of ['hydrating', 'rendering', 'ready'] as const) {
    expect(transition(inPhase(phase), { type: 'broke', error, failedToLoad: true })).toEqual({
      state: bare('unavailable'),
      effects: [{ type: 'report', what: 'failed to load', error }],
    });
    expect(transition(inPhase(phase), { type: 'broke', error, failedToLoad: false })).toEqual({
      state: bare('crashed'),
      effects: [{ type: 'report', what: 'crashed', error }],
    });
  }
});

test('Retry, after a failure or a crash, loads the next attempt, which then renders afresh', () => {
  for (const phase of ['unavailable', 'crashed'] as const) {
    const { state } = transition(bare(phase), { type: 'retry' });
    expect(state).toEqual({ phase: 'loading', attempt: 1, standIn: undefined });
    expect(transition(state, { type: 'arrived', buildId: 'blog-build-1' }).effects).toEqual([
      { type: 'mount', hydrate: false },
    ]);
  }
});

test('an event a phase does not expect leaves the island as it is, with nothing to do', () => {
  const error = new Error('late');
  const expected: Record<IslandEvent['type'], readonly IslandPhase[]> = {
    wanted: ['waiting'],
    arrived: ['loading'],
    'load-failed': ['loading'],
    mounted: ['hydrating', 'rendering'],
    broke: ['hydrating', 'rendering', 'ready'],
    retry: ['unavailable', 'crashed'],
  };
  const events: IslandEvent[] = [
    { type: 'wanted' },
    { type: 'arrived', buildId: 'blog-build-1' },
    { type: 'load-failed', error },
    { type: 'mounted' },
    { type: 'broke', error, failedToLoad: false },
    { type: 'retry' },
  ];
  const phases: IslandPhase[] = [
    'waiting',
    'loading',
    'hydrating',
    'rendering',
    'ready',
    'unavailable',
    'crashed',
  ];
  for (const event of events) {
    for (const phase of phases.filter((each) => !expected[event.type].includes(each))) {
      const state = inPhase(phase);
      expect(transition(state, event), `${event.type} in ${phase}`).toEqual({ state, effects: [] });
      expect(transition(state, event).state).toBe(state);
    }
  }
});
