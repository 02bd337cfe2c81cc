import type { federation } from '@module-federation/vite';
import { sharedDependencies } from '../shared-ui/src/federation/shared-dependencies';

/**
 * The shell is the host. It declares no remotes at build time: their URLs come from /remotes.json at
 * run time (src/features/remotes), so a remote moves or rolls back without a shell build.
 */
export const federationConfig: Parameters<typeof federation>[0] = {
  name: 'shell',
  filename: 'remoteEntry.js',
  remotes: {},
  exposes: {},
  shared: sharedDependencies(),
  dts: false,
  dev: { remoteHmr: true },
};
