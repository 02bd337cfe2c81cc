/**
 * The one step of a release or rollback that readers see: a new live folder is made beside the
 * deployment's others and its link pointed at it in one rename, so a request reads the old release or
 * the new one, never half of each.
 */
import { cpSync, existsSync, readdirSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { liveReleaseOf, writeReleaseRecord } from '@tla/platform/deploy/release-file';
import { pointLink } from './live-link';

export type LiveSwitch = {
  /** The release going live. */
  id: string;
  /** Its kept folder (copied, never served itself). */
  kept: string;
  /** The folder served until now. */
  previous: string;
  /** Where the remote's live folders are made on this deployment. */
  liveFolders: string;
  /** The link the deployment serves the remote through. */
  link: string;
  releasedAt: string;
  /** The release a rollback would put back after this switch. */
  rollbackTarget: string | undefined;
};

/**
 * Put a kept release live: a new live folder with its files plus the hashed assets of what was live
 * (the grace period) and its release.json (since when, what it replaced, what a rollback would put
 * back: the status page reads it), then the deployment's link is pointed at it in one rename. The
 * folder it replaces stays until the next switch (a reader's request may be reading it); older ones
 * go.
 */
export function switchLive({
  id,
  kept,
  previous,
  liveFolders,
  link,
  releasedAt,
  rollbackTarget,
}: LiveSwitch): void {
  const next = join(liveFolders, `${id}.${Date.now()}`);
  rmSync(next, { recursive: true, force: true });
  cpSync(kept, next, { recursive: true });
  const replaced = liveReleaseOf(previous) ?? null;
  writeReleaseRecord(next, {
    id,
    releasedAt,
    replaced,
    rollbackTarget:
      rollbackTarget === undefined
        ? null
        : rollbackTarget === replaced?.id
          ? replaced
          : { id: rollbackTarget },
  });
  const previousAssets = join(previous, 'assets');
  if (existsSync(previousAssets)) {
    for (const name of readdirSync(previousAssets)) {
      const target = join(next, 'assets', name);
      if (!existsSync(target)) cpSync(join(previousAssets, name), target);
    }
  }
  pointLink(link, next);
  const keep = new Set([next, resolve(previous)].map((dir) => relative(liveFolders, dir)));
  for (const name of readdirSync(liveFolders)) {
    if (!keep.has(name)) rmSync(join(liveFolders, name), { recursive: true, force: true });
  }
}
