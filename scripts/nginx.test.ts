import { execFile } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, expect, test } from 'vitest';
import { findOnPath } from './system-packages';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const tsxCli = fileURLToPath(new URL('../node_modules/tsx/dist/cli.mjs', import.meta.url));

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'tla-nginx-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

test('serve:nginx on a machine without nginx says what to install, in one line, and serves nothing', async () => {
  const result = await run(process.execPath, [tsxCli, 'scripts/nginx.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PATH: tempDir() },
  }).then(
    () => ({ code: 0, stdout: '', stderr: '' }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
  expect(result.code).toBe(1);
  expect(result.stderr.trim().split('\n')).toEqual([
    'serve:nginx needs nginx, which is not on PATH: install it with `sudo apt-get install -y nginx libnginx-mod-http-brotli-static` (or add /usr/sbin to PATH).',
  ]);
  expect(result.stdout).not.toContain('under nginx at');
});

test('nginx is found in the first PATH directory that has it as an executable', () => {
  const empty = tempDir();
  const notExecutable = tempDir();
  const installed = tempDir();
  writeFileSync(join(notExecutable, 'nginx'), '');
  writeFileSync(join(installed, 'nginx'), '#!/bin/sh\n');
  chmodSync(join(installed, 'nginx'), 0o755);
  expect(findOnPath('nginx', [empty, notExecutable, installed].join(delimiter))).toBe(
    join(installed, 'nginx'),
  );
  expect(findOnPath('nginx', [empty, notExecutable].join(delimiter))).toBeUndefined();
});
