// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { buildInfoSchema } from '../contracts/app-status';
import { buildInfo } from './build-info-file';

const now = new Date(Date.UTC(2026, 10, 27, 12, 0));

test('build.json names the commit HEAD is at, the time, and each route once', () => {
  const head = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
  const info = buildInfo({
    app: 'learn',
    buildId: 'learn-1',
    routes: ['/tutorials/*', '/', '/'],
    dir: import.meta.dirname,
    now,
  });
  expect(buildInfoSchema.parse(info)).toEqual({
    app: 'learn',
    buildId: 'learn-1',
    commit: head,
    dirty: expect.any(Boolean),
    builtAt: '2026-11-27T12:00:00.000Z',
    routes: ['/tutorials/*', '/'],
  });
});

test('a build outside a git work tree names no commit', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tla-build-info-'));
  try {
    const info = buildInfo({ app: 'blog', buildId: 'blog-1', routes: [], dir, now });
    expect(info).toMatchObject({ commit: null, dirty: false });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
