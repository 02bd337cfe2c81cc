/**
 * `npm run release` read from its command line (release.ts runs what it asks for). The remote comes
 * first; each mistake is a UsageError naming it.
 */
import { remoteIds, type RemoteId } from '@tla/platform/deploy/deployment';
import { readCommandLine, UsageError } from './command-line';

export const RELEASE_USAGE =
  'npm run release -- <remote> [--source DIR | --build DIR] [--force] | <remote> --rollback [--force] | <remote> --end-grace | <remote> --list, each with [--to URL]';

export type ReleaseAction =
  | {
      kind: 'release';
      /** Build from this folder instead of the remote's own. */
      source: string | undefined;
      /** Release this folder, built and prerendered already (a CI's build), instead of building. */
      build: string | undefined;
      /** Go live although a shared module's live version is outside the range (that rule only). */
      force: boolean;
    }
  | {
      kind: 'rollback';
      /** Roll back although a shared module's live version is outside the range (that rule only). */
      force: boolean;
    }
  | { kind: 'end-grace' }
  | { kind: 'list' };

export type ReleaseArgs = {
  remote: RemoteId;
  action: ReleaseAction;
  /** The site whose release service acts, when not this machine's deployment. */
  to?: string;
};

/**
 * `<remote> [--source DIR | --build DIR] [--force] | --rollback [--force] | --end-grace | --list`,
 * each with `--to URL` to act through the release service of the site at URL; each mistake named.
 */
export function parseReleaseArgs(args: readonly string[]): ReleaseArgs {
  const { values, positionals } = readCommandLine(args, {
    usage: RELEASE_USAGE,
    options: {
      rollback: { type: 'boolean', default: false },
      'end-grace': { type: 'boolean', default: false },
      list: { type: 'boolean', default: false },
      force: { type: 'boolean', default: false },
      source: { type: 'string' },
      build: { type: 'string' },
      to: { type: 'string' },
    },
    needs: { source: 'a folder', build: 'a folder', to: "the site's URL" },
    positionals: 1,
  });
  const [name] = positionals;
  const remote = remoteIds.find((id) => id === name);
  if (!remote) {
    throw new UsageError(
      `"${name ?? ''}" is not one of our remotes: name one of ${remoteIds.join(', ')}`,
      RELEASE_USAGE,
    );
  }
  const { to, source, build, force } = values;
  if (to !== undefined && !/^https?:\/\/[^/]/.test(to))
    throw new UsageError(`--to needs the site's URL (https://…), not "${to}"`, RELEASE_USAGE);
  const target = to === undefined ? {} : { to };
  if (values.rollback) return { remote, action: { kind: 'rollback', force }, ...target };
  if (values['end-grace']) return { remote, action: { kind: 'end-grace' }, ...target };
  if (values.list) return { remote, action: { kind: 'list' }, ...target };
  if (source !== undefined && build !== undefined) {
    throw new UsageError(
      '--source builds a folder, --build releases one already built: give one',
      RELEASE_USAGE,
    );
  }
  return { remote, action: { kind: 'release', source, build, force }, ...target };
}
