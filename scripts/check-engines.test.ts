import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test } from 'vitest';
import { enginesExcluding, oldestNode } from './check-engines';

const lock = (packages: Record<string, unknown>) =>
  JSON.stringify({ lockfileVersion: 3, packages: { '': { name: 'root' }, ...packages } });

test('a locked package whose engines leave out the oldest supported Node is named, with its range', () => {
  const text = lock({
    'node_modules/@axe-core/playwright': { version: '4.14.0', engines: { node: '>=22.12.0' } },
    'node_modules/vite': { version: '8.3.8', engines: { node: '^20.19.0 || >=22.12.0' } },
    'node_modules/old-style': { version: '1.0.0', engines: ['node >= 0.8'] },
    'node_modules/no-engines': { version: '1.0.0' },
    'e2e/node_modules/nested': { version: '2.0.0', engines: { node: '>=21' } },
  });
  expect(
    enginesExcluding(text, 'package-lock.json', oldestNode('>=20.19', 'package.json')),
  ).toEqual([
    { name: '@axe-core/playwright', version: '4.14.0', node: '>=22.12.0' },
    { name: 'nested', version: '2.0.0', node: '>=21' },
  ]);
});

test('a project range that is not a range, and a lockfile that is not one, are named', () => {
  expect(() => oldestNode('twenty', 'package.json')).toThrow(
    'package.json: engines.node "twenty" is not a version range',
  );
  expect(() => enginesExcluding('{"packages": []}', 'package-lock.json', '20.19.0')).toThrow(
    'package-lock.json does not match its schema: packages',
  );
});

test("this repository's lockfile runs on the Node the README supports", async () => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      fileURLToPath(new URL('../node_modules/tsx/dist/cli.mjs', import.meta.url)),
      'scripts/check-engines.ts',
    ],
    { cwd: fileURLToPath(new URL('..', import.meta.url)) },
  );
  expect(stdout).toContain('Every locked package runs on Node 20.19.0');
});
