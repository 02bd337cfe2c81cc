/**
 * The release service: a team's CI releases its remote over HTTP, with a key of its own, instead of
 * a shell on the serving machine. Mounted by both servers at RELEASE_SERVICE_PATH on the shell's
 * host (the Node server in its process, nginx through a socket):
 *
 *   POST /_release/<remote>            body: the remote's built and prerendered folder, .tar.gz
 *   POST /_release/<remote>/rollback   the previous release goes live again
 *   POST /_release/<remote>/end-grace  the hashed files of earlier releases go
 *   GET  /_release/<remote>            the kept releases, the live one marked
 *   GET  /_release/status              what each app has live (public, as /_status is)
 *   GET  /_release/health              the figures of each release from readers' browsers (public)
 *   POST /_rum                         a reader's page reports on the releases it ran (rum-endpoint.ts)
 *
 * Each request is answered as soon as its outcome is known without running anything: 401 without a
 * valid key, 403 with another remote's key, 404 for a remote that is not ours, 400 or 413 or 422 for
 * an archive that cannot be released (each entry named), 409 when too many releases wait already.
 * Then the operation runs, one at a time per deployment, as `npm run release` in a process of its
 * own (the servers keep answering readers while it builds pages), and the answer (202) streams its
 * lines as they come: the stages, then the verdict, one of
 *
 *   verdict: live            it is live, the pages composed with it
 *   verdict: refused         the same refusal as the command line prints, nothing live changed
 *   verdict: fault           the service could not finish (nothing live changed unless it says so)
 *
 * The paths are read in release-routes.ts, an upload received and checked in release-upload.ts, and
 * the operations run in turn by release-queue.ts.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import {
  admitRelease,
  bearerKey,
  describeAttempt,
  releaseFailureLimiter,
  type FailureLimiter,
} from '@tla/platform/deploy/release-keys';
import { RUM_PATH } from '@tla/platform/contracts/release-health';
import type { HealthReport } from '@tla/platform/contracts/rum-beacon';
import { plainHeaders } from './release-protocol';
import { answerStream, operationQueue, type OperationQueue } from './release-queue';
import { commandFor, route } from './release-routes';
import { receiveBuild } from './release-upload';
import { clientAddressOf, type ClientAddressOf } from '@tla/platform/server/client-address';

/** The command line that runs each operation, as a team would run it on this machine. */
const releaseScript = fileURLToPath(new URL('../release.ts', import.meta.url));

export type ReleaseServiceOptions = {
  /** The deployment's root: its keys, and its lock, which the operations take. */
  root: string;
  /** The environment each operation runs with (it names the deployment). */
  env: NodeJS.ProcessEnv;
  /** Where each attempt is logged, one line each (never a key). */
  log: (line: string) => void;
  /** Who sent a request, for the pacing of failed keys and beacons per client (the socket's peer by default). */
  clientOf?: ClientAddressOf;
  /**
   * The command each operation runs, its arguments after it: `npm run release` on this deployment
   * unless told otherwise.
   */
  command?: readonly string[];
  /** The queue the operations run in, when the service shares it (with its canary watch). */
  queue?: OperationQueue;
  /** What each app has live now, as `npm run status -- --json` prints it. */
  status: () => unknown;
  /** Readers' beacons, and the figures they add up to. */
  rum: (req: IncomingMessage, res: ServerResponse, client: string) => Promise<void>;
  health: () => HealthReport;
  limiter?: FailureLimiter;
};

function answer(
  res: ServerResponse,
  status: number,
  text: string,
  extra: Record<string, string> = {},
) {
  res.writeHead(status, { ...plainHeaders, ...extra });
  res.end(text.endsWith('\n') ? text : `${text}\n`);
}

/** The release service's request handler (for paths under RELEASE_SERVICE_PATH). */
/** The queue of a service's operations, each run as `command` (default: `npm run release`). */
export function serviceQueue({
  env,
  log,
  command,
}: Pick<ReleaseServiceOptions, 'env' | 'log' | 'command'>): OperationQueue {
  const [program = process.execPath, ...programArgs] = command ?? [
    process.execPath,
    ...process.execArgv,
    releaseScript,
  ];
  return operationQueue({ command: [program, ...programArgs], env, log });
}

export function releaseService(options: ReleaseServiceOptions) {
  const { root } = options;
  const limiter = options.limiter ?? releaseFailureLimiter();
  const clientOf = options.clientOf ?? clientAddressOf(undefined);
  const queue = options.queue ?? serviceQueue(options);
  const { log } = options;

  return async function handle(req: IncomingMessage, res: ServerResponse, pathname: string) {
    const method = req.method ?? 'GET';
    if (pathname === RUM_PATH) return options.rum(req, res, clientOf(req));
    const routed = route(method, pathname);
    if (routed === 'status' || routed === 'health') {
      // The same facts as the public /_status page, for a CI that wants them as data.
      res.writeHead(200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-store',
      });
      const facts = routed === 'status' ? options.status() : options.health();
      return res.end(`${JSON.stringify(facts, null, 2)}\n`);
    }
    if ('status' in routed) return answer(res, routed.status, routed.message);
    const { remote, operation } = routed;
    const client = clientOf(req);
    const admitted = await admitRelease({
      root,
      limiter,
      key: bearerKey(req.headers.authorization),
      target: remote,
      client,
    });
    log(describeAttempt(admitted, { target: remote, client }));
    if (!admitted.ok) {
      if (admitted.status === 429) {
        return answer(res, 429, 'too many failed keys from this client: wait and retry', {
          'Retry-After': String(admitted.retryAfter),
        });
      }
      return answer(
        res,
        admitted.status,
        `${remote}: ${admitted.message}`,
        admitted.status === 401 ? { 'WWW-Authenticate': 'Bearer realm="release"' } : {},
      );
    }
    const place = queue.admit();
    if (!place.ok) return answer(res, 409, place.message, { 'Retry-After': '60' });
    if (operation.kind !== 'release') {
      await queue.run(place, commandFor(remote, operation), answerStream(res));
      return;
    }
    // A release: the archive is received and checked in a folder of its own, outside the deployment.
    let upload;
    try {
      upload = await receiveBuild(req, remote);
    } finally {
      if (upload?.kind !== 'received') place.leave();
    }
    if (upload.kind === 'refused') return answer(res, upload.status, upload.message);
    if (upload.kind === 'gone') {
      log(`release-service upload of ${remote} from ${client} ended early: ${upload.reason}`);
      return res.destroy();
    }
    const command = commandFor(remote, {
      kind: 'release',
      build: upload.build,
      trial: operation.trial,
    });
    await queue.run(place, command, answerStream(res), upload.cleanup);
  };
}
