/**
 * Release one remote to the deployment in force, roll it back, or end a release's grace period; the
 * shell is never rebuilt. On this machine a remote's deployed files are its dist/ folder (what nginx
 * and the Node server serve); every release is kept under .releases/<remote>/<build id>/.
 *
 *   npm run release -- <remote> [--source DIR]   build + prerender, go live, re-compose the shell's pages
 *   npm run release -- <remote> --rollback       the previous release goes live again, re-composed
 *   npm run release -- <remote> --end-grace      drop hashed files only older releases used
 *
 * Going live keeps the hashed assets of the release it replaces beside the new ones (readers mid-visit
 * still fetch them) until --end-grace; the no-cache entry, manifest and fragments switch at once.
 */
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { readPublished } from '@tla/platform/deploy/published-file';
import { composeFor } from './compose';
import { parseRemoteId, prerender } from './prerender';
import { appDir, appDist, isMain, repoRoot } from './workspace';
import type { RemoteId } from '@tla/platform/deploy/deployment';

const releasesDir = (remote: RemoteId) => join(repoRoot, '.releases', remote);
const historyFile = (remote: RemoteId) => join(releasesDir(remote), 'history.json');
const historySchema = z.object({ live: z.array(z.string().min(1)) });

/** The build ids that went live, oldest first; the last one is live now. */
function history(remote: RemoteId): string[] {
  if (!existsSync(historyFile(remote))) return [];
  return readPublished(historySchema, historyFile(remote)).live;
}

const buildIdOf = (dir: string) => readFileSync(join(dir, 'build-id.txt'), 'utf8').trim();

/** Keep the release that is live now, if it was never recorded (the first release after a build). */
function recordLive(remote: RemoteId): void {
  const dist = appDist(remote);
  if (!existsSync(join(dist, 'build-id.txt'))) return;
  const id = buildIdOf(dist);
  const kept = join(releasesDir(remote), id);
  if (!existsSync(kept)) cpSync(dist, kept, { recursive: true });
  const live = history(remote);
  if (live.at(-1) !== id) writeHistory(remote, [...live, id]);
}

function writeHistory(remote: RemoteId, live: string[]): void {
  mkdirSync(releasesDir(remote), { recursive: true });
  writeFileSync(historyFile(remote), `${JSON.stringify({ live }, null, 2)}\n`);
}

/**
 * Put a kept release live: its files replace dist/, plus the hashed assets of what was live (the
 * grace period). The swap is a rename, so a request sees the old folder or the new, never half.
 */
function goLive(remote: RemoteId, id: string): void {
  const dist = appDist(remote);
  const next = `${dist}.next`;
  rmSync(next, { recursive: true, force: true });
  cpSync(join(releasesDir(remote), id), next, { recursive: true });
  if (existsSync(join(dist, 'assets'))) {
    for (const name of readdirSync(join(dist, 'assets'))) {
      const target = join(next, 'assets', name);
      if (!existsSync(target)) cpSync(join(dist, 'assets', name), target);
    }
  }
  const old = `${dist}.old`;
  rmSync(old, { recursive: true, force: true });
  if (existsSync(dist)) renameSync(dist, old);
  renameSync(next, dist);
  rmSync(old, { recursive: true, force: true });
}

export async function release(remote: RemoteId, sourceDir = appDir(remote)): Promise<string> {
  recordLive(remote);
  const staging = join(releasesDir(remote), 'staging');
  rmSync(staging, { recursive: true, force: true });
  execFileSync(
    'npx',
    ['vite', 'build', '--configLoader', 'runner', '--outDir', staging, '--emptyOutDir'],
    {
      cwd: sourceDir,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  await prerender(remote, { sourceDir, distDir: staging });
  const id = buildIdOf(staging);
  renameSync(staging, join(releasesDir(remote), id));
  goLive(remote, id);
  writeHistory(remote, [...history(remote), id]);
  await composeFor();
  console.log(`${remote}: release ${id} is live`);
  return id;
}

export async function rollback(remote: RemoteId): Promise<string> {
  recordLive(remote);
  const live = history(remote);
  const previous = live.at(-2);
  if (!previous) throw new Error(`${remote} has no earlier release to roll back to`);
  goLive(remote, previous);
  writeHistory(remote, live.slice(0, -1));
  await composeFor();
  console.log(`${remote}: rolled back to ${previous}`);
  return previous;
}

/** The end of the grace period: only the live release's own hashed files stay. */
export function endGrace(remote: RemoteId): number {
  const dist = appDist(remote);
  const live = history(remote).at(-1) ?? buildIdOf(dist);
  const own = new Set(readdirSync(join(releasesDir(remote), live, 'assets')));
  let removed = 0;
  for (const name of readdirSync(join(dist, 'assets'))) {
    if (own.has(name)) continue;
    rmSync(join(dist, 'assets', name));
    removed += 1;
  }
  console.log(`${remote}: removed ${removed} file(s) of earlier releases`);
  return removed;
}

if (isMain(import.meta.url)) {
  const [id, ...rest] = process.argv.slice(2);
  const remote = parseRemoteId(id);
  const sourceIndex = rest.indexOf('--source');
  const source = sourceIndex >= 0 ? rest[sourceIndex + 1] : undefined;
  if (rest.includes('--rollback')) await rollback(remote);
  else if (rest.includes('--end-grace')) endGrace(remote);
  else await release(remote, source === undefined ? undefined : resolve(source));
}
