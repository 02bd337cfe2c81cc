import { useEffect } from 'react';
import { whenPageIsIdle } from '../../lib/idle';
import { injectAdScript } from './load-ad-script';

/**
 * Loads the ad network's script when a publisher id is configured, after the page is interactive.
 * Never during render (so prerendered HTML has no ad tag and nothing blocks the first paint); without
 * an id, nothing at all.
 */
export function useAdScript(publisherId: string | undefined): void {
  useEffect(() => {
    if (!publisherId) return;
    return whenPageIsIdle(() => injectAdScript(publisherId));
  }, [publisherId]);
}
