import { useEffect } from 'react';
import { whenPageIsIdle } from '../../lib/idle';
import { AD_FREE_PATHS } from '../../config/outbound-sources';
import { hasAdScript, injectAdScript } from './load-ad-script';

/** Whether `pathname` is one of the pages no outside script may run on, or below one. */
export const isAdFreePath = (pathname: string): boolean =>
  AD_FREE_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));

const reloadDocument = () => window.location.reload();

/**
 * Loads the ad network's script when a publisher id is configured, after the page is interactive.
 * Never during render (so prerendered HTML has no ad tag and nothing blocks the first paint); without
 * an id, nothing at all. Never on an ad-free page (the post editor, where a reader's drafts are): a
 * script cannot be unloaded, so a reader who reaches one from a page the script ran on gets it as a
 * fresh document (`leave`), without the script.
 */
export function useAdScript(
  publisherId: string | undefined,
  pathname: string,
  leave: () => void = reloadDocument,
): void {
  const adFree = isAdFreePath(pathname);
  useEffect(() => {
    if (!publisherId) return;
    if (adFree) {
      if (hasAdScript(document)) leave();
      return;
    }
    return whenPageIsIdle(() => injectAdScript(publisherId));
  }, [publisherId, adFree, leave]);
}
