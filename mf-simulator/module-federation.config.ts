import type { federation } from '@module-federation/vite';
import { sharedDependencies } from '../shared-ui/src/federation/shared-dependencies';

/** The simulator remote: owns /token-simulator; its charting code never loads on other routes. */
export const federationConfig: Parameters<typeof federation>[0] = {
  name: 'mf_simulator',
  filename: 'remoteEntry.js',
  exposes: {
    './simulator-page': './src/app/simulator-page.tsx',
  },
  shared: sharedDependencies(),
  manifest: true,
  dts: false,
  dev: { remoteHmr: true },
};
