import type { federation } from '@module-federation/vite';
import { sharedDependencies } from '@tla/platform/build/shared-dependencies';
import { federationName } from '@tla/platform/deploy/remotes-file';

/** The learning remote: owns /tutorials/*, /resources/* and /glossary. */
export function federationConfig(command: 'build' | 'serve'): Parameters<typeof federation>[0] {
  return {
    name: federationName('learn'),
    filename: 'remoteEntry.js',
    exposes: {
      './tutorials-routes': './src/app/tutorials-routes.tsx',
      './home-tutorials': './src/app/home-tutorials.tsx',
      './resources-routes': './src/app/resources-routes.tsx',
      './glossary-page': './src/app/glossary-page.tsx',
      './home-resources': './src/app/home-resources.tsx',
    },
    shared: sharedDependencies('remote', command),
    manifest: true,
    dts: false,
    dev: { remoteHmr: true },
    // In production the shell provides the federation runtime; a dev server carries its own.
    ...(command === 'build' ? { experiments: { externalRuntime: true } } : {}),
  };
}
