// @vitest-environment node
// What the shell's hand-started federation host relies on in the installed Module Federation packages
// (runtime-internals.ts). An upgrade that renames the externalRuntime global or a build flag, or stops
// honouring a flag, turns these tests red instead of breaking the site.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as runtimeCore from '@module-federation/runtime/core';
import { build, type Rollup } from 'vite';
import { expect, test } from 'vitest';
import {
  externalRuntimeCoreGlobal,
  provideExternalRuntimeCore,
  runtimeBuildDefines,
} from './runtime-internals';

const require = createRequire(import.meta.url);

/** The directory of an installed package's entry file, resolved from `from` as a bundler would. */
function packageDir(name: string, from = import.meta.url): string {
  let dir = dirname(createRequire(from).resolve(name));
  while (!readdirSync(dir).includes('package.json')) dir = dirname(dir);
  return dir;
}

/** Every JavaScript file of a package's dist, as one text. */
function distCode(dir: string): string {
  const files = readdirSync(join(dir, 'dist'), { recursive: true, encoding: 'utf8' });
  return files
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(dir, 'dist', file), 'utf8'))
    .join('\n');
}

test('remotes built with experiments.externalRuntime read the runtime core from this global', () => {
  const plugin = readFileSync(require.resolve('@module-federation/vite'), 'utf8');
  // The shim the plugin builds in place of a remote's runtime core, and the package whose exports it
  // mirrors (the module the shell publishes).
  expect(plugin).toContain(`const mod = globalThis.${externalRuntimeCoreGlobal};`);
  expect(plugin).toContain('"@module-federation/runtime/core"');
});

test("the plugin's own provider publishes the same module under the same global", async () => {
  Reflect.deleteProperty(globalThis, externalRuntimeCoreGlobal);
  await import('@module-federation/vite/injectExternalRuntimeCorePlugin');
  // The plugin is loaded by Node and the test's imports by Vitest: two instances of the same module.
  const published: unknown = Reflect.get(globalThis, externalRuntimeCoreGlobal);
  expect(published).toBeTypeOf('object');
  expect(Object.keys(published ?? {}).sort()).toEqual(Object.keys(runtimeCore).sort());

  Reflect.deleteProperty(globalThis, externalRuntimeCoreGlobal);
  provideExternalRuntimeCore(runtimeCore);
  expect(Reflect.get(globalThis, externalRuntimeCoreGlobal)).toBe(runtimeCore);
  Reflect.deleteProperty(globalThis, externalRuntimeCoreGlobal);
});

test("the runtime's code still tests the build flags, with the values we define", () => {
  const runtime = packageDir('@module-federation/runtime');
  const code = [
    distCode(runtime),
    distCode(packageDir('@module-federation/runtime-core', join(runtime, 'package.json'))),
    distCode(packageDir('@module-federation/sdk', join(runtime, 'package.json'))),
  ].join('\n');
  expect(Object.keys(runtimeBuildDefines).sort()).toEqual([
    'ENV_TARGET',
    'FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN',
  ]);
  // A boolean `true` switches the snapshot plugin off; ENV_TARGET "web" selects the browser loaders.
  expect(code).toMatch(
    /typeof FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN === "boolean" \? !FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN/,
  );
  expect(runtimeBuildDefines.FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN).toBe('true');
  expect(code).toMatch(/typeof ENV_TARGET !== "undefined" \? ENV_TARGET === "web"/);
  expect(runtimeBuildDefines.ENV_TARGET).toBe('"web"');

  // The plugin sets the same switches for the builds it makes.
  const plugin = readFileSync(require.resolve('@module-federation/vite'), 'utf8');
  expect(plugin).toContain('define: "FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN"');
  expect(plugin).toContain('define.ENV_TARGET');
});

/** The runtime as the shell's build bundles it, with the given defines. */
async function bundleRuntime(define: Record<string, string>): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    define,
    plugins: [
      {
        name: 'runtime-entry',
        resolveId: (id) => (id === 'runtime-entry' ? '\0runtime-entry' : null),
        load: (id) =>
          id === '\0runtime-entry' ? "export { init } from '@module-federation/runtime';" : null,
      },
    ],
    build: { write: false, minify: false, rollupOptions: { input: 'runtime-entry' } },
  });
  const results = (Array.isArray(output) ? output : [output]) as Rollup.RollupOutput[];
  return results
    .flatMap((result) => result.output)
    .map((file) => (file.type === 'chunk' ? file.code : ''))
    .join('\n');
}

test('with the defines, the bundled runtime carries neither the snapshot plugin nor the Node loader', async () => {
  const plain = await bundleRuntime({});
  const trimmed = await bundleRuntime(runtimeBuildDefines);
  // Sanity: without the defines both are there, so their absence below means the flags worked.
  expect(plain).toContain('"snapshot-plugin"');
  expect(plain).toContain('loadScriptNode');
  expect(trimmed).not.toContain('"snapshot-plugin"');
  expect(trimmed).not.toContain('loadScriptNode');
  expect(trimmed.length).toBeLessThan(plain.length);
}, 30_000);
