/**
 * The one list of federated singletons, imported by every app's module-federation.config.ts (Node, at
 * build time). Only what must exist once is shared, since every shared module ships whole:
 * - react, react-dom, react-router, TanStack Query: one renderer, and context objects that the shell
 *   and the remotes' islands must have in common (router, query client);
 * - three shared-ui modules that hold state or context: the toast store (a toast raised in a remote
 *   shows in the shell's viewport), the site config (the shell's build-time values win), and the
 *   tooltip provider (the shell's islands provide it to remote tooltips).
 * Everything else in shared-ui is stateless and bundled, tree-shaken, by whoever uses it; zustand is
 * bundled inside the toast store (the store is the singleton, not the library). Inside shared-ui these
 * three are imported by package name, never by relative path, so federation always intercepts them.
 *
 * Production builds: the host bundles its singletons eagerly (no extra round trips at start-up) and
 * the remotes carry no fallback copies (`import: false`): the host always provides them. A remote's
 * dev server keeps its own copies, so it still runs alone for its team.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

type SharedEntry = {
  singleton: true;
  requiredVersion: string;
  eager?: boolean;
  import?: false;
};

const here = dirname(fileURLToPath(import.meta.url));
const rootPackage = JSON.parse(readFileSync(join(here, '..', '..', '..', 'shell', 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

function versionOf(name: string): string {
  const range = rootPackage.dependencies[name];
  if (!range) throw new Error(`shell/package.json does not depend on ${name}`);
  return range;
}

export const sharedSingletons = {
  react: versionOf('react'),
  'react/': versionOf('react'),
  'react-dom': versionOf('react-dom'),
  'react-dom/': versionOf('react-dom'),
  'react-router': versionOf('react-router'),
  '@tanstack/react-query': versionOf('@tanstack/react-query'),
  '@tla/shared-ui/lib/toast-store': '^1.0.0',
  '@tla/shared-ui/config/site': '^1.0.0',
  '@tla/shared-ui/components/tooltip': '^1.0.0',
} as const;

export type FederationRole = 'host' | 'remote';

export function sharedDependencies(role: FederationRole, command: 'build' | 'serve'): Record<string, SharedEntry> {
  const production = command === 'build';
  return Object.fromEntries(
    Object.entries(sharedSingletons).map(([name, requiredVersion]) => {
      const entry: SharedEntry = { singleton: true, requiredVersion };
      if (production && role === 'host') entry.eager = true;
      if (production && role === 'remote') entry.import = false;
      return [name, entry];
    }),
  );
}
