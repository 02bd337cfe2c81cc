/**
 * Puts `search` (`?q=…`, or '' for none) in the browser's address bar at once, in the current history
 * entry, without a router navigation: the entry keeps its state (the router's key and index), so the
 * back button and scroll restoration find the entry they know. For a filter whose router navigation
 * follows later (after the frame that shows the choice, or once typing pauses): a reload, a bookmark
 * or a copied address meanwhile already has what the reader chose. Only when the router's path is the
 * address bar's: a memory router has an address of its own.
 */
export function showSearchInAddressBar(routerPathname: string, search: string): void {
  if (typeof window === 'undefined' || window.location.pathname !== routerPathname) return;
  const url = new URL(window.location.href);
  url.search = search;
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
}
