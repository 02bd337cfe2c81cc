/**
 * The shell as the federation host of a production build. The host exposes nothing, so instead of
 * the federation plugin's generated container (a remoteEntry.js, a bootstrap that awaits it, and the
 * glue around them: about 10 KiB on every page) the shell starts the runtime itself, once, before the
 * first remote loads: it provides its own copies of the shared modules (retired ones are loaded on a
 * remote's first request) and publishes the runtime's core for the remotes, which are built without
 * one (experiments.externalRuntime). A dev server keeps the plugin, which does the same for hot reload.
 */
import * as runtimeCore from '@module-federation/runtime/core';
import { init } from '@module-federation/runtime';
import * as react from 'react';
import * as reactJsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as tailwindMerge from 'tailwind-merge';
import * as slot from '@tla/federated/slot';
import * as query from '@tla/federated/query';
import * as router from '@tla/federated/router';
import * as siteConfig from '@tla/federated/site-config';
import * as toastStore from '@tla/federated/toast-store';
import * as zod from '@tla/federated/zod';
import { z } from '@tla/federated/zod';
import { provideExternalRuntimeCore } from './runtime-internals';

/**
 * What today's remotes ask the host for, which the shell itself runs on every page: provided as they
 * are (the concrete subpaths of react/ and react-dom/ included).
 */
export const providedModules = {
  react,
  'react/jsx-runtime': reactJsxRuntime,
  'react-dom': reactDom,
  'react-dom/client': reactDomClient,
  '@tla/federated/slot': slot,
  '@tla/federated/query': query,
  '@tla/federated/router': router,
  '@tla/federated/site-config': siteConfig,
  '@tla/federated/toast-store': toastStore,
  '@tla/federated/zod': zod,
  'tailwind-merge': tailwindMerge,
};

/**
 * The retired ones (shared-dependencies.ts): only a remote release built when they were shared asks
 * for one, so the shell loads its copy then, and no page of today's remotes downloads it.
 */
export const lazilyProvidedModules = {
  '@tla/federated/primitives': () => import('@tla/federated/primitives'),
};

/**
 * Per key of shared-dependencies.ts, the installed version and the range the apps were built
 * against, stamped in at build time (vite.config.ts).
 */
const sharedVersionsSchema = z.record(
  z.string(),
  z.object({ version: z.string().min(1), requiredVersion: z.string().min(1) }),
);
type SharedVersions = z.infer<typeof sharedVersionsSchema>;

/** A subpath (react/jsx-runtime) is shared under its package's prefix key (react/). */
function versionsOf(shared: SharedVersions, name: string): SharedVersions[string] {
  const versions = shared[name] ?? shared[`${name.split('/')[0]}/`];
  if (!versions) throw new Error(`shared-dependencies.ts does not share ${name}`);
  return versions;
}

let started = false;

export function startFederationHost(): void {
  if (started || import.meta.env.DEV) return;
  started = true;
  const shared = sharedVersionsSchema.parse(
    JSON.parse(String(import.meta.env.VITE_FEDERATION_SHARED)),
  );
  // What a remote built with experiments.externalRuntime runs on (the plugin's provideExternalRuntime).
  provideExternalRuntimeCore(runtimeCore);
  const shareConfig = (name: string) => {
    const { version, requiredVersion } = versionsOf(shared, name);
    return { version, shareConfig: { singleton: true, requiredVersion } };
  };
  init({
    name: 'shell',
    remotes: [],
    shareStrategy: 'loaded-first',
    shared: {
      ...Object.fromEntries(
        Object.entries(providedModules).map(([name, module]) => [
          name,
          { ...shareConfig(name), lib: () => module, loaded: true },
        ]),
      ),
      ...Object.fromEntries(
        Object.entries(lazilyProvidedModules).map(([name, load]) => [
          name,
          { ...shareConfig(name), get: () => load().then((module) => () => module) },
        ]),
      ),
    },
  });
}
