import { configure } from '@testing-library/react';

// jsdom has no layout and no ResizeObserver, which recharts' responsive charts use; a no-op stands in
// (the charts render at size 0: tests read the tables and the charts' accessible names instead).
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopResizeObserver;

// The simulator page is large: skip the per-query visibility check of `*ByRole` (hundreds of
// getComputedStyle calls in jsdom). Tests here never rely on hidden elements being filtered out.
configure({ defaultHidden: true });
