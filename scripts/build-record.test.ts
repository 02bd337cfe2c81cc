import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { BUILD_ID_FILE } from '@tla/platform/contracts/app-status';
import { buildState, inputsHash, writeBuildRecord } from './build-record';

let root: string;
const write = (file: string, text: string) => {
  mkdirSync(join(root, file, '..'), { recursive: true });
  writeFileSync(join(root, file), text);
};
const hash = (env: NodeJS.ProcessEnv = {}) => inputsHash({ root, paths: ['app', 'shared'], env });
const dist = () => join(root, 'app', 'dist');
const record = () => join(root, 'records', 'app.json');

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-record-'));
  execFileSync('git', ['init', '-q'], { cwd: root });
  write('.gitignore', 'dist/\n');
  write('app/src/main.ts', 'export const a = 1;\n');
  write('shared/index.ts', 'export const s = 1;\n');
  write('elsewhere/other.ts', 'export const o = 1;\n');
  execFileSync('git', ['add', '.'], { cwd: root });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

test('the hash follows the sources, new files and VITE_ variables, not ignored or other folders', () => {
  const before = hash();
  write(`app/dist/${BUILD_ID_FILE}`, 'b1\n');
  write('elsewhere/other.ts', 'export const o = 2;\n');
  expect(hash({ PATH: '/elsewhere' })).toBe(before);

  write('shared/index.ts', 'export const s = 2;\n');
  const edited = hash();
  expect(edited).not.toBe(before);
  write('app/src/new-file.ts', 'export {};\n');
  expect(hash()).not.toBe(edited);
  expect(hash({ VITE_AD_PUBLISHER_ID: 'ca-pub-1' })).not.toBe(hash());
  const withNewFile = hash();
  rmSync(join(root, 'app', 'src', 'main.ts'));
  expect(hash()).not.toBe(withNewFile);
});

test('a dist is current only with its record, its build id and unchanged sources', () => {
  const inputs = hash();
  expect(buildState(record(), dist(), inputs)).toEqual({
    current: false,
    reason: `${dist()} holds no build`,
  });
  write(`app/dist/${BUILD_ID_FILE}`, 'b1\n');
  expect(buildState(record(), dist(), inputs)).toMatchObject({
    current: false,
    reason: 'no record of what it was built from',
  });

  writeBuildRecord(record(), dist(), inputs);
  expect(buildState(record(), dist(), inputs)).toEqual({ current: true });

  write('app/src/main.ts', 'export const a = 2;\n');
  expect(buildState(record(), dist(), hash())).toMatchObject({
    current: false,
    reason: 'its sources or shared packages changed since its build',
  });
  write(`app/dist/${BUILD_ID_FILE}`, 'b2\n');
  expect(buildState(record(), dist(), inputs)).toMatchObject({
    current: false,
    reason: 'its dist was rebuilt or replaced since it was recorded',
  });
});

test('an unreadable record names its file and field and counts as not current', () => {
  write(`app/dist/${BUILD_ID_FILE}`, 'b1\n');
  write('records/app.json', JSON.stringify({ inputs: 'not-a-hash', buildId: 'b1' }));
  expect(buildState(record(), dist(), hash())).toEqual({
    current: false,
    reason: `${record()}: unreadable record (field inputs)`,
  });
  write('records/app.json', '{');
  expect(buildState(record(), dist(), hash())).toEqual({
    current: false,
    reason: `${record()}: unreadable record (field (root))`,
  });
});

test('a build that wrote no id is refused, naming the file', () => {
  expect(() => writeBuildRecord(record(), dist(), hash())).toThrow(
    `${join(dist(), BUILD_ID_FILE)} is missing`,
  );
});
