/**
 * The one list of federated singletons, imported by every app's module-federation.config.ts (Node, at
 * build time). The browser must load one React, one router, one query-client context, one zustand and
 * one copy of each shared-ui module (the toast store, the site config), whichever app loads first.
 */
import { readdirSync } from 'node:fs';
import { dirname, join, parse } from 'node:path';
import { fileURLToPath } from 'node:url';

type SharedEntry = { singleton: true; requiredVersion: string; strictVersion?: boolean };

const here = dirname(fileURLToPath(import.meta.url));

/** Every subpath module of shared-ui that code may import (styles are not modules). */
function sharedUiModules(): string[] {
  const folders = ['components', 'lib', 'hooks', 'config', 'contracts'];
  return folders.flatMap((folder) =>
    readdirSync(join(here, '..', folder))
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => `@tla/shared-ui/${folder}/${parse(file).name}`),
  );
}

const versions = {
  react: '^19.3.1',
  'react-router': '^7.18.5',
  '@tanstack/react-query': '^5.108.0',
  zustand: '^5.1.0',
  sharedUi: '^1.0.0',
};

export function sharedDependencies(): Record<string, SharedEntry> {
  const singleton = (requiredVersion: string): SharedEntry => ({ singleton: true, requiredVersion });
  return {
    react: singleton(versions.react),
    'react/': singleton(versions.react),
    'react-dom': singleton(versions.react),
    'react-dom/': singleton(versions.react),
    'react-router': singleton(versions['react-router']),
    '@tanstack/react-query': singleton(versions['@tanstack/react-query']),
    zustand: singleton(versions.zustand),
    ...Object.fromEntries(sharedUiModules().map((name) => [name, singleton(versions.sharedUi)])),
  };
}
