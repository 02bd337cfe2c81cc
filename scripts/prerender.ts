/**
 * npm run prerender -- <blog|learn|simulator> [--source DIR] [--dist DIR]: publish a remote's
 * prerendered fragments beside its build. Part of that remote's own release.
 */
import { resolve } from 'node:path';
import { remoteIds, type RemoteId } from '@tla/platform/deploy/deployment';
import { prerenderRemote } from '@tla/platform/prerender/prerender-remote';
import { appDir, appDist, appFolders, isMain } from './workspace';

export function parseRemoteId(value: string | undefined): RemoteId {
  const id = remoteIds.find((candidate) => candidate === value);
  if (!id) throw new Error(`Name a remote: ${remoteIds.join(', ')} (got ${value ?? 'nothing'})`);
  return id;
}

export function prerender(
  remote: RemoteId,
  options: { sourceDir?: string; distDir?: string } = {},
) {
  return prerenderRemote({
    sourceDir: options.sourceDir ?? appDir(remote),
    distDir: options.distDir ?? appDist(remote),
    label: appFolders[remote],
  });
}

if (isMain(import.meta.url)) {
  const [id, ...rest] = process.argv.slice(2);
  const option = (name: string) => {
    const index = rest.indexOf(name);
    const value = index >= 0 ? rest[index + 1] : undefined;
    return value === undefined ? undefined : resolve(value);
  };
  await prerender(parseRemoteId(id), { sourceDir: option('--source'), distDir: option('--dist') });
}
