import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test } from 'vitest';
import { enginesExcluding, oldestNodes, runningNodeWarnings } from './check-engines';

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
  expect(enginesExcluding(text, 'package-lock.json', '20.19.0')).toEqual([
    { name: '@axe-core/playwright', version: '4.14.0', node: '>=22.12.0' },
    { name: 'nested', version: '2.0.0', node: '>=21' },
  ]);
});

test('each supported line is checked from its oldest release, not only the oldest line', () => {
  expect(oldestNodes('^22.13 || ^24 || >=26', 'package.json')).toEqual([
    '22.13.0',
    '24.0.0',
    '26.0.0',
  ]);
  expect(oldestNodes('>=20.19', 'package.json')).toEqual(['20.19.0']);
  // Fine on 22.13, but not on 24.0: the second line catches it.
  const text = lock({
    'node_modules/jsdom': { version: '29.0.1', engines: { node: '^22.13.0 || >=24.4.0' } },
  });
  expect(
    oldestNodes('^22.13 || ^24 || >=26', 'package.json').flatMap((node) =>
      enginesExcluding(text, 'package-lock.json', node),
    ),
  ).toEqual([{ name: 'jsdom', version: '29.0.1', node: '^22.13.0 || >=24.4.0' }]);
});

test('a Node outside the supported lines is a warning that names what may fail on it', () => {
  const text = lock({
    'node_modules/jsdom': { version: '29.0.1', engines: { node: '^20.19.0 || >=22.13.0' } },
    'node_modules/knip': { version: '6.44.2', engines: { node: '>=22' } },
  });
  expect(
    runningNodeWarnings('^22.13 || ^24 || >=26', '20.20.2', text, 'package-lock.json'),
  ).toEqual([
    'Warning: this is Node 20.20.2, outside the supported lines (engines.node ^22.13 || ^24 || >=26). ' +
      'npm ci only warns about it and so does this check; install a supported line.',
    '  knip@6.44.2 needs Node >=22: it may fail here.',
  ]);
  expect(
    runningNodeWarnings('^22.13 || ^24 || >=26', '26.12.1', text, 'package-lock.json'),
  ).toEqual([]);
});

test('a project range that is not a range, and a lockfile that is not one, are named', () => {
  expect(() => oldestNodes('twenty', 'package.json')).toThrow(
    'package.json: engines.node "twenty" is not a version range',
  );
  expect(() => enginesExcluding('{"packages": []}', 'package-lock.json', '22.13.0')).toThrow(
    'package-lock.json does not match its schema: packages',
  );
});

test("this repository's lockfile runs on every Node line the README supports", async () => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      fileURLToPath(new URL('../node_modules/tsx/dist/cli.mjs', import.meta.url)),
      'scripts/check-engines.ts',
    ],
    { cwd: fileURLToPath(new URL('..', import.meta.url)) },
  );
  expect(stdout).toContain('Every locked package runs on Node 22.13.0, 24.0.0, 26.0.0');
});
