/**
 * The browser half of an island's server HTML before its code runs: its links are plain anchors, and
 * a click on one would reload the page. Until the island has a React root of its own, the shell's
 * router follows them instead, as the island's own <Link> would.
 */
import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * Follows a plain left click on a same-origin link inside `container` with `navigate` (path, query and
 * hash), while `hasRoot()` says the island has no root yet. Once it has one, its links handle their
 * clicks themselves (and prevent the default, which this then leaves alone). Modified clicks, links
 * that open a new tab or download, and links to other origins keep the browser's behaviour.
 */
export function useLinksFollowRouter(
  container: RefObject<HTMLElement | null>,
  navigate: (to: string) => void,
  hasRoot: () => boolean,
): void {
  // Read at click time: the root appears without the listener being replaced.
  const rootExists = useEffectEvent(hasRoot);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const followLink = (event: MouseEvent) => {
      if (rootExists() || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (
        !(anchor instanceof HTMLAnchorElement) ||
        anchor.target === '_blank' ||
        anchor.hasAttribute('download')
      )
        return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      navigate(url.pathname + url.search + url.hash);
    };
    element.addEventListener('click', followLink);
    return () => element.removeEventListener('click', followLink);
  }, [container, navigate]);
}
