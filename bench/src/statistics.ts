// How the bench sums up a few runs of one measurement.

/** The middle value (the upper one of an even count), 0 for none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** The median to the whole number: how the bench prints timings in ms. */
export function roundedMedian(values: readonly number[]): number {
  return Math.round(median(values));
}

/** The spread of a few runs, `min–max`: on a small machine TBT moves a lot from run to run. */
export function spread(values: readonly number[]): string {
  return `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`;
}
