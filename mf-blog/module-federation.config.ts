import type { federation } from '@module-federation/vite';
import { sharedDependencies } from '../shared-ui/src/federation/shared-dependencies';

/** The blog remote: owns every path under /blog. */
export const federationConfig: Parameters<typeof federation>[0] = {
  name: 'mf_blog',
  filename: 'remoteEntry.js',
  exposes: {
    './blog-routes': './src/app/blog-routes.tsx',
  },
  shared: sharedDependencies(),
  manifest: true,
  dts: false,
  dev: { remoteHmr: true },
};
