import type { LoadStrategy } from './load-strategy';

/** How far ahead of the viewport an island's code starts loading, so it is there when the reader is. */
const NEAR_MARGIN = '600px 0px';

/**
 * The first descendants that have a box. The island's element (and the remote's scope wrapper inside
 * it) is `display: contents`, with no box to intersect, so the observer watches these instead.
 */
function elementsWithBoxes(parent: Element): Element[] {
  return [...parent.children].flatMap((child) =>
    getComputedStyle(child).display === 'contents' ? elementsWithBoxes(child) : [child],
  );
}

/**
 * Loads once the reader scrolls within 600px of the island's boxes. Without IntersectionObserver
 * there is no telling: it loads at once.
 */
export const loadWhenVisible: LoadStrategy = (element, load) => {
  if (typeof IntersectionObserver === 'undefined') {
    load();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) load();
    },
    { rootMargin: NEAR_MARGIN },
  );
  for (const box of elementsWithBoxes(element)) observer.observe(box);
  return () => observer.disconnect();
};
