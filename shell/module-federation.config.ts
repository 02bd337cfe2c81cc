import type { federation } from '@module-federation/vite';
import { providedSharedModules, sharedDependencies } from '@tla/platform/build-tools/shared-dependencies';
import { installedVersion, packageOf } from '@tla/platform/build-tools/shared-modules-file';
import { REMOTE_ENTRY_FILE } from '@tla/platform/contracts/remote-id';
import { runtimeBuildDefines } from '@tla/platform/federation/runtime-internals';

/**
 * The shell is the host. It declares no remotes at build time: their URLs come from /remotes.json at
 * run time (src/features/remotes), so a remote moves or rolls back without a shell build.
 *
 * A production build uses no federation plugin: the host exposes nothing, so the plugin's generated
 * container and bootstrap would be glue only. @tla/platform/federation/federation-host starts the
 * runtime instead, providing the shell's own copies of the shared modules and the runtime core to
 * the remotes (built with experiments.externalRuntime and `import: false`, see
 * shared-dependencies.ts). The dev server keeps the plugin, for hot reload.
 */
export function federationConfig(
  command: 'build' | 'serve',
): Parameters<typeof federation>[0] | undefined {
  if (command === 'build') return undefined;
  return {
    name: 'shell',
    filename: REMOTE_ENTRY_FILE,
    remotes: {},
    exposes: {},
    shared: sharedDependencies('host', command),
    shareStrategy: 'loaded-first',
    dts: false,
    dev: { remoteHmr: true },
  };
}

/**
 * What a production build stamps in for federation-host.ts: per shared key, the installed version and
 * the range the apps were built against; and the runtime's build-time switches that the plugin would
 * set (platform/src/federation/runtime-internals.ts).
 */
export function productionFederationDefines(): Record<string, string> {
  const shared = Object.fromEntries(
    Object.entries(providedSharedModules).map(([key, requiredVersion]) => [
      key,
      // The same versions the shell publishes in shared-modules.json.
      { version: installedVersion(import.meta.dirname, packageOf(key)), requiredVersion },
    ]),
  );
  return {
    'import.meta.env.VITE_FEDERATION_SHARED': JSON.stringify(JSON.stringify(shared)),
    ...runtimeBuildDefines,
  };
}
