import type { federation } from '@module-federation/vite';
import { sharedDependencies } from '../shared-ui/src/federation/shared-dependencies.ts';

/**
 * The shell is the host. It declares no remotes at build time: their URLs come from /remotes.json at
 * run time (src/features/remotes), so a remote moves or rolls back without a shell build. In production
 * it bundles its singletons eagerly and provides the federation runtime to the remotes, which then
 * carry neither (see shared-dependencies.ts). Remotes are registered by their remoteEntry.js, never by
 * manifest, so the production runtime leaves out the snapshot plugin (manifest remotes, preload hints,
 * devtools): 1.3 KiB less for every reader. Dev keeps it for hot reload.
 */
export function federationConfig(command: 'build' | 'serve'): Parameters<typeof federation>[0] {
  return {
    name: 'shell',
    filename: 'remoteEntry.js',
    remotes: {},
    exposes: {},
    shared: sharedDependencies('host', command),
    shareStrategy: 'loaded-first',
    dts: false,
    dev: { remoteHmr: true },
    ...(command === 'build' ? { experiments: { provideExternalRuntime: true }, disableSnapshot: true } : {}),
  };
}
