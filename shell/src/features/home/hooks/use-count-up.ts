import { useEffect, useState, useSyncExternalStore } from 'react';

export type CountUpOptions = { start: number; target: number; durationMs: number };

/** Fast at first, gentle at the end. */
export function easeOutCubic(progress: number): number {
  return 1 - (1 - progress) ** 3;
}

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function reducedMotionList(): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function' ? window.matchMedia(reducedMotionQuery) : undefined;
}

function subscribeToReducedMotion(onChange: () => void): () => void {
  const list = reducedMotionList();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/**
 * Whether the reader prefers reduced motion; `undefined` while the server renders and while the page
 * hydrates, where the answer is not known yet (the served HTML lets CSS decide, see TokenCounter).
 */
function usePrefersReducedMotion(): boolean | undefined {
  return useSyncExternalStore(
    subscribeToReducedMotion,
    () => reducedMotionList()?.matches ?? false,
    () => undefined,
  );
}

/**
 * The counter's number: `start`, then counting up to `target` over `durationMs` with ease-out, never
 * going down; `target` at once for readers who prefer reduced motion. `undefined` during server render
 * and hydration: the served HTML then carries both numbers and CSS shows the one that fits, so hydration
 * matches it and the animation starts from the number already on screen.
 */
export function useCountUp({ start, target, durationMs }: CountUpOptions): number | undefined {
  const reduced = usePrefersReducedMotion();
  const [animated, setAnimated] = useState(start);

  useEffect(() => {
    if (reduced !== false) return;
    let frame = 0;
    let startedAt: number | undefined;
    const step = (now: number) => {
      startedAt ??= now;
      const progress = Math.min((now - startedAt) / durationMs, 1);
      // Rounded down, so the number shown only ever grows and reaches the target at the very end.
      setAnimated(Math.floor(start + (target - start) * easeOutCubic(progress)));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [reduced, start, target, durationMs]);

  if (reduced === undefined) return undefined;
  return reduced ? target : animated;
}
