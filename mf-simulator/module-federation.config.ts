import type { federation } from '@module-federation/vite';
import { sharedDependencies } from '@tla/platform/build/shared-dependencies';
import { federationName } from '@tla/platform/deploy/remotes-file';

/** The simulator remote: owns /token-simulator; its charting code never loads on other routes. */
export function federationConfig(command: 'build' | 'serve'): Parameters<typeof federation>[0] {
  return {
    name: federationName('simulator'),
    filename: 'remoteEntry.js',
    exposes: {
      './simulator-page': './src/app/simulator-page.tsx',
    },
    shared: sharedDependencies('remote', command),
    manifest: true,
    dts: false,
    dev: { remoteHmr: true },
    // In production the shell provides the federation runtime; a dev server carries its own.
    ...(command === 'build' ? { experiments: { externalRuntime: true } } : {}),
  };
}
