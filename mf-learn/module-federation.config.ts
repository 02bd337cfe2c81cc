import type { federation } from '@module-federation/vite';
import { sharedDependencies } from '../shared-ui/src/federation/shared-dependencies';

/** The learning remote: owns /tutorials/*, /resources/* and /glossary. */
export const federationConfig: Parameters<typeof federation>[0] = {
  name: 'mf_learn',
  filename: 'remoteEntry.js',
  exposes: {
    './tutorials-routes': './src/app/tutorials-routes.tsx',
    './resources-routes': './src/app/resources-routes.tsx',
    './glossary-page': './src/app/glossary-page.tsx',
  },
  shared: sharedDependencies(),
  manifest: true,
  dts: false,
  dev: { remoteHmr: true },
};
