import { useEffect, useState } from 'react';

export type CountUpOptions = { start: number; target: number; durationMs: number };

/** Fast at first, gentle at the end. */
export function easeOutCubic(progress: number): number {
  return 1 - (1 - progress) ** 3;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Counts from `start` up to `target`. The first render (and so the prerendered HTML and readers without
 * JavaScript) shows the target; the animation starts after mount, and never for readers who prefer
 * reduced motion.
 */
export function useCountUp({ start, target, durationMs }: CountUpOptions): number {
  const [value, setValue] = useState(target);

  useEffect(() => {
    if (prefersReducedMotion()) return;
    let frame = 0;
    let startedAt: number | undefined;
    const step = (now: number) => {
      startedAt ??= now;
      const progress = Math.min((now - startedAt) / durationMs, 1);
      setValue(Math.round(start + (target - start) * easeOutCubic(progress)));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [start, target, durationMs]);

  return value;
}
