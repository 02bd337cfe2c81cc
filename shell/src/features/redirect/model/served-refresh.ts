import { REDIRECT_TARGET_PARAM } from './resolve-redirect-target';

type LoadingWindow = {
  location: Pick<Location, 'search'>;
  document: Pick<Document, 'readyState' | 'head'>;
  addEventListener: (type: 'load', listener: () => void, options: { once: true }) => void;
  stop: () => void;
};

/**
 * The redirect page is served prerendered without a query, so its <head> holds a refresh to the
 * default target, which the browser counts down from the load event. A reader whose address names a
 * target must never be taken there by it: the page follows, or refuses, that target itself once it
 * runs, and on a slow phone that comes seconds after the load event. So the refresh is cancelled at
 * the load event. Only stopping the document cancels a parsed refresh (removing its <meta> does not),
 * and at the load event nothing is left loading for the stop to cut short.
 *
 * Called once, as the page's code starts (before the load event).
 */
export function cancelServedRefreshForNamedTarget(win: LoadingWindow): void {
  if (!win.document.head.querySelector('meta[http-equiv="refresh"]')) return;
  const named = new URLSearchParams(win.location.search).get(REDIRECT_TARGET_PARAM)?.trim();
  if (!named) return;
  if (win.document.readyState === 'complete') win.stop();
  else win.addEventListener('load', () => win.stop(), { once: true });
}
