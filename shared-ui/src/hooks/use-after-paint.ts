import { useCallback, useEffect, useMemo, useRef } from 'react';

/**
 * Work that should not hold up the frame answering a tap or a key: an address-bar update, say, whose
 * router navigation re-renders the whole site. `schedule(work, delayMs)` runs `work` once the browser
 * has painted the next frame (a task after the next animation frame), plus `delayMs` if given (a pause
 * in typing); a later call replaces work still waiting, `cancel()` drops it, and unmounting cancels it.
 */
export function useAfterPaint(): { schedule: (work: () => void, delayMs?: number) => void; cancel: () => void } {
  const pending = useRef<{ frame: number; timer?: number } | null>(null);
  const cancel = useCallback(() => {
    if (!pending.current) return;
    cancelAnimationFrame(pending.current.frame);
    window.clearTimeout(pending.current.timer);
    pending.current = null;
  }, []);
  const schedule = useCallback(
    (work: () => void, delayMs = 0) => {
      cancel();
      const entry: { frame: number; timer?: number } = { frame: 0 };
      entry.frame = requestAnimationFrame(() => {
        entry.timer = window.setTimeout(() => {
          if (pending.current === entry) pending.current = null;
          work();
        }, delayMs);
      });
      pending.current = entry;
    },
    [cancel],
  );
  useEffect(() => cancel, [cancel]);
  return useMemo(() => ({ schedule, cancel }), [schedule, cancel]);
}
