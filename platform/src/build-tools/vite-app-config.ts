/**
 * The Vite config every app shares (Node, at build time): React, Tailwind, federation, its dev-server
 * address (from the deployment description), and what Module Federation needs of a build (es2022 for
 * the runtime's top-level await, a relative base for remotes so one build deploys at any URL, CORS so
 * the site's other origins, and only they, may load it).
 */
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { federation } from '@module-federation/vite';
import { checkSiteConfig } from '@tla/federated/site-config-schema';
import { randomBytes } from 'node:crypto';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { appOrigins, currentDeployment, type AppId, type Deployment } from '../deploy/deployment';
import { federationName, REMOTE_ENTRY_FILE } from '../contracts/remote-id';
import {
  exposesOf,
  publishedSection,
  PUBLISHED_SECTION_FILE,
  type ExposedModule,
  type SectionContract,
} from '../contracts/section';
import { ISLANDS_INDEX_FILE, type IslandsIndex } from '../contracts/islands-index';
import { buildIdPlugin } from './build-id-plugin';
import { searchIndexFiles, type SearchIndexMakers } from './search-index-files';
import { sharedDependencies } from './shared-dependencies';
import { providedSharedModulesPlugin, requiredSharedModulesPlugin } from './shared-modules-file';
import { domFreeAliases } from './dom-free-modules';
import { inlineScriptsPlugin, type InlineScript } from './inline-scripts';
import { precompressDir } from './precompress';
import { publishPlugin, type PublishedFile, type PublishedFolder } from './publish-plugin';
import { scopeRemoteUtilities } from './scope-remote-css';

type ModuleFederationOptions = Parameters<typeof federation>[0];

export type AppConfigOptions = {
  app: AppId;
  /** The app's federation options for a production build or a dev server; none: no federation plugin. */
  federation: (command: 'build' | 'serve') => ModuleFederationOptions | undefined;
  /**
   * Files the build publishes beside its code for other apps to read (an API's JSON, say), by their
   * path in dist: written at build, served the same way by the dev server.
   */
  publish?: Record<string, PublishedFile>;
  /** Folders of files it publishes whose names are known once made (a split search index), by folder. */
  publishFolders?: Record<string, PublishedFolder>;
  /**
   * The app's content plugins (markdown compiled at build, say): in its builds, and in the build of its
   * prerender entry, which finds them here (contentPlugins).
   */
  contentPlugins?: Plugin[];
  /** The site paths it serves (the shell's pages, a remote's mounts), published in build.json. */
  routes: readonly string[];
  /** Typed modules its index.html runs inline (before the first paint, say), bundled in at build. */
  inlineScripts?: readonly InlineScript[];
};

/**
 * A remote's dev server prerenders nothing: its index of prerendered pages lists no island, so the
 * shell fetches no page code or fragments ahead. Without it the dev server would answer the index
 * with the app's HTML, which the shell reports as a malformed file on every page. A build's index is
 * the prerender's (prerender-remote.ts).
 */
function devIslandsIndexPlugin(remote: string, buildId: string): Plugin {
  const index: IslandsIndex = { remote, buildId, islands: [] };
  return {
    name: 'tla-dev-islands-index',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(`/${ISLANDS_INDEX_FILE}`, (_req, res) => {
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(JSON.stringify(index));
      });
    },
  };
}

/**
 * The site config (outbound links, ids) comes from the build's VITE_* variables: a build with an
 * invalid one fails, naming it, so the browser can read the config without checking it.
 */
function siteConfigCheckPlugin(): Plugin {
  return {
    name: 'tla-site-config-check',
    configResolved(config) {
      checkSiteConfig(config.env);
    },
  };
}

/**
 * After a production build, write .br and .gz beside every servable file but those whose copies were
 * written already (`precompressed`, paths below the build).
 */
function precompressPlugin(precompressed: ReadonlySet<string>): Plugin {
  let outDir = '';
  return {
    name: 'tla-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      await precompressDir(outDir, precompressed);
    },
  };
}

/**
 * The origins a dev or preview server lets read its files (CORS): the site's own apps, never any site
 * the developer happens to visit (they could read the source). A preview is loaded by the deployment's
 * apps; a dev server by the other dev servers too (the dev shell) and by the deployment's apps (a
 * remote override points the deployed site at it).
 */
export function serverCorsOrigins(deployment: Deployment, server: 'dev' | 'preview'): string[] {
  const devOrigins = Object.values(deployment.devServers).map((url) => new URL(url).origin);
  const origins = appOrigins(deployment);
  return server === 'preview' ? origins : [...new Set([...devOrigins, ...origins])];
}

