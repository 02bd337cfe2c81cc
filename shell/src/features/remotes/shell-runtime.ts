/**
 * The page's remote runtime over Module Federation, with the developer's overrides of this browser.
 * The plain single-page build of the benchmark puts bench/src/spa-remote-registry.ts in its place.
 */
import { moduleFederation } from '@tla/platform/federation/federation-runtime';
import { createRemoteRuntime, type RemoteRuntime } from '@tla/platform/runtime/remote-runtime';
import { overrideStatusOf, readRemoteOverrides, setOverrideStatus } from './remote-overrides';

export function createShellRuntime(): RemoteRuntime {
  return createRemoteRuntime({
    federation: moduleFederation,
    overrides: {
      read: readRemoteOverrides,
      statusOf: overrideStatusOf,
      setStatus: setOverrideStatus,
    },
  });
}
