/**
 * The release service's paths, `/_release/<remote>[/<operation>]`, read into the operation they ask
 * for, and each operation as the release command line that runs it.
 */
import { remoteIds, type RemoteId } from '@tla/platform/deploy/deployment';
import { RELEASE_SERVICE_PATH } from '@tla/platform/deploy/release-endpoint';

export type Operation =
  { kind: 'release' } | { kind: 'rollback' } | { kind: 'end-grace' } | { kind: 'list' };

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
  const [name, action, ...more] = rest;
  const remote = remoteIds.find((id) => id === name);
  if (remote === undefined || more.length > 0) {
    return {
      status: 404,
      message: `"${name ?? ''}" is not one of our remotes: use /_release/<${remoteIds.join('|')}>`,
    };
  }
  if (action === undefined && method === 'GET') return { remote, operation: { kind: 'list' } };
  if (action === undefined && method === 'POST') return { remote, operation: { kind: 'release' } };
  if ((action === 'rollback' || action === 'end-grace') && method === 'POST') {
    return { remote, operation: { kind: action } };
  }
  return {
    status: action === undefined || action === 'rollback' || action === 'end-grace' ? 405 : 404,
    message: `${method} ${pathname}: use POST /_release/${remote} (a .tar.gz build), POST …/rollback, POST …/end-grace or GET /_release/${remote}`,
  };
}

/** An operation as the queue and the log name it, and the `npm run release` arguments that run it. */
export type OperationCommand = { doing: string; args: string[] };

/** The command for `operation` on `remote`; a release's, for the build received into `build`. */
export function commandFor(
  remote: RemoteId,
  operation: Exclude<Operation, { kind: 'release' }> | { kind: 'release'; build: string },
): OperationCommand {
  switch (operation.kind) {
    case 'list':
      return { doing: `list of ${remote}`, args: [remote, '--list'] };
    case 'rollback':
      return { doing: `rollback of ${remote}`, args: [remote, '--rollback'] };
    case 'end-grace':
      return { doing: `end of grace of ${remote}`, args: [remote, '--end-grace'] };
    case 'release':
      return { doing: `release of ${remote}`, args: [remote, '--build', operation.build] };
  }
}
