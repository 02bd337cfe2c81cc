import type { federation } from '@module-federation/vite';
import { sharedDependencies } from '../shared-ui/src/federation/shared-dependencies.ts';

/** The blog remote: owns every path under /blog. */
export function federationConfig(command: 'build' | 'serve'): Parameters<typeof federation>[0] {
  return {
    name: 'mf_blog',
    filename: 'remoteEntry.js',
    exposes: {
      './blog-routes': './src/app/blog-routes.tsx',
      './latest-posts': './src/app/latest-posts.tsx',
    },
    shared: sharedDependencies('remote', command),
    manifest: true,
    dts: false,
    dev: { remoteHmr: true },
    // In production the shell provides the federation runtime; a dev server carries its own.
    ...(command === 'build' ? { experiments: { externalRuntime: true } } : {}),
  };
}
