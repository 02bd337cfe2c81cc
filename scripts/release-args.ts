/**
 * `npm run release` read from its command line (release.ts runs what it asks for). The remote comes
 * first; each mistake is a UsageError naming it.
 */
import { releaseIdSchema } from '@tla/platform/contracts/app-status';
import { remoteIds, type RemoteId } from '@tla/platform/deploy/deployment';
import { BUCKETS, canaryDecisionSchema } from '@tla/platform/contracts/canary-status';
import { readCommandLine, UsageError } from './command-line';

export const RELEASE_USAGE =
  'npm run release -- <remote> [--source DIR | --build DIR] [--force] [--preview [--expires HOURS] | --canary SHARE [--auto-promote]] | <remote> --promote [RELEASE] [--force] [--reason TEXT] | <remote> --discard [RELEASE] | <remote> --abort [--reason TEXT] | <remote> --rollback [--force] | <remote> --end-grace | <remote> --list, each with [--to URL]';

/** A preview link works this many hours unless --expires says otherwise. */
export const DEFAULT_PREVIEW_HOURS = 24;

/** Which build a release, a preview or a canary puts out. */
type BuildChoice = {
  /** Build from this folder instead of the remote's own. */
  source: string | undefined;
  /** Release this folder, built and prerendered already (a CI's build), instead of building. */
  build: string | undefined;
  /** Go live although a shared module's live version is outside the range (that rule only). */
  force: boolean;
};

export type ReleaseAction =
  | ({ kind: 'release' } & BuildChoice)
  | ({ kind: 'preview'; /** How long its link works. */ hours: number } & BuildChoice)
  | ({
      kind: 'canary';
      /** The share of readers it is live for, in per cent. */ share: number;
      /** Put live for everyone by the release service once readers' figures hold up. */
      autoPromote: boolean;
    } & BuildChoice)
  | {
      kind: 'rollback';
      /** Roll back although a shared module's live version is outside the range (that rule only). */
      force: boolean;
    }
  | { kind: 'end-grace' }
  | { kind: 'list' }
  | {
      kind: 'promote';
      /** The kept release to put live (none: the remote's canary, or its one preview). */
      release: string | undefined;
      force: boolean;
      /** The release service's decision that ends a canary so (none: by hand). */
      reason: string | undefined;
    }
  | {
      kind: 'discard';
      /** The preview to drop (none: each of the remote's). */ release: string | undefined;
    }
  | { kind: 'abort'; /** As for promote. */ reason: string | undefined };

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
      preview: { type: 'boolean', default: false },
      expires: { type: 'string' },
      canary: { type: 'string' },
      promote: { type: 'boolean', default: false },
      discard: { type: 'boolean', default: false },
      abort: { type: 'boolean', default: false },
      'auto-promote': { type: 'boolean', default: false },
      reason: { type: 'string' },
      source: { type: 'string' },
      build: { type: 'string' },
      to: { type: 'string' },
    },
    needs: {
      source: 'a folder',
      build: 'a folder',
      to: "the site's URL",
      expires: 'a number of hours',
      canary: 'a share of readers in per cent',
      reason: 'one line of text',
    },
    positionals: 2,
  });
  const [name, release] = positionals;
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
  // A release id after the remote names what --promote or --discard acts on, and nothing else.
  if (release !== undefined) {
    if (!values.promote && !values.discard)
      throw new UsageError(`unknown argument "${release}"`, RELEASE_USAGE);
    if (!releaseIdSchema.safeParse(release).success)
      throw new UsageError(`"${release}" is not a release id`, RELEASE_USAGE);
  }
  const { reason } = values;
  if (reason !== undefined && !values.promote && !values.abort)
    throw new UsageError('--reason is for the --promote or --abort of a canary', RELEASE_USAGE);
  if (reason !== undefined && !canaryDecisionSchema.shape.reason.safeParse(reason).success)
    throw new UsageError('--reason needs one line of printable ASCII text', RELEASE_USAGE);
  if (values['auto-promote'] && values.canary === undefined)
    throw new UsageError('--auto-promote is for a --canary', RELEASE_USAGE);
  if (values.promote)
    return { remote, action: { kind: 'promote', release, force, reason }, ...target };
  if (values.discard) return { remote, action: { kind: 'discard', release }, ...target };
  if (values.abort) return { remote, action: { kind: 'abort', reason }, ...target };
  if (values.rollback) return { remote, action: { kind: 'rollback', force }, ...target };
  if (values['end-grace']) return { remote, action: { kind: 'end-grace' }, ...target };
  if (values.list) return { remote, action: { kind: 'list' }, ...target };
  if (source !== undefined && build !== undefined) {
    throw new UsageError(
      '--source builds a folder, --build releases one already built: give one',
      RELEASE_USAGE,
    );
  }
  if (values.expires !== undefined && !values.preview)
    throw new UsageError('--expires is for a --preview link', RELEASE_USAGE);
  if (values.preview && values.canary !== undefined)
    throw new UsageError(
      '--preview shows a release to you, --canary to a share of readers: give one',
      RELEASE_USAGE,
    );
  if (values.preview) {
    const hours = wholeNumber(values.expires ?? String(DEFAULT_PREVIEW_HOURS), 1, 24 * 30);
    if (hours === undefined)
      throw new UsageError(
        `--expires needs a number of hours from 1 to 720, not "${values.expires ?? ''}"`,
        RELEASE_USAGE,
      );
    return { remote, action: { kind: 'preview', source, build, force, hours }, ...target };
  }
  if (values.canary !== undefined) {
    const share = wholeNumber(values.canary, 1, BUCKETS - 1);
    if (share === undefined)
      throw new UsageError(
        `--canary needs a share of readers from 1 to ${BUCKETS - 1} (per cent), not "${values.canary}"`,
        RELEASE_USAGE,
      );
    return {
      remote,
      action: { kind: 'canary', source, build, force, share, autoPromote: values['auto-promote'] },
      ...target,
    };
  }
  return { remote, action: { kind: 'release', source, build, force }, ...target };
}

/** `text` as a whole number from `min` to `max`, else undefined. */
function wholeNumber(text: string, min: number, max: number): number | undefined {
  if (!/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}
