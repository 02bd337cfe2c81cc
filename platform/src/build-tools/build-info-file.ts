/**
 * build.json of an app's build (contracts/app-status.ts): its id, the commit its sources were at and
 * when it was built, so a team can tell which code is live. Node, at build time.
 */
import { execFileSync } from 'node:child_process';
import type { AppId } from '../contracts/remote-id';
import type { BuildInfo } from '../contracts/app-status';

/** The commit HEAD is at in `dir`'s git work tree and whether the tree has other changes; none outside git. */
export function gitCommitOf(dir: string): Pick<BuildInfo, 'commit' | 'dirty'> {
  const git = (args: string[]) =>
    execFileSync('git', args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  try {
    const commit = git(['rev-parse', 'HEAD']).trim();
    const dirty = git(['status', '--porcelain', '--untracked-files=no']).trim() !== '';
    return { commit, dirty };
  } catch {
    // A build from an exported source tree (a tarball, a copy): nothing to name.
    return { commit: null, dirty: false };
  }
}

export type BuildInfoOptions = {
  app: AppId;
  buildId: string;
  routes: readonly string[];
  /** The app's source folder. */
  dir: string;
  now?: Date;
};

export function buildInfo({
  app,
  buildId,
  routes,
  dir,
  now = new Date(),
}: BuildInfoOptions): BuildInfo {
  // Two home-page parts both mount at '/': a route is listed once.
  const served = [...new Set(routes)];
  return { app, buildId, ...gitCommitOf(dir), builtAt: now.toISOString(), routes: served };
}