export function defineAppConfig({
  app,
  federation: federationOptions,
  publish,
  publishFolders,
  contentPlugins = [],
  routes,
  inlineScripts = [],
}: AppConfigOptions) {
  const isRemote = app !== 'shell';
  // The published files the publish plugin compressed while making them.
  const precompressed = new Set<string>();
  const buildId =
    process.env.VITE_BUILD_ID ?? `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
  return defineConfig(({ command }): UserConfig => {
    const federationPluginOptions = federationOptions(command);
    const deployment = currentDeployment();
    const devUrl = new URL(deployment.devServers[app]);
    return {
      base: isRemote && command === 'build' ? './' : '/',
      plugins: [
        // What it shares, for a release to check against the live shell (before any transform: a
        // remote's list is read from its sources).
        app === 'shell'
          ? providedSharedModulesPlugin(buildId)
          : requiredSharedModulesPlugin(federationName(app), buildId),
        ...contentPlugins,
        ...(inlineScripts.length > 0 ? [inlineScriptsPlugin(inlineScripts)] : []),
        react(),
        tailwindcss(),
        ...(federationPluginOptions ? [federation(federationPluginOptions)] : []),
        buildIdPlugin(app, buildId, routes),
        siteConfigCheckPlugin(),
        ...(publish || publishFolders
          ? [publishPlugin(publish ?? {}, publishFolders, precompressed)]
          : []),
        ...(isRemote ? [devIslandsIndexPlugin(federationName(app), buildId)] : []),
        precompressPlugin(precompressed),
      ],
      // What the browser runs must never need a Trusted Types exception (see dom-free-modules.ts).
      resolve: { alias: domFreeAliases() },
      server: {
        port: Number(devUrl.port),
        strictPort: true,
        origin: devUrl.origin,
        cors: { origin: serverCorsOrigins(deployment, 'dev') },
      },
      // The federation plugin decides which shared modules a dev page seeds at start-up while Vite
      // optimizes the dependencies; a start that reuses the optimized cache seeds none, so React DOM
      // reads its own shared copy before it exists and the page stays blank. Optimize on every start.
      optimizeDeps: command === 'serve' && federationPluginOptions ? { force: true } : undefined,
      // `vite preview` serves one build where the deployment in force puts it.
      preview: {
        port: Number(new URL(deployment.apps[app].url).port) || undefined,
        strictPort: true,
        cors: { origin: serverCorsOrigins(deployment, 'preview') },
      },
      css:
        isRemote && federationPluginOptions
          ? { postcss: { plugins: [scopeRemoteUtilities(federationPluginOptions.name)] } }
          : undefined,
      build: {
        target: 'es2022',
        sourcemap: false,
        // The Vite manifest maps lazily loaded pages to their chunks, for the prerender and compose
        // to preload.
        manifest: true,
        // Importing a few icons from lucide-react's index made the bundler load and parse every
        // icon (2,105 modules in the blog's build, of its 2,829), and highlight.js's languages with
        // them: the build's largest native memory and most of its plugins' load calls. With lazy
        // barrels it loads only the re-exports that are used (a side-effect-free index's others
        // cannot change the output).
        rolldownOptions: { experimental: { lazyBarrel: true } },
      },
    };
  });
}

export type RemoteConfigOptions = Pick<AppConfigOptions, 'publish' | 'contentPlugins'> & {
  /** The remote's section contract: its federation name, exposed modules and published routes. */
  section: SectionContract;
  /**
   * The search index of each module whose contract says it has one (`search.index`), made at build
   * from the remote's content and published split, its manifest at `site<searchIndexPath(mount)>`.
   */
  searchIndexes?: SearchIndexMakers;
};

/**
 * A remote's Vite config, all of it derived from its section contract: the federation container
 * (name, exposed modules, shared singletons) and section.json, published for the shell.
 */
export function defineRemoteConfig({
  section,
  publish,
  searchIndexes = {},
  contentPlugins,
}: RemoteConfigOptions) {
  return defineAppConfig({
    app: section.remote,
    contentPlugins,
    routes: Object.values<ExposedModule>(section.modules).map((module) => module.mount),
    federation: (command) => ({
      name: federationName(section.remote),
      filename: REMOTE_ENTRY_FILE,
      exposes: exposesOf(section),
      shared: sharedDependencies('remote', command),
      manifest: true,
      dts: false,
      dev: { remoteHmr: true },
      // In production the shell provides the federation runtime; a dev server carries its own.
      ...(command === 'build' ? { experiments: { externalRuntime: true } } : {}),
    }),
    publish: { ...publish, [PUBLISHED_SECTION_FILE]: () => publishedSection(section) },
    publishFolders: searchIndexFiles(section, searchIndexes),
  });
}
