/** How long the browser may stay busy before an idle task runs anyway. */
const IDLE_TIMEOUT_MS = 3_000;

/** The part of `window` the scheduler uses (a test passes a stand-in). */
export type IdleHost = {
  document: { readyState: DocumentReadyState };
  addEventListener: (type: 'load', listener: () => void, options?: AddEventListenerOptions) => void;
  removeEventListener: (type: 'load', listener: () => void) => void;
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Calls `task` when the browser is next idle (or after IDLE_TIMEOUT_MS). Where idle callbacks do not
 * exist (Safari), in the next task. Returns a function that cancels it.
 */
export function whenIdle(task: () => void, win: IdleHost = window): () => void {
  if (typeof win.requestIdleCallback === 'function') {
    const handle = win.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => win.cancelIdleCallback?.(handle);
  }
  const timer = setTimeout(task, 1);
  return () => clearTimeout(timer);
}

/**
 * Runs `task` once the page is interactive: after the load event, then when the browser is idle.
 * Returns a function that cancels it.
 */
export function whenPageIsIdle(task: () => void, win: IdleHost = window): () => void {
  let cancelIdle: (() => void) | undefined;
  const schedule = () => {
    cancelIdle = whenIdle(task, win);
  };
  if (win.document.readyState === 'complete') schedule();
  else win.addEventListener('load', schedule, { once: true });
  return () => {
    win.removeEventListener('load', schedule);
    cancelIdle?.();
  };
}
