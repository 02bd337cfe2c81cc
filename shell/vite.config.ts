import { loadEnv, type ViteDevServer } from 'vite';
import { checkSiteConfig } from '@tla/federated/site-config-schema';
import { currentDeployment, remoteIds } from '@tla/platform/deploy/deployment';
import { federationName, REMOTES_FILE } from '@tla/platform/contracts/remote-id';
import { remotesFile } from '@tla/platform/deploy/remotes-file';
import { sitePathPrefixes } from '@tla/platform/contracts/section';
import { devSectionsReader } from '@tla/platform/build-tools/dev-sections';
import { defineAppConfig } from '@tla/platform/build-tools/vite-app-config';
import { preloadEntryStages } from '@tla/platform/build-tools/preload-entry-stages';
import { socialCardFiles } from '@tla/platform/build-tools/social-card';
import { OUTBOUND_SOURCES_FILE } from '@tla/platform/deploy/content-security-policy';
import { pageProtocol, PAGE_PROTOCOL_FILE } from '@tla/platform/contracts/page-protocol';
import { shellPagesPlugin } from '@tla/platform/build-tools/shell-pages-file';
import { shellPrerenderPaths } from './src/app/prerender-paths';
import { outboundSources } from './src/config/outbound-sources';
import { shellInlineScripts } from './src/config/inline-scripts';
import { searchIndexFolder } from '@tla/platform/build-tools/search-index-files';
import { SEARCH_MANIFEST_FILE } from '@tla/platform/contracts/search';
import { shellSearchIndex } from './src/app/search-index';
import { shellSocialCards } from './src/app/social-cards';
import { federationConfig, productionFederationDefines } from './module-federation.config.ts';

const config = defineAppConfig({
  app: 'shell',
  federation: federationConfig,
  routes: shellPrerenderPaths,
  inlineScripts: shellInlineScripts,
  publish: {
    // What the web servers' Content-Security-Policy must allow besides the apps (ads, videos).
    [OUTBOUND_SOURCES_FILE]: () =>
      outboundSources(checkSiteConfig(loadEnv('production', import.meta.dirname, 'VITE_'))),
    // Its pages' social cards, served at /og/<page>.png.
    ...socialCardFiles(shellSocialCards()),
    // The page markers its client reads (its start script imports them):
    // compose refuses to write pages for a client that reads others.
    [PAGE_PROTOCOL_FILE]: () => pageProtocol,
  },
  // Its pages' search index, split: its manifest at /search.json, its files in /search/.
  publishFolders: { '': searchIndexFolder(`shell: ${SEARCH_MANIFEST_FILE}`, shellSearchIndex) },
});

/**
 * The routes the remotes' dev servers publish (a remote that is not running has none; one restarting
 * after an edit to its contract keeps its routes while it comes back).
 */
const { devServers } = currentDeployment();
const devSections = devSectionsReader({ urls: devServers });

export default (env: Parameters<typeof config>[0]) => {
  const resolved = config(env);
  if (env.command === 'build') {
    return {
      ...resolved,
      define: { ...resolved.define, ...productionFederationDefines() },
      plugins: [
        ...(resolved.plugins ?? []),
        // main.tsx evaluates its start-up code in stages: all of them are fetched with the entry.
        preloadEntryStages(),
        // Its own pages and the top of its build (pages.json): a remote's release is refused when
        // one of its sections or site files would take one over.
        shellPagesPlugin(shellPrerenderPaths),
      ],
    };
  }
  // The dev server: remotes.json names the remotes' dev servers and the routes they publish, and the
  // blog's dev server answers the JSON it publishes (GET /api/categories), as compose does.
  return {
    ...resolved,
    plugins: [
      ...(resolved.plugins ?? []),
      {
        name: 'tla-dev-remotes',
        configureServer(server: ViteDevServer) {
          // Files a remote publishes for the site (feeds, social cards, search indexes): compose copies
          // them onto the site; here the remote's dev server answers them (at site/<path>).
          server.middlewares.use((req, res, next) => {
            const path = (req.url ?? '').split('?')[0] ?? '';
            if (!/\.(json|xml|png)$/.test(path)) return next();
            devSections()
              .then(async ({ sections }) => {
                const owner = remoteIds.find((id) =>
                  sitePathPrefixes(sections, federationName(id)).some((prefix) =>
                    path.startsWith(prefix),
                  ),
                );
                if (!owner) return next();
                const response = await fetch(new URL(`site${path}`, devServers[owner]));
                if (!response.ok) return next();
                res.setHeader(
                  'Content-Type',
                  response.headers.get('content-type') ?? 'application/octet-stream',
                );
                res.setHeader('Cache-Control', 'no-cache');
                res.end(Buffer.from(await response.arrayBuffer()));
              })
              .catch(() => next());
          });
          server.middlewares.use(`/${REMOTES_FILE}`, (_req, res, next) => {
            devSections().then((table) => {
              res.setHeader('Content-Type', 'application/json; charset=utf-8');
              res.setHeader('Cache-Control', 'no-cache');
              // Every remote already loads from its dev server here: no override origin to allow.
              res.end(JSON.stringify(remotesFile(devServers, table, [])));
            }, next);
          });
        },
      },
    ],
    server: {
      ...resolved.server,
      proxy: {
        '/api/': {
          target: devServers.blog,
          rewrite: (path: string) => `${path.split('?')[0]}.json`,
        },
      },
    },
  };
};
