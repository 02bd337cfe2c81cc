/**
 * Runs an island's life (island-machine.ts) against the page: the effects each transition asks for,
 * and, while the island is on the page, what its phase needs running (a strategy while it waits, a
 * load while it loads, a root from then on). React stays outside: remote-island.tsx binds it, and
 * makes the root through `mount`.
 */
import { ISLAND_READY_ATTRIBUTE } from '@tla/platform/contracts/page-protocol';
import { setTrustedInnerHtml, trustedTypesPolicies } from '@tla/shared-ui/lib/trusted-types';
import {
  openingState,
  transition,
  type IslandEffect,
  type IslandEvent,
  type IslandPhase,
  type IslandState,
  type StandInHtml,
} from './island-machine';
import { followLinksWithRouter } from './links-follow-router';
import type { LoadStrategy } from './load-strategy';

/** What the shell's latest render hands the island: `navigate` for its links, the rest for its root. */
export type IslandView = { navigate: (to: string) => void };

/** How a root is made, and what it reports back. */
export type MountOptions = {
  hydrate: boolean;
  onMount: () => void;
  onRecoverableError: (error: unknown) => void;
  onUncaughtError: (error: unknown, failedToLoad: boolean) => void;
};

/** A root with the island's code in it; `unmount` waits for any render in progress to end. */
export type MountedRoot<View> = { render: (view: View) => void; unmount: () => void };

export type IslandOptions<Code extends { buildId?: string }, View extends IslandView> = {
  /** The island's `<remote>/<module>`, and the section's name for readers, in messages. */
  key: string;
  label: string;
  standIn: StandInHtml | undefined;
  deferred: boolean;
  /** Any of them may say a waiting island's code is wanted. */
  strategies: readonly LoadStrategy[];
  load: (attempt: number) => Promise<Code>;
  /**
   * The build /remotes.json names for the island's remote: a composed page holds that build's HTML
   * (contracts/page-protocol.ts, LISTED_RELEASE), which only its code hydrates.
   */
  listedRelease?: () => Promise<string | undefined>;
  mount: (element: HTMLElement, code: Code, view: View, options: MountOptions) => MountedRoot<View>;
  /** The view of the render that made the controller, until `follow` brings a later one. */
  view: View;
  /** Called each time the island comes on the page. */
  onShown?: () => void;
  /** Told once the island's code has arrived, with the build it is of. */
  onArrived?: (buildId: string | undefined) => void;
  /** Told when the island failed to load or crashed (what a reader then sees instead). */
  onReport?: (what: 'failed to load' | 'crashed') => void;
  /**
   * Runs a task once the browser has painted the next frame. Given, a page's HTML fetched ahead is
   * painted before the render that replaces it holds the main thread; without it, the code renders
   * as soon as it has arrived.
   */
  afterPaint?: (task: () => void) => void;
};

export type IslandController<View> = {
  getSnapshot: () => IslandState;
  /**
   * The island is on the page from its first subscriber to its last leaving (React subscribes once
   * the island is committed, and leaves when it unmounts): only then does anything of it run.
   */
  subscribe: (listener: () => void) => () => void;
  /** A ref callback: the element its HTML and root live in; returns the detach. */
  attach: (element: HTMLElement | null) => (() => void) | undefined;
  /** Each render of the shell: once ready, the island renders with it. */
  follow: (view: View) => void;
  retry: () => void;
};

/** One try at the island's code, from its load to its root; cancelled once the island is past it. */
type Try<Code, View> = { cancelled: boolean; code?: Code; root?: MountedRoot<View> };

const tryPhases: readonly IslandPhase[] = ['loading', 'hydrating', 'rendering', 'ready'];

