import { useEffect, useState } from 'react';

/** A heading counts as the current section once it has scrolled above this share of the viewport. */
const ACTIVATION_LINE = 0.3;

/**
 * The id of the section being read: the last of `ids` whose heading is above the activation line.
 * An IntersectionObserver wakes the check only when a heading crosses that line or the viewport's top,
 * so scrolling costs nothing in between. Runs only in the browser (inside an effect).
 */
export function useActiveHeading(ids: readonly string[]): string | undefined {
  const [activeId, setActiveId] = useState<string>();
  const idsKey = ids.join('\n');

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const headings = idsKey
      .split('\n')
      .map((id) => document.getElementById(id))
      .filter((element): element is HTMLElement => element !== null);
    if (headings.length === 0) return;

    const update = () => {
      const line = window.innerHeight * ACTIVATION_LINE;
      let current: string | undefined;
      for (const heading of headings) {
        if (heading.getBoundingClientRect().top <= line) current = heading.id;
        else break;
      }
      setActiveId(current ?? headings[0]?.id);
    };

    const observer = new IntersectionObserver(update, {
      rootMargin: `0px 0px -${(1 - ACTIVATION_LINE) * 100}% 0px`,
    });
    for (const heading of headings) observer.observe(heading);
    return () => observer.disconnect();
  }, [idsKey]);

  return activeId;
}
