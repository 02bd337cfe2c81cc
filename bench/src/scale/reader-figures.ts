// The arithmetic of what a reader's browser reports on the scaled site: a page's bytes from its
// responses, and the main thread's blocking from its long tasks.
import { roundedMedian, spread } from '../statistics';

/** One response's size on the wire, as the browser reports it (compressed body and headers). */
export type ResponseSize = { responseBodySize: number; responseHeadersSize: number };

/** How many responses a page received and their bytes on the wire, headers included. */
export function transferred(sizes: readonly ResponseSize[]): { requests: number; bytes: number } {
  let bytes = 0;
  for (const size of sizes)
    // A response the browser could not size (a failed or cached one) reports -1: nothing sent.
    bytes += Math.max(0, size.responseBodySize) + Math.max(0, size.responseHeadersSize);
  return { requests: sizes.length, bytes };
}

/** How much `bytes` is above (or below) `baseline`, as a row of a later count says it. */
export function growth(bytes: number, baseline: number): string {
  if (baseline <= 0) return '';
  const percent = ((bytes - baseline) / baseline) * 100;
  return `${percent < 0 ? '−' : '+'}${Math.abs(percent).toFixed(1)} %`;
}

export type LongTask = { start: number; duration: number };

export type Blocking = { totalBlockingMs: number; longestMs: number };

/**
 * The blocking of the long tasks that started from `from` and before `to`: the total beyond 50 ms
 * each (Lighthouse's total blocking time) and the longest task.
 */
export function blockingOf(tasks: readonly LongTask[], from: number, to = Infinity): Blocking {
  let totalBlockingMs = 0;
  let longestMs = 0;
  for (const task of tasks) {
    if (task.start < from || task.start >= to) continue;
    totalBlockingMs += Math.max(0, task.duration - 50);
    longestMs = Math.max(longestMs, task.duration);
  }
  return { totalBlockingMs, longestMs };
}

/** Runs' blocking as a row reads it: the median of each figure, and the runs' spread of the total. */
export function blockingRow(runs: readonly Blocking[]): string {
  const totals = runs.map((run) => run.totalBlockingMs);
  const longest = roundedMedian(runs.map((run) => run.longestMs));
  return `${roundedMedian(totals)} ms blocking, longest task ${longest} ms (median of ${runs.length}; ${spread(totals)} ms)`;
}
