import { loadEnv, type ViteDevServer } from 'vite';
import { createSiteConfig } from '@tla/federated/site-config';
import { devServerUrls } from '@tla/platform/deploy/deployment';
import { remotesFile } from '@tla/platform/deploy/remotes-file';
import { defineAppConfig } from '@tla/platform/build/vite-app-config';
import { OUTBOUND_SOURCES_FILE } from '@tla/platform/deploy/http-policy';
import { outboundSources } from './src/config/outbound-sources';
import { federationConfig, productionFederationDefines } from './module-federation.config.ts';

const config = defineAppConfig({
  app: 'shell',
  federation: federationConfig,
  publish: {
    // What the web servers' Content-Security-Policy must allow besides the apps (ads, videos).
    [OUTBOUND_SOURCES_FILE]: () =>
      outboundSources(createSiteConfig(loadEnv('production', import.meta.dirname, 'VITE_'))),
  },
});

export default (env: Parameters<typeof config>[0]) => {
  const resolved = config(env);
  if (env.command === 'build') {
    return { ...resolved, define: { ...resolved.define, ...productionFederationDefines() } };
  }
  // The dev server: remotes.json names the remotes' dev servers, and the blog's dev server answers
  // the JSON it publishes (GET /api/categories), as compose does for a deployment.
  return {
    ...resolved,
    plugins: [
      ...(resolved.plugins ?? []),
      {
        name: 'tla-dev-remotes',
        configureServer(server: ViteDevServer) {
          server.middlewares.use('/remotes.json', (_req, res) => {
            res.setHeader('Content-Type', 'application/json; charset=utf-8');
            res.setHeader('Cache-Control', 'no-cache');
            res.end(JSON.stringify(remotesFile(devServerUrls)));
          });
        },
      },
    ],
    server: {
      ...resolved.server,
      proxy: {
        '/api/': {
          target: devServerUrls.blog,
          rewrite: (path: string) => `${path.split('?')[0]}.json`,
        },
      },
    },
  };
};
