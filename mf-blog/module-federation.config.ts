import type { federation } from '@module-federation/vite';
import { sharedDependencies } from '@tla/platform/build/shared-dependencies';
import { federationName } from '@tla/platform/deploy/remotes-file';

/** The blog remote: owns every path under /blog. */
export function federationConfig(command: 'build' | 'serve'): Parameters<typeof federation>[0] {
  return {
    name: federationName('blog'),
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
