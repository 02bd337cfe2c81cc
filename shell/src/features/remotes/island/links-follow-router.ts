/**
 * An island's server HTML before its code runs: its links are plain anchors, and a click on one would
 * reload the page. Until the island has a React root of its own, the shell's router follows them
 * instead, as the island's own <Link> would.
 */

/**
 * Follows a plain left click on a same-origin link inside `element` with `navigate` (path, query and
 * hash) while `hasRoot()` is false, asked at the moment of the click. Once the island has a root, its
 * links handle their clicks themselves. Modified clicks, links that open a new tab or download, and
 * links to other origins keep the browser's behaviour. Returns a function that stops following.
 */
export function followLinksWithRouter(
  element: HTMLElement,
  navigate: (to: string) => void,
  hasRoot: () => boolean,
): () => void {
  const followLink = (event: MouseEvent) => {
    if (hasRoot() || event.defaultPrevented || event.button !== 0) return;
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
}
