/**
 * The page's web vitals, as web-vitals defines them, from the browser's buffered performance
 * entries: TTFB (the navigation's first response byte), LCP (the last largest paint before the first
 * input or hiding), CLS (the largest session window of unexpected layout shifts: gaps under 1 s, at
 * most 5 s long) and INP (the longest interaction, but one in every 50, of those at least 40 ms
 * long). The library costs more bytes than the rest of the page's report together; these four
 * definitions are all the release service reads. Loaded when the page is idle, in the browser.
 */
import type { VitalName } from '@tla/platform/contracts/release-health';

/** A performance entry, as far as the measures read it. */
export type Entry = {
  startTime: number;
  duration: number;
  value?: number;
  hadRecentInput?: boolean;
  interactionId?: number;
  responseStart?: number;
  activationStart?: number;
};

/** Calls `take` with the entries of `type` buffered so far, then with each new batch. */
export type Observe = (type: string, take: (entries: Entry[]) => void) => void;

/** The browser's observer; a type it does not support is measured as never seen. */
const observeInBrowser: Observe = (type, take) => {
  // Event timings shorter than this are not reported (web-vitals' threshold too).
  const init: PerformanceObserverInit & { durationThreshold: number } = {
    type,
    buffered: true,
    durationThreshold: 40,
  };
  try {
    new PerformanceObserver((list) => take(list.getEntries())).observe(init);
  } catch {
    // Not supported here: that vital is not reported.
  }
};

const navigationOf = (entries: Entry[]) => entries[0];

/**
 * Start measuring. `report` is told each vital once it is final: TTFB at once, LCP at the first
 * input or when `final` is called (the page hidden), CLS and INP when `final` is called. `restart`
 * starts a new page view (back from the back/forward cache): its layout shifts and interactions only.
 */
export function measureVitals(
  report: (name: VitalName, value: number) => void,
  {
    observe = observeInBrowser,
    navigation = () => navigationOf(performance.getEntriesByType('navigation')),
  }: { observe?: Observe; navigation?: () => Entry | undefined } = {},
) {
  const started = navigation();
  const activation = started?.activationStart ?? 0;
  const responseStart = started?.responseStart ?? 0;
  if (responseStart > 0) report('TTFB', Math.max(responseStart - activation, 0));

  let lcp: number | undefined;
  let lcpDone = false;
  const lcpFinal = () => {
    if (!lcpDone && lcp !== undefined) report('LCP', lcp);
    lcpDone = true;
  };
  observe('largest-contentful-paint', (entries) => {
    const last = entries.at(-1);
    if (!lcpDone && last) lcp = Math.max(last.startTime - activation, 0);
  });
  for (const type of ['keydown', 'pointerdown'])
    addEventListener(type, lcpFinal, { once: true, capture: true });

  let cls = 0;
  let session = 0;
  let first: Entry | undefined;
  let previous: Entry | undefined;
  observe('layout-shift', (entries) => {
    for (const entry of entries) {
      if (entry.hadRecentInput) continue;
      const joins =
        first !== undefined &&
        previous !== undefined &&
        entry.startTime - previous.startTime < 1000 &&
        entry.startTime - first.startTime < 5000;
      session = joins ? session + (entry.value ?? 0) : (entry.value ?? 0);
      if (!joins) first = entry;
      previous = entry;
      cls = Math.max(cls, session);
    }
  });

  let interactions = new Map<number, number>();
  const interacted = (entries: Entry[]) => {
    for (const { interactionId, duration } of entries) {
      if (interactionId)
        interactions.set(interactionId, Math.max(interactions.get(interactionId) ?? 0, duration));
    }
  };
  observe('event', interacted);
  observe('first-input', interacted);

  return {
    /** The page is hidden: every vital measured so far is final. */
    final() {
      lcpFinal();
      report('CLS', cls);
      const longest = [...interactions.values()].sort((a, b) => b - a);
      const inp = longest[Math.min(longest.length - 1, Math.floor(longest.length / 50))];
      if (inp !== undefined) report('INP', inp);
    },
    restart() {
      lcpDone = true;
      cls = session = 0;
      first = previous = undefined;
      interactions = new Map();
    },
  };
}
