import type { Plugin } from 'vite';
import { apiRoutes } from '../scripts/api-routes.mjs';
import { appById, remotesManifest } from '../scripts/apps.mjs';
import { defineAppConfig } from '../shared-ui/src/federation/vite-app-config.ts';
import { federationConfig, productionFederationDefines } from './module-federation.config.ts';

const { port, devPort } = appById('shell');

/** In dev, /remotes.json points at the remotes' dev servers, and the JSON API answers as in production. */
function devEndpoints(): Plugin {
  return {
    name: 'tla-dev-endpoints',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0] ?? '';
        const body =
          path === '/remotes.json'
            ? remotesManifest('devPort')
            : path in apiRoutes
              ? apiRoutes[path as keyof typeof apiRoutes]()
              : undefined;
        if (body === undefined) return next();
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(JSON.stringify(body));
      });
    },
  };
}

const config = defineAppConfig({ port, devPort, federation: federationConfig, isRemote: false });

export default (env: Parameters<typeof config>[0]) => {
  const resolved = config(env);
  return {
    ...resolved,
    define:
      env.command === 'build'
        ? { ...resolved.define, ...productionFederationDefines() }
        : resolved.define,
    plugins: [...(resolved.plugins ?? []), devEndpoints()],
  };
};
