/**
 * What a navigation to a section's page waits for before it shows: its code, run. Rendering suspends
 * on the wait inside the router's transition, so the current page stays until the next is ready,
 * with no spinner in between; the header shows a progress bar meanwhile.
 */
import type { SectionRoute } from '../contracts/published';
import { markedWhenSettled, settledThenable, type SettledThenable } from './library-internals';

/**
 * How long a navigation keeps the current page on screen while the next section's code arrives;
 * past it, the section shows its own spinner (and, after the load timeout, its message).
 */
export const NAVIGATION_WAIT_MS = 3_000;

type SectionModule = Pick<SectionRoute, 'remote' | 'module'>;

/** Whether section pages are being waited for, as a store `useSyncExternalStore` reads. */
export type PendingNavigations = {
  subscribe: (listener: () => void) => () => void;
  isPending: () => boolean;
};

export type NavigationWaits = ReturnType<typeof createNavigationWaits>;

/**
 * `codeOf` fetches and runs a page's code (of the remote's current release); `ranRecently` says
 * whether it has just done so for that page (its answer about the release still holds).
 */
export function createNavigationWaits(
  codeOf: (section: SectionRoute, path: string) => Promise<void>,
  waitMs = NAVIGATION_WAIT_MS,
  ranRecently: (section: SectionRoute, path: string) => boolean = () => false,
) {
  /**
   * Set once the first page's HTML is in place (hydrated), or before rendering a page that was not
   * prerendered: from then on, a section that renders waits for its code first.
   */
  let siteStarted = false;
  let pendingCount = 0;
  const listeners = new Set<() => void>();
  const waits = new Map<string, SettledThenable>();

  function changePending(change: number): void {
    pendingCount += change;
    // Told after the render that started the wait (a store must not change during a render).
    queueMicrotask(() => {
      for (const listener of listeners) listener();
    });
  }

  const pending: PendingNavigations = {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isPending: () => pendingCount > 0,
  };

  return {
    markSiteStarted: (): void => {
      siteStarted = true;
    },
    pending,
    /**
     * The wait for a section's page: never rejects (a failure is the section's to show), and gives up
     * after `waitMs`. Nothing to wait for on the first page (its HTML is there) or before the site
     * has started.
     */
    codeFor: (section: SectionRoute, path: string): Promise<void> | undefined => {
      const key = `${section.remote}/${section.module}${path}`;
      if (!siteStarted) {
        // Its HTML is there, and its code runs with it: a later render of it (a link to one of its
        // headings changes the location) has nothing to wait for either.
        if (!waits.has(key)) waits.set(key, settledThenable());
        return undefined;
      }
      let wait = waits.get(key);
      // Run moments ago (the pointer's arrival on its link, or idle time): asking again would find
      // the same code and release, a round of promises later, and the render would suspend on it
      // for a task of its own. The page renders in the navigation's first pass instead.
      if (!wait && ranRecently(section, path)) {
        wait = settledThenable();
        waits.set(key, wait);
      }
      if (!wait) {
        changePending(1);
        const code = codeOf(section, path);
        wait = markedWhenSettled(
          Promise.race([code, new Promise<void>((settle) => setTimeout(settle, waitMs))]),
        );
        void wait.then(() => changePending(-1));
        waits.set(key, wait);
      }
      return wait;
    },
    /** A section left: its next visit waits for its code again (and checks the remote's release). */
    forget: (section: SectionModule): void => {
      for (const key of waits.keys()) {
        if (key.startsWith(`${section.remote}/${section.module}/`)) waits.delete(key);
      }
    },
  };
}
