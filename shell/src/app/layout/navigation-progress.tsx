import { useSyncExternalStore } from 'react';
import { useRemoteRuntime } from '../../features/remotes/remote-runtime-context';

/**
 * A thin bar along the top of the window while a navigation waits for a section's code (the current
 * page stays on screen meanwhile): the reader sees their click was taken.
 */
export function NavigationProgress() {
  const { pending: navigationPending } = useRemoteRuntime().navigation;
  const pending = useSyncExternalStore(
    navigationPending.subscribe,
    navigationPending.isPending,
    () => false,
  );
  if (!pending) return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-primary"
    />
  );
}
