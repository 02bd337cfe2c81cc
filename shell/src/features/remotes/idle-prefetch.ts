import { useEffect } from 'react';
import { prefetchCodeForPath, runCodeForPath } from './remote-registry';

/** How long the browser may stay busy before the prefetch starts anyway. */
const IDLE_TIMEOUT_MS = 5_000;

/** A reader who asked to save data (Save-Data) gets nothing they did not ask for. */
function savesData(): boolean {
  const connection: unknown = Reflect.get(navigator, 'connection');
  return (
    typeof connection === 'object' &&
    connection !== null &&
    Reflect.get(connection, 'saveData') === true
  );
}

/**
 * A device with a mouse (a desktop or laptop, most likely) has time to spare and gives no warning
 * before a click but a hover; a phone's tap comes with a touchstart some 100 ms ahead, and its main
 * thread is better left to the reader.
 */
function runsCodeAhead(): boolean {
  return window.matchMedia?.('(hover: hover) and (pointer: fine)').matches ?? false;
}

/** Calls `task` when the browser is idle (or after IDLE_TIMEOUT_MS); returns a cancel function. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, IDLE_TIMEOUT_MS);
  return () => window.clearTimeout(handle);
}

/**
 * Once the page has loaded and the browser is idle, fetch (without running) the code of the pages
 * these paths lead to (each remote's entry, section module and page chunks), so a click on one needs
 * no request for code. On a device with a mouse, the code is then run too, so a click leaves only the
 * render; elsewhere hover, focus and touch run it (prefetch-props.ts). One page per idle period, each
 * after the last has finished, so no step holds the main thread long. A failed prefetch shows nothing.
 */
export function useIdlePrefetch(paths: readonly string[]): void {
  useEffect(() => {
    if (savesData()) return;
    let cancel: (() => void) | undefined;
    let stopped = false;
    const runNext = (steps: readonly (() => Promise<void>)[]) => {
      const [step, ...rest] = steps;
      if (step === undefined || stopped) return;
      cancel = whenIdle(() => {
        void step()
          .catch(() => undefined)
          .then(() => runNext(rest));
      });
    };
    const start = () =>
      runNext([
        ...paths.map((path) => () => prefetchCodeForPath(path)),
        ...(runsCodeAhead() ? paths.map((path) => () => runCodeForPath(path)) : []),
      ]);
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      stopped = true;
      window.removeEventListener('load', start);
      cancel?.();
    };
  }, [paths]);
}
