/**
 * The life of a remote's island as data: the phase it is in and what each event leads to, with the
 * one-off effects a transition asks for. No DOM, no React: island-controller.ts runs the effects, and
 * keeps running what a phase needs (a strategy waiting for the reader, a load, a root).
 */
import { LISTED_RELEASE } from '@tla/platform/contracts/page-protocol';
import type { IslandHtml } from '@tla/platform/runtime/page-code';

export type IslandPhase =
  /** Its HTML is on the page; its code waits for the reader to come near (a strategy decides). */
  | 'waiting'
  /** Its code is on its way. */
  | 'loading'
  /** A root hydrates the prerendered HTML, until the page inside it has mounted. */
  | 'hydrating'
  /** A root renders afresh (no HTML of the same build to keep), until the page inside it has mounted. */
  | 'rendering'
  /** Mounted and interactive: from here on it renders along with the shell. */
  | 'ready'
  /** Its code, or a page's chunk, failed to load: a retry may bring it. */
  | 'unavailable'
  /** Its code loaded but crashed while rendering: loading it again would crash again. */
  | 'crashed';

/** What stands for the section until its code renders: the HTML the page came with, or one fetched ahead. */
export type StandInHtml =
  { kind: 'prerendered'; fragment: IslandHtml } | { kind: 'fetched'; html: string };

export type IslandState = {
  phase: IslandPhase;
  /** Which try at its code: 0, then one more for each retry. */
  attempt: number;
  /** Dropped once the section has failed: what it showed may be what broke. */
  standIn: StandInHtml | undefined;
};

export type IslandEvent =
  /** The reader came near, or reached for it. */
  | { type: 'wanted' }
  /**
   * Its code, of build `buildId`; `listedRelease`: the build /remotes.json names for its remote, whose
   * HTML a composed page holds.
   */
  | { type: 'arrived'; buildId: string | undefined; listedRelease?: string }
  | { type: 'load-failed'; error: unknown }
  /** The page inside the root has mounted (its lazily loaded code included). */
  | { type: 'mounted' }
  /** The root reported an error it could not recover from, after the code had loaded. */
  | { type: 'broke'; error: unknown; failedToLoad: boolean }
  | { type: 'retry' };

export type IslandEffect =
  | { type: 'mount'; hydrate: boolean }
  | { type: 'mark-ready' }
  | { type: 'report'; what: 'failed to load' | 'crashed'; error: unknown };

export type Transition = { state: IslandState; effects: IslandEffect[] };

/**
 * Where an island starts: with prerendered HTML it may wait for the reader (`deferred`); otherwise
 * its code is wanted at once.
 */
export function openingState(standIn: StandInHtml | undefined, deferred: boolean): IslandState {
  const waits = deferred && standIn?.kind === 'prerendered';
  return { phase: waits ? 'waiting' : 'loading', attempt: 0, standIn };
}

/**
 * Only HTML the same build rendered can be hydrated; anything else is rendered afresh. A composed
 * page's island names no build (LISTED_RELEASE): its HTML is that of the build /remotes.json names.
 */
function hydratable(
  standIn: StandInHtml | undefined,
  { buildId, listedRelease }: { buildId: string | undefined; listedRelease?: string },
): boolean {
  if (standIn?.kind !== 'prerendered' || buildId === undefined) return false;
  const rendered =
    standIn.fragment.buildId === LISTED_RELEASE ? listedRelease : standIn.fragment.buildId;
  return buildId === rendered;
}

const hasRoot = (phase: IslandPhase) =>
  phase === 'hydrating' || phase === 'rendering' || phase === 'ready';

/** The next state and its effects; an event a phase does not expect leaves the state as it is. */
export function transition(state: IslandState, event: IslandEvent): Transition {
  const stay: Transition = { state, effects: [] };
  switch (event.type) {
    case 'wanted':
      return state.phase === 'waiting'
        ? { state: { ...state, phase: 'loading' }, effects: [] }
        : stay;
    case 'arrived': {
      if (state.phase !== 'loading') return stay;
      const hydrate = hydratable(state.standIn, event);
      return {
        state: { ...state, phase: hydrate ? 'hydrating' : 'rendering' },
        effects: [{ type: 'mount', hydrate }],
      };
    }
    case 'load-failed':
      if (state.phase !== 'loading') return stay;
      return {
        state: { ...state, phase: 'unavailable', standIn: undefined },
        effects: [{ type: 'report', what: 'failed to load', error: event.error }],
      };
    case 'mounted':
      if (state.phase !== 'hydrating' && state.phase !== 'rendering') return stay;
      return { state: { ...state, phase: 'ready' }, effects: [{ type: 'mark-ready' }] };
    case 'broke':
      if (!hasRoot(state.phase)) return stay;
      return {
        state: {
          ...state,
          phase: event.failedToLoad ? 'unavailable' : 'crashed',
          standIn: undefined,
        },
        effects: [
          {
            type: 'report',
            what: event.failedToLoad ? 'failed to load' : 'crashed',
            error: event.error,
          },
        ],
      };
    case 'retry':
      // A crash shows Retry too where the section offers nothing else (a home-page widget).
      if (state.phase !== 'unavailable' && state.phase !== 'crashed') return stay;
      return { state: { ...state, phase: 'loading', attempt: state.attempt + 1 }, effects: [] };
  }
}
