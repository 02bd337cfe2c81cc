/**
 * The browser half of a deferred island (see RemoteIsland's `deferred`): the island's code is wanted
 * once the reader scrolls near its HTML or reaches for it (pointer, touch, focus), not before.
 */
import { useEffect, useState, type RefObject } from 'react';

/** How far ahead of the viewport an island's code starts loading, so it is there when the reader is. */
const NEAR_MARGIN = '600px 0px';

/** The events that say the reader reaches for the island before it is near enough to load. */
const READER_CUES = ['pointerover', 'touchstart', 'focusin'] as const;

/**
 * The first descendants that have a box. The island's container (and the remote's scope wrapper
 * inside it) is `display: contents`, with no box to intersect, so the observer watches these instead.
 */
function elementsWithBoxes(parent: Element): Element[] {
  return [...parent.children].flatMap((child) =>
    getComputedStyle(child).display === 'contents' ? elementsWithBoxes(child) : [child],
  );
}

/**
 * Whether the island in `container` is wanted: at once when `initiallyWanted`, else from when the
 * reader comes within 600px of its boxes or points at, touches or focuses inside it. Without
 * IntersectionObserver it is wanted at once.
 */
export function useWantedWhenNear(
  container: RefObject<HTMLElement | null>,
  initiallyWanted: boolean,
): boolean {
  const [wanted, setWanted] = useState(initiallyWanted);
  useEffect(() => {
    const element = container.current;
    if (wanted || !element) return;
    const want = () => setWanted(true);
    if (typeof IntersectionObserver === 'undefined') return want();
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && want(),
      { rootMargin: NEAR_MARGIN },
    );
    for (const box of elementsWithBoxes(element)) observer.observe(box);
    for (const cue of READER_CUES) element.addEventListener(cue, want, { passive: true });
    return () => {
      observer.disconnect();
      for (const cue of READER_CUES) element.removeEventListener(cue, want);
    };
  }, [container, wanted]);
  return wanted;
}
