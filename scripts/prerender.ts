/**
 * npm run prerender -- <blog|learn|simulator> [--source DIR] [--dist DIR]: publish a remote's
 * prerendered fragments beside its build. Part of that remote's own release.
 */
import { resolve } from 'node:path';
import { remoteIds, type RemoteId } from '@tla/platform/deploy/deployment';
import { prerenderRemote } from '@tla/platform/prerender/prerender-remote';
import { readCommandLine, UsageError } from './command-line';
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

export const PRERENDER_USAGE = `npm run prerender -- <${remoteIds.join('|')}> [--source DIR] [--dist DIR]`;

/** The remote to prerender and, when given, its source and build folders (resolved). */
export function parsePrerenderArgs(args: readonly string[]): {
  remote: RemoteId;
  options: { sourceDir?: string; distDir?: string };
} {
  const { values, positionals } = readCommandLine(args, {
    usage: PRERENDER_USAGE,
    options: { source: { type: 'string' }, dist: { type: 'string' } },
    needs: { source: 'a folder', dist: 'a folder' },
    positionals: 1,
  });
  let remote: RemoteId;
  try {
    remote = parseRemoteId(positionals[0]);
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error), PRERENDER_USAGE);
  }
  const { source, dist } = values;
  return {
    remote,
    options: {
      ...(source === undefined ? {} : { sourceDir: resolve(source) }),
      ...(dist === undefined ? {} : { distDir: resolve(dist) }),
    },
  };
}

if (isMain(import.meta.url)) {
  let parsed;
  try {
    parsed = parsePrerenderArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`prerender: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  await prerender(parsed.remote, parsed.options);
}
