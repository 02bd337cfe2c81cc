import { lazy, Suspense, useSyncExternalStore } from 'react';
import { overridesEnabled } from './remote-overrides';

// The panel is for developers who opted in; readers never download it.
const RemoteOverridesPanel = lazy(() =>
  import('./remote-overrides-panel').then((module) => ({ default: module.RemoteOverridesPanel })),
);

/** Other tabs turning overrides on or off. */
function subscribeToStorage(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/** Loads the developers' overrides panel in a browser that opted in (never on the server). */
export function RemoteOverridesGate() {
  const enabled = useSyncExternalStore(subscribeToStorage, overridesEnabled, () => false);
  if (!enabled) return null;
  return (
    <Suspense fallback={null}>
      <RemoteOverridesPanel />
    </Suspense>
  );
}
