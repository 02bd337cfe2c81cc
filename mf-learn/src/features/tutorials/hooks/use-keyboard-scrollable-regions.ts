import { useEffect, type RefObject } from 'react';

/** The table wrappers the shared Markdown renders (its code blocks are focusable already). */
const tableWrappers = 'div.overflow-x-auto';

/**
 * Lets keyboard users scroll wide tables (WCAG 2.1.1; axe `scrollable-region-focusable`): a wrapper
 * that actually overflows becomes a tab stop, re-checked when the window resizes. Touches only the
 * attributes it adds itself. A stop-gap until shared-ui's table wrapper is focusable like its code
 * blocks. Runs in an effect only, so the server HTML and the hydration render are untouched.
 */
export function useKeyboardScrollableRegions(container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const added = new Set<HTMLElement>();
    const update = () => {
      for (const box of root.querySelectorAll<HTMLElement>(tableWrappers)) {
        const scrolls = box.scrollWidth > box.clientWidth;
        if (scrolls && !box.hasAttribute('tabindex')) {
          box.tabIndex = 0;
          box.setAttribute('role', 'region');
          box.setAttribute('aria-label', 'Table (scrolls sideways)');
          added.add(box);
        } else if (!scrolls && added.has(box)) {
          for (const name of ['tabindex', 'role', 'aria-label']) box.removeAttribute(name);
          added.delete(box);
        }
      }
    };
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [container]);
}
