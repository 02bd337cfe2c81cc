import { useEffect, useRef } from 'react';
import { useNavigate } from '@tla/federated/router';
import type { RedirectTarget } from '../model/resolve-redirect-target';

/**
 * Follows an allowed target: a path through the router at once, an external address after `delayMs`
 * (cancelled if the page goes away first). Runs only when `enabled`, i.e. once the real target is known.
 * Returns a function that cancels a pending external follow (the reader chose Continue).
 */
export function useFollowRedirect(
  target: RedirectTarget,
  { delayMs, enabled }: { delayMs: number; enabled: boolean },
) {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const internalPath = target.kind === 'internal' ? target.path : undefined;
  const externalHref = target.kind === 'external' ? target.href : undefined;

  useEffect(() => {
    if (!enabled || internalPath === undefined) return;
    void navigate(internalPath, { replace: true });
  }, [enabled, internalPath, navigate]);

  useEffect(() => {
    if (!enabled || externalHref === undefined) return;
    timer.current = setTimeout(() => window.location.assign(externalHref), delayMs);
    return () => clearTimeout(timer.current);
  }, [enabled, externalHref, delayMs]);

  return () => clearTimeout(timer.current);
}
