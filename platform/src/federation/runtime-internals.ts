/**
 * The one place that names Module Federation internals the shell relies on. The shell's production
 * build starts the federation runtime itself instead of through @module-federation/vite's generated
 * host (federation-host.ts), so it must do by hand two things the plugin does for its own builds, and
 * neither has a public API:
 *
 * - publish the runtime core on the global that remotes built with `experiments.externalRuntime` read
 *   it from (the plugin's `provideExternalRuntime` does this for a plugin-built host);
 * - set the runtime's build-time switches, free identifiers its code tests with `typeof` that the
 *   plugin defines for the builds it makes.
 *
 * runtime-internals.test.ts reads the installed packages and fails if either changes.
 */

/** The global a remote built with `experiments.externalRuntime` reads the runtime core from. */
export const externalRuntimeCoreGlobal = '_FEDERATION_RUNTIME_CORE';

/** Publish the host's runtime core (`@module-federation/runtime/core`) for such remotes. */
export function provideExternalRuntimeCore(runtimeCore: object): void {
  Reflect.set(globalThis, externalRuntimeCoreGlobal, runtimeCore);
}

/**
 * The runtime's build-time switches, as Vite `define` entries: a browser target (drops the Node
 * script loader), and no snapshot plugin, since remotes register by remoteEntry.js, never by
 * manifest (1.3 KiB less runtime).
 */
export const runtimeBuildDefines: Readonly<Record<string, string>> = {
  ENV_TARGET: JSON.stringify('web'),
  FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: JSON.stringify(true),
};
