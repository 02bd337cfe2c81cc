/**
 * The one list of federated shared modules, imported by every app's module-federation.config.ts (Node,
 * at build time). A shared module ships whole (it must be complete at start-up, whoever asks for it), so
 * a module is shared only for one of two reasons:
 * - it must exist once: react and react-dom (one renderer); the router and TanStack Query, through
 *   narrow facades (@tla/federated/router, /query) so that readers get only the APIs we use, with one
 *   set of contexts for the shell and the remotes' islands; the toast store (a toast raised in a remote
 *   shows in the shell's viewport) and the site config (the shell's build-time values win);
 * - more than one app loads it on a first page, so an unshared copy would ship once per app: zod,
 *   through a facade of the schema API we use (@tla/federated/zod), Radix's Slot (behind every
 *   Button, @tla/federated/slot), and tailwind-merge (behind every component's cn), which ships whole
 *   anyway. A remote loads every module it shares when it starts, used by its page or not, so a
 *   library only some pages use is not shared: the Radix accordion and tabs are bundled by the app
 *   whose page has them.
 * The shared modules of our own live in @tla/federated, not in shared-ui: the federation plugin treats
 * a package's imports of its own subpaths as internal and would bundle a private copy into whichever
 * remote used, say, a shared-ui component that reads the site config. Everything in shared-ui is
 * stateless and bundled, tree-shaken, by whoever uses it; zustand is bundled inside the toast store (the
 * store is the singleton, not the library).
 *
 * Production builds: the shell bundles them like any import and provides its own copies at start-up
 * (shell/src/features/remotes/federation-host.ts; no plugin glue), and the remotes carry no fallback
 * copies (`import: false`): the host always provides them. Dev servers use the plugin on both sides,
 * and a remote's dev server keeps its own copies, so it still runs alone for its team.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

type SharedEntry = {
  singleton: true;
  requiredVersion: string;
  import?: false;
};

/**
 * The ranges every app is built against are this package's own peer dependencies: one declaration,
 * read from the platform's package.json (never another workspace's).
 */
const platformManifest: unknown = JSON.parse(
  readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'package.json'), 'utf8'),
);
const peerDependencies: Record<string, unknown> =
  typeof platformManifest === 'object' &&
  platformManifest !== null &&
  'peerDependencies' in platformManifest &&
  typeof platformManifest.peerDependencies === 'object' &&
  platformManifest.peerDependencies !== null
    ? { ...platformManifest.peerDependencies }
    : {};

function versionOf(name: string): string {
  const range = peerDependencies[name];
  if (typeof range !== 'string')
    throw new Error(`platform/package.json has no peer dependency on ${name}`);
  return range;
}
const federatedVersion = versionOf('@tla/federated');

export const sharedModules = {
  react: versionOf('react'),
  'react/': versionOf('react'),
  'react-dom': versionOf('react-dom'),
  'react-dom/': versionOf('react-dom'),
  '@tla/federated/router': federatedVersion,
  '@tla/federated/query': federatedVersion,
  '@tla/federated/toast-store': federatedVersion,
  '@tla/federated/site-config': federatedVersion,
  '@tla/federated/zod': federatedVersion,
  '@tla/federated/slot': federatedVersion,
  'tailwind-merge': versionOf('tailwind-merge'),
} as const;

/**
 * Shared modules today's apps no longer import, which the shell still provides (on request, so no
 * page downloads them) because a remote release built when they did may be live or rolled back to.
 * Drop one when no kept release's mf-manifest.json (under a deployment's releases/) lists it.
 */
export const retiredSharedModules = {
  // Slot, Label, Accordion and Tabs as one module, until 2026-11 (now only Slot is shared).
  '@tla/federated/primitives': federatedVersion,
} as const;

/** Every module the shell provides: today's and the retired ones. */
export const providedSharedModules = { ...sharedModules, ...retiredSharedModules };

export type FederationRole = 'host' | 'remote';

export function sharedDependencies(
  role: FederationRole,
  command: 'build' | 'serve',
): Record<string, SharedEntry> {
  const production = command === 'build';
  return Object.fromEntries(
    Object.entries(sharedModules).map(([name, requiredVersion]) => {
      const entry: SharedEntry = { singleton: true, requiredVersion };
      if (production && role === 'remote') entry.import = false;
      return [name, entry];
    }),
  );
}
