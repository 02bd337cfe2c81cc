import { vi } from 'vitest';
import type * as registry from '../features/remotes/remote-registry';

/**
 * A stand-in for the federated seam (remote-registry.ts) in tests that render the frame: remotes never
 * load unless a test says otherwise, and navigations have nothing to wait for.
 * Use: `vi.mock('…/remote-registry', async () => (await import('…/test/registry-double')).registryDouble())`.
 */
export function registryDouble() {
  return {
    loadRemoteComponent: vi.fn<typeof registry.loadRemoteComponent>(() => new Promise(() => {})),
    arrivedRemoteComponent: vi.fn<typeof registry.arrivedRemoteComponent>(() => undefined),
    preloadRemoteForPath: vi.fn<typeof registry.preloadRemoteForPath>(),
    prefetchCodeForPath: vi.fn<typeof registry.prefetchCodeForPath>(() => Promise.resolve()),
    runCodeForPath: vi.fn<typeof registry.runCodeForPath>(() => Promise.resolve()),
    currentSectionTable: () => [],
    loadReaderSearchIndex: vi.fn<typeof registry.loadReaderSearchIndex>(),
    markSiteStarted: vi.fn<typeof registry.markSiteStarted>(),
    forgetNavigationWaits: vi.fn<typeof registry.forgetNavigationWaits>(),
    sectionCodeForNavigation: vi.fn<typeof registry.sectionCodeForNavigation>(() => undefined),
    navigationPending: { subscribe: () => () => {}, isPending: () => false },
  } satisfies Partial<typeof registry>;
}
