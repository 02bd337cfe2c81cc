/**
 * The Vite config every app shares (Node, at build time): React, Tailwind, federation, its ports, and
 * what Module Federation needs of a build (es2022 for the runtime's top-level await, a relative base for
 * remotes so one build deploys at any URL, CORS so another origin may load it).
 */
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { federation } from '@module-federation/vite';
import { randomBytes } from 'node:crypto';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { precompressDir } from '../../../scripts/precompress.mjs';
import { scopeRemoteUtilities } from './scope-remote-css.ts';

type ModuleFederationOptions = Parameters<typeof federation>[0];

export type AppConfigOptions = {
  port: number;
  devPort: number;
  /** The app's federation options for a production build or a dev server; none: no federation plugin. */
  federation: (command: 'build' | 'serve') => ModuleFederationOptions | undefined;
  /** Remotes deploy anywhere: their asset URLs are relative to their entry. */
  isRemote: boolean;
};

/**
 * Every build gets an id, stamped into the code (import.meta.env.VITE_BUILD_ID) and written to
 * dist/build-id.txt, so prerendered HTML can name the build it belongs to.
 */
function buildIdPlugin(buildId: string): Plugin {
  return {
    name: 'tla-build-id',
    config: () => ({ define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) } }),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'build-id.txt', source: `${buildId}\n` });
    },
  };
}

/** After a production build, write .br and .gz beside every servable file. */
function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'tla-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      precompressDir(outDir);
    },
  };
}

export function defineAppConfig({
  port,
  devPort,
  federation: federationOptions,
  isRemote,
}: AppConfigOptions) {
  const buildId =
    process.env.VITE_BUILD_ID ?? `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
  return defineConfig(({ command }): UserConfig => {
    const federationPluginOptions = federationOptions(command);
    return {
      base: isRemote && command === 'build' ? './' : '/',
      plugins: [
        react(),
        tailwindcss(),
        ...(federationPluginOptions ? [federation(federationPluginOptions)] : []),
        buildIdPlugin(buildId),
        precompressPlugin(),
      ],
      server: {
        port: devPort,
        strictPort: true,
        origin: `http://localhost:${devPort}`,
        cors: true,
      },
      preview: { port, strictPort: true, cors: true },
      css:
        isRemote && federationPluginOptions
          ? { postcss: { plugins: [scopeRemoteUtilities(federationPluginOptions.name)] } }
          : undefined,
      // A remote's Vite manifest maps its lazily loaded pages to their chunks, for the prerender to preload.
      build: { target: 'es2022', sourcemap: false, manifest: isRemote },
    };
  });
}