export function createIslandController<Code extends { buildId?: string }, View extends IslandView>(
  options: IslandOptions<Code, View>,
): IslandController<View> {
  let state = openingState(options.standIn, options.deferred);
  const listeners = new Set<() => void>();
  let element: HTMLElement | undefined;
  let view = options.view;
  let stopWatching: (() => void) | undefined;
  let current: Try<Code, View> | undefined;

  function dispatch(event: IslandEvent) {
    const next = transition(state, event);
    if (next.state === state) return;
    state = next.state;
    for (const effect of next.effects) perform(effect);
    keepRunning();
    for (const listener of listeners) listener();
  }

  function perform(effect: IslandEffect) {
    switch (effect.type) {
      case 'mount': {
        const started = current;
        if (!started?.code || !element) return;
        const root = options.mount(element, started.code, view, {
          hydrate: effect.hydrate,
          onMount: () => {
            if (!started.cancelled) dispatch({ type: 'mounted' });
          },
          // An island the reader left while it was still hydrating is unmounted mid-way, which React
          // reports as a recovered error though nothing on screen was wrong: not worth a word.
          onRecoverableError: (error) => {
            if (!started.cancelled) console.error(`Hydration of ${options.key} recovered:`, error);
          },
          onUncaughtError: (error, failedToLoad) => {
            if (!started.cancelled) dispatch({ type: 'broke', error, failedToLoad });
          },
        });
        // The root may have broken while it was being made.
        if (started.cancelled) root.unmount();
        else started.root = root;
        return;
      }
      case 'mark-ready':
        element?.setAttribute(ISLAND_READY_ATTRIBUTE, 'true');
        return;
      case 'report':
        console.warn(`The ${options.label} section ${effect.what}:`, effect.error);
        options.onReport?.(effect.what);
        return;
    }
  }

  /** Starts what the phase needs and stops what it no longer does. */
  function keepRunning() {
    const onPage = listeners.size > 0;
    if (stopWatching && (!onPage || state.phase !== 'waiting')) {
      stopWatching();
      stopWatching = undefined;
    }
    if (current && (!onPage || !tryPhases.includes(state.phase))) {
      current.cancelled = true;
      current.root?.unmount();
      current = undefined;
    }
    if (!onPage || !element) return;
    if (state.phase === 'waiting' && !stopWatching) watch(element);
    else if (state.phase === 'loading' && !current) load(state.attempt);
  }

  function watch(watched: HTMLElement) {
    const stops: (() => void)[] = [];
    const stop = () => stops.splice(0).forEach((each) => each());
    stopWatching = stop;
    for (const strategy of options.strategies) {
      stops.push(strategy(watched, () => dispatch({ type: 'wanted' })));
      // Wanted at once: no other strategy need start.
      if (stopWatching !== stop) {
        stop();
        return;
      }
    }
  }

  function load(attempt: number) {
    const started: Try<Code, View> = { cancelled: false };
    current = started;
    const arrived = (code: Code, listedRelease: string | undefined) => {
      if (started.cancelled) return;
      if (!element) {
        // Off the page for now (hidden while a Suspense boundary above waits): asked for again
        // once it is back.
        current = undefined;
        return;
      }
      started.code = code;
      options.onArrived?.(code.buildId);
      dispatch({ type: 'arrived', buildId: code.buildId, listedRelease });
    };
    // Not knowing which build the page's HTML is of costs a hydration, not the island.
    const listed = options.listedRelease?.().catch(() => undefined);
    Promise.all([options.load(attempt), listed]).then(
      ([code, listedRelease]) => {
        // The reader clicked for this page: its HTML, written as the island came on the page, is
        // what they see first, so it reaches the screen before the render takes the main thread.
        if (state.standIn?.kind === 'fetched' && options.afterPaint)
          options.afterPaint(() => arrived(code, listedRelease));
        else arrived(code, listedRelease);
      },
      (error: unknown) => {
        if (!started.cancelled) dispatch({ type: 'load-failed', error });
      },
    );
  }

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) {
        options.onShown?.();
        keepRunning();
      }
      return () => {
        listeners.delete(listener);
        keepRunning();
      };
    },
    attach(attached) {
      // React calls the detach it was given, never this with null.
      if (!attached) return undefined;
      element = attached;
      // Written before the first paint, while no root owns the children yet.
      if (state.standIn?.kind === 'fetched' && state.phase === 'loading')
        setTrustedInnerHtml(attached, trustedTypesPolicies.islandHtml, state.standIn.html);
      const stopFollowing = followLinksWithRouter(
        attached,
        (to) => view.navigate(to),
        () => current?.root !== undefined,
      );
      keepRunning();
      return () => {
        stopFollowing();
        if (element === attached) element = undefined;
      };
    },
    follow(next) {
      view = next;
      // Not before: an update during hydration would make React throw the server HTML away.
      if (state.phase === 'ready') current?.root?.render(next);
    },
    retry: () => dispatch({ type: 'retry' }),
  };
}
