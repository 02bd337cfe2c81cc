import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { releaseLockFile, staleHolder, withReleaseLock, type LockHolder } from './release-lock';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'tla-release-lock-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const holder = (pid: number): LockHolder => ({
  pid,
  host: hostname(),
  doing: 'release of blog',
  since: new Date(0).toISOString(),
});

/** The id of a process that has ended. */
const endedPid = () => spawnSync(process.execPath, ['-e', '']).pid ?? 0;

test('two operations on one deployment run one after the other, the second told why it waits', async () => {
  const order: string[] = [];
  const waits: (LockHolder | undefined)[] = [];
  const first = withReleaseLock(root, 'release of blog', async () => {
    order.push('blog start');
    await new Promise((resolve) => setTimeout(resolve, 200));
    order.push('blog end');
  });
  const second = withReleaseLock(
    root,
    'release of learn',
    () => {
      order.push('learn');
    },
    { pollMs: 20, onWait: (who) => waits.push(who) },
  );
  await Promise.all([first, second]);
  expect(order).toEqual(['blog start', 'blog end', 'learn']);
  expect(waits).toMatchObject([{ doing: 'release of blog', pid: process.pid }]);
  expect(existsSync(releaseLockFile(root))).toBe(false);
});

test('a lock left by a process that was killed is taken over; a failed task releases it', async () => {
  writeFileSync(releaseLockFile(root), JSON.stringify(holder(endedPid())));
  expect(staleHolder(releaseLockFile(root))).toMatchObject({ doing: 'release of blog' });
  await expect(
    withReleaseLock(root, 'rollback of blog', () => {
      throw new Error('refused');
    }),
  ).rejects.toThrow('refused');
  expect(existsSync(releaseLockFile(root))).toBe(false);
});

test('a lock of a process that runs is not stale; one that does not parse is named', () => {
  writeFileSync(releaseLockFile(root), JSON.stringify(holder(process.pid)));
  expect(staleHolder(releaseLockFile(root))).toBeUndefined();
  writeFileSync(releaseLockFile(root), '{"pid":');
  expect(() => staleHolder(releaseLockFile(root))).toThrow(
    `${releaseLockFile(root)} is not a release lock: remove it by hand`,
  );
});

test('a lock of a killed process not reaped yet (a zombie) is stale', async () => {
  // `sleep 0` ends at once, but its parent (the shell, become `sleep 5`) never collects its exit.
  const parent = spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 5'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  try {
    const pid = Number(
      await new Promise<string>((resolve) =>
        parent.stdout.once('data', (chunk) => resolve(String(chunk))),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(readFileSync(`/proc/${pid}/stat`, 'utf8')).toMatch(/\) Z /);
    writeFileSync(releaseLockFile(root), JSON.stringify(holder(pid)));
    expect(staleHolder(releaseLockFile(root))).toMatchObject({ pid });
  } finally {
    parent.kill();
  }
});
