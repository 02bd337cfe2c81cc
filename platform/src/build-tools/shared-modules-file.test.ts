// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';
import { afterAll, expect, test } from 'vitest';
import { parsePublished } from '../contracts/parse-published';
import {
  providedSharedModulesSchema,
  requiredSharedModulesSchema,
  sharedModuleFindings,
} from '../contracts/shared-modules';
import { providedSharedModules, sharedModules } from './shared-dependencies';
import {
  facadeImportsOf,
  providedSharedModulesPlugin,
  requiredSharedModulesPlugin,
} from './shared-modules-file';

const asObject = (imports: Map<string, Set<string>>) =>
  Object.fromEntries([...imports].map(([module, names]) => [module, [...names].sort()]));

test('the names a source imports from each facade, members of an imported binding included', () => {
  const code = [
    "import { Link, useParams as params, type Location } from '@tla/federated/router';",
    "import type { RouteObject } from '@tla/federated/router';",
    "import { z } from '@tla/federated/zod';",
    "import { useState } from 'react';",
    "export { toast } from '@tla/federated/toast-store';",
    'const schema = z.object({ when: z.iso.datetime() });',
    'type Shape = z.infer<typeof schema>;',
    'export const page = (location: Location, route: RouteObject, shape: Shape) => [Link, params, useState, location, route, shape];',
  ].join('\n');
  expect(asObject(facadeImportsOf(code, '/app/src/page.tsx'))).toEqual({
    '@tla/federated/router': ['Link', 'useParams'],
    '@tla/federated/zod': ['z', 'z.iso', 'z.object'],
    '@tla/federated/toast-store': ['toast'],
  });
  expect(facadeImportsOf('export const plain = 1;', '/app/src/plain.ts').size).toBe(0);
});

test('a facade imported whole (namespace, export *, dynamic import) is refused, naming the file', () => {
  expect(() =>
    facadeImportsOf("import * as router from '@tla/federated/router';", '/app/src/a.ts'),
  ).toThrow(
    '/app/src/a.ts: a namespace or default import of @tla/federated/router. Import its exports by name',
  );
  expect(() => facadeImportsOf("export * from '@tla/federated/slot';", '/app/src/b.ts')).toThrow(
    '/app/src/b.ts: export * of @tla/federated/slot',
  );
  expect(() =>
    facadeImportsOf("const load = () => import('@tla/federated/query');", '/app/src/c.ts'),
  ).toThrow('/app/src/c.ts: a dynamic import of @tla/federated/query');
});

// Builds run in a folder inside the repository, so the facades and packages resolve as an app's do.
const scratch = join(fileURLToPath(new URL('../..', import.meta.url)), '.tmp');
mkdirSync(scratch, { recursive: true });
const dir = mkdtempSync(join(scratch, 'shared-modules-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function buildApp(name: string, files: Record<string, string>, plugin: Plugin) {
  const root = join(dir, name);
  mkdirSync(root, { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(join(root, file), text);
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [plugin],
    build: {
      outDir: 'dist',
      target: 'es2022',
      rolldownOptions: {
        external: (id) => !id.startsWith('.') && !id.startsWith('/') && name !== 'shell',
      },
    },
  });
  return join(root, 'dist', 'shared-modules.json');
}

test("the shell's build publishes what it provides and a remote's what it requires; they compare", async () => {
  // The shell, as federation-host.ts provides its modules (whole namespaces, retired ones lazily).
  const shellImports = Object.keys(sharedModules)
    .filter((name) => name.startsWith('@tla/federated/'))
    .map((name, index) => `import * as facade${index} from '${name}';`);
  const shellFile = await buildApp(
    'shell',
    {
      'index.html': '<script type="module" src="./main.ts"></script>',
      'main.ts': [
        ...shellImports,
        `console.log(${shellImports.map((_, index) => `facade${index}`).join(', ')});`,
        "export const retired = () => import('@tla/federated/primitives');",
      ].join('\n'),
    },
    providedSharedModulesPlugin('shell-build'),
  );
  const provided = parsePublished(
    providedSharedModulesSchema,
    readFileSync(shellFile, 'utf8'),
    shellFile,
  );
  expect(provided.buildId).toBe('shell-build');
  expect(provided.modules.map(({ name }) => name)).toEqual(Object.keys(providedSharedModules));
  const exportsOf = (name: string) => provided.modules.find((module) => module.name === name);
  expect(exportsOf('react')).toEqual({ name: 'react', version: expect.stringMatching(/^19\./) });
  expect(exportsOf('@tla/federated/router')?.exports).toEqual(
    expect.arrayContaining(['Link', 'useParams', 'RouterProvider']),
  );
  expect(exportsOf('@tla/federated/zod')?.exports).toEqual(
    expect.arrayContaining(['z', 'z.object', 'z.string', 'z.iso']),
  );
  expect(exportsOf('@tla/federated/zod')?.exports).not.toContain('z.never');

  const remote = async (name: string, code: string) => {
    const file = await buildApp(
      name,
      {
        'index.html': '<script type="module" src="./main.tsx"></script>',
        'main.tsx': code,
      },
      requiredSharedModulesPlugin('mf_blog', `${name}-build`),
    );
    return parsePublished(requiredSharedModulesSchema, readFileSync(file, 'utf8'), file);
  };
  const today = await remote(
    'remote-today',
    [
      "import { Link } from '@tla/federated/router';",
      "import { z } from '@tla/federated/zod';",
      'console.log(Link, z.object({ title: z.string() }));',
    ].join('\n'),
  );
  expect(today.modules.map(({ name }) => name)).toEqual(Object.keys(sharedModules));
  expect(today.modules.find(({ name }) => name === '@tla/federated/router')).toEqual({
    name: '@tla/federated/router',
    range: sharedModules['@tla/federated/router'],
    imports: ['Link'],
  });
  expect(sharedModuleFindings(provided, today)).toEqual([]);

  // A remote built against a facade that grew: the shell's build lacks what it uses.
  const ahead = await remote(
    'remote-ahead',
    [
      "import { useFormAction } from '@tla/federated/router';",
      "import { z } from '@tla/federated/zod';",
      'console.log(useFormAction, z.never());',
    ].join('\n'),
  );
  expect(sharedModuleFindings(provided, ahead)).toEqual([
    { kind: 'missing-export', module: '@tla/federated/router', export: 'useFormAction' },
    { kind: 'missing-export', module: '@tla/federated/zod', export: 'z.never' },
  ]);
}, 120_000);
