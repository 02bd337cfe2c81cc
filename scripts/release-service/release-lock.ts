/**
 * One release at a time per deployment. Every operation that changes what a deployment serves (a
 * release, a rollback, the end of a grace period, a compose) holds the deployment's lock file while
 * it runs, whichever process runs it: the release service, or a team's `npm run release` on the
 * serving machine. Two of them at once would each read the history, each compose from what it saw,
 * and the last to write would drop the other's release.
 *
 * The lock is a file put in place whole (hard-linked from a file written first, which fails when
 * the name exists), holding who took it. A process killed while holding it cannot remove it: the
 * next one finds its process gone and takes the lock over.
 */
import { hostname } from 'node:os';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';

/** The lock file of the deployment whose root is `root`. */
export const releaseLockFile = (root: string): string => join(root, 'release.lock');

const holderSchema = z.object({
  pid: z.number().int().positive(),
  host: z.string(),
  /** What it is doing: `release of blog`, `rollback of learn`, `compose`. */
  doing: z.string(),
  since: z.iso.datetime(),
});
export type LockHolder = z.infer<typeof holderSchema>;

/**
 * Whether process `pid` of this machine still runs. A killed process whose parent died with it stays
 * a zombie until something reaps it (in a container, maybe never): it runs no more.
 */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it runs, under another user.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    // No /proc (not Linux): the signal's answer is all there is.
    return true;
  }
  // "pid (name) state …": the name may hold spaces and parentheses, the state follows the last ")".
  const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  return state !== 'Z' && state !== 'X';
}

/** The holder recorded in `file`, or undefined when there is no lock there. */
function readHolder(file: string): LockHolder | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  let parsed;
  try {
    parsed = holderSchema.safeParse(JSON.parse(text));
  } catch {
    parsed = undefined;
  }
  if (!parsed?.success) throw new Error(`${file} is not a release lock: remove it by hand`);
  return parsed.data;
}

/**
 * The holder of the lock in `file` when it was left by a process of this machine that no longer
 * runs (killed mid-release). A lock of another machine (a shared disk) is never stale here: only
 * that machine can tell.
 */
export function staleHolder(file: string): LockHolder | undefined {
  const holder = readHolder(file);
  return holder && holder.host === hostname() && !isRunning(holder.pid) ? holder : undefined;
}

/** Try once: the lock, or who holds it. */
function tryLock(
  file: string,
  doing: string,
): { taken: true } | { taken: false; holder?: LockHolder } {
  mkdirSync(dirname(file), { recursive: true });
  const holder: LockHolder = {
    pid: process.pid,
    host: hostname(),
    doing,
    since: new Date().toISOString(),
  };
  const written = `${file}.${process.pid}`;
  writeFileSync(written, JSON.stringify(holder), { mode: 0o600 });
  try {
    linkSync(written, file);
    return { taken: true };
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
    if (staleHolder(file) !== undefined) {
      rmSync(file, { force: true });
      return tryLock(file, doing);
    }
    return { taken: false, holder: readHolder(file) };
  } finally {
    rmSync(written, { force: true });
  }
}

export const describeHolder = (holder: LockHolder | undefined): string =>
  holder === undefined
    ? 'another release'
    : `the ${holder.doing} (process ${holder.pid}, since ${holder.since})`;

export type LockOptions = {
  /** Told once when the lock is held by another, before waiting for it. */
  onWait?: (holder: LockHolder | undefined) => void;
  /** How often to look again. */
  pollMs?: number;
};

/**
 * Run `task` holding the lock of the deployment rooted at `root`, waiting for another holder to
 * finish first. The lock is released however `task` ends.
 */
export async function withReleaseLock<T>(
  root: string,
  doing: string,
  task: () => Promise<T> | T,
  { onWait, pollMs = 500 }: LockOptions = {},
): Promise<T> {
  const file = releaseLockFile(root);
  let told = false;
  for (;;) {
    const attempt = tryLock(file, doing);
    if (attempt.taken) break;
    if (!told) onWait?.(attempt.holder);
    told = true;
    await sleep(pollMs);
  }
  try {
    return await task();
  } finally {
    rmSync(file, { force: true });
  }
}
