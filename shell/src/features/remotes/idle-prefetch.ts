import { useEffect } from 'react';
import { prefetchCodeForPath } from './remote-registry';

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
 * Once the page has loaded and the browser is idle, fetch (without running) the code of the pages
 * these paths lead to (each remote's entry, section module and page chunks), so a click on one needs
 * no request for code. Hover and focus also run the section's module (prefetch-props.ts); a failed
 * prefetch shows nothing.
 */
export function useIdlePrefetch(paths: readonly string[]): void {
  useEffect(() => {
    if (savesData()) return;
    let idle: number | undefined;
    const prefetch = () => {
      for (const path of paths) prefetchCodeForPath(path);
    };
    const whenIdle = () => {
      idle =
        typeof window.requestIdleCallback === 'function'
          ? window.requestIdleCallback(prefetch, { timeout: IDLE_TIMEOUT_MS })
          : window.setTimeout(prefetch, IDLE_TIMEOUT_MS);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (idle === undefined) return;
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [paths]);
}
