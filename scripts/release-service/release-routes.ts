/**
 * The release service's paths, `/_release/<remote>[/<operation>]`, read into the operation they ask
 * for, and each operation as the release command line that runs it.
 */
import { releaseIdSchema } from '@tla/platform/contracts/app-status';
import { remoteIds, type RemoteId } from '@tla/platform/deploy/deployment';
import { RELEASE_SERVICE_PATH } from '@tla/platform/deploy/release-endpoint';

/**
 * A release kept and shown to some readers first: a preview (hours its link works) or a canary
 * (share), which the service may promote by itself once readers' figures hold up.
 */
export type Trial = { kind: 'preview' | 'canary'; value: number; autoPromote?: boolean };

/** After a canary's share, asks for its promotion once readers' figures hold up. */
export const AUTO_PROMOTE_SEGMENT = 'auto-promote';

export type Operation =
  | { kind: 'release'; trial?: Trial }
  | { kind: 'rollback' }
  | { kind: 'end-grace' }
  | { kind: 'list' }
  | {
      kind: 'promote' | 'discard';
      release?: string;
      /** The service's own decision to end its canary so (never read from a request). */
      reason?: string;
    }
  | { kind: 'abort'; reason?: string };

const KNOWN = new Set(['rollback', 'end-grace', 'abort', 'promote', 'discard']);

/** `/_release/<remote>[/<operation>]` read, or what is wrong with it. */
export function route(
  method: string,
  pathname: string,
):
  | { remote: RemoteId; operation: Operation }
  | { status: number; message: string }
  | 'status'
  | 'health' {
  const rest = pathname.slice(RELEASE_SERVICE_PATH.length).split('/').filter(Boolean);
  const [only] = rest;
  if (rest.length === 1 && (only === 'status' || only === 'health')) {
    return method === 'GET' ? only : { status: 405, message: `GET /_release/${only}` };
  }
  const [name, action, value, ...more] = rest;
  const remote = remoteIds.find((id) => id === name);
  const autoPromote = action === 'canary' && more.length === 1 && more[0] === AUTO_PROMOTE_SEGMENT;
  if (remote === undefined || (more.length > 0 && !autoPromote)) {
    return {
      status: 404,
      message: `"${name ?? ''}" is not one of our remotes: use /_release/<${remoteIds.join('|')}>`,
    };
  }
  const post = method === 'POST';
  if (action === undefined && method === 'GET') return { remote, operation: { kind: 'list' } };
  if (action === undefined && !post)
    return {
      status: 405,
      message: `${method} ${pathname}: use POST /_release/${remote} (a .tar.gz build) or GET /_release/${remote}`,
    };
  if (action === undefined) return { remote, operation: { kind: 'release' } };
  // …/preview/<hours> and …/canary/<share> receive a build as a release does; the command line
  // checks the number's range.
  if ((action === 'preview' || action === 'canary') && post && /^\d{1,4}$/.test(value ?? '')) {
    return {
      remote,
      operation: {
        kind: 'release',
        trial: { kind: action, value: Number(value), ...(autoPromote ? { autoPromote } : {}) },
      },
    };
  }
  if ((action === 'promote' || action === 'discard') && post) {
    if (value === undefined) return { remote, operation: { kind: action } };
    if (releaseIdSchema.safeParse(value).success)
      return { remote, operation: { kind: action, release: value } };
  }
  if ((action === 'rollback' || action === 'end-grace' || action === 'abort') && post) {
    if (value === undefined) return { remote, operation: { kind: action } };
  }
  return {
    // A known operation asked with another method: 405; anything else is no address of the service.
    status: !post && KNOWN.has(action) && value === undefined ? 405 : 404,
    message: `${method} ${pathname}: use POST /_release/${remote} (a .tar.gz build), POST …/preview/<hours> or …/canary/<share>[/auto-promote] (a build), POST …/promote[/<release>], …/discard[/<release>], …/abort, …/rollback, …/end-grace or GET /_release/${remote}`,
  };
}

/** An operation as the queue and the log name it, and the `npm run release` arguments that run it. */
export type OperationCommand = { doing: string; args: string[] };

const reasonArgs = (reason: string | undefined) =>
  reason === undefined ? [] : ['--reason', reason];

/** The command for `operation` on `remote`; a release's, for the build received into `build`. */
export function commandFor(
  remote: RemoteId,
  operation:
    | Exclude<Operation, { kind: 'release' }>
    | { kind: 'release'; build: string; trial?: Trial | undefined },
): OperationCommand {
  switch (operation.kind) {
    case 'list':
      return { doing: `list of ${remote}`, args: [remote, '--list'] };
    case 'rollback':
      return { doing: `rollback of ${remote}`, args: [remote, '--rollback'] };
    case 'end-grace':
      return { doing: `end of grace of ${remote}`, args: [remote, '--end-grace'] };
    case 'abort':
      return {
        doing: `abort of ${remote}'s canary`,
        args: [remote, '--abort', ...reasonArgs(operation.reason)],
      };
    case 'promote':
    case 'discard':
      return {
        doing: `${operation.kind} of ${remote}`,
        args: [
          remote,
          `--${operation.kind}`,
          ...(operation.release === undefined ? [] : [operation.release]),
          ...reasonArgs(operation.reason),
        ],
      };
    case 'release': {
      const { trial } = operation;
      const args = [remote, '--build', operation.build];
      if (trial?.kind === 'preview')
        return {
          doing: `preview of ${remote}`,
          args: [...args, '--preview', '--expires', String(trial.value)],
        };
      if (trial?.kind === 'canary')
        return {
          doing: `canary of ${remote}`,
          args: [
            ...args,
            '--canary',
            String(trial.value),
            ...(trial.autoPromote ? ['--auto-promote'] : []),
          ],
        };
      return { doing: `release of ${remote}`, args };
    }
  }
}
