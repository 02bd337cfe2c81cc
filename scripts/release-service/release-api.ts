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
 * The archive is written to a temporary file outside the deployment and checked there; it reaches
 * the deployment's folder only through the release's own checks.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import {
  archiveProblems,
  ArchiveUnreadable,
  extractBuild,
} from '@tla/platform/deploy/build-archive';
import { remoteIds, type RemoteId } from '@tla/platform/deploy/deployment';
import {
  MAX_RELEASE_UPLOAD_BYTES,
  RELEASE_SERVICE_PATH,
} from '@tla/platform/deploy/release-endpoint';
import {
  admitRelease,
  bearerKey,
  describeAttempt,
  releaseFailureLimiter,
  type FailureLimiter,
} from '@tla/platform/deploy/release-keys';
import { describeBuildProblems } from '@tla/platform/deploy/untrusted-build';

/** The command line that runs each operation, as a team would run it on this machine. */
const releaseScript = fileURLToPath(new URL('../release.ts', import.meta.url));

/** How many releases may wait behind the running one; past that a client is told to retry. */
export const MAX_WAITING_RELEASES = 4;

/** The verdicts a streamed answer ends with, and the exit status the command line gives each. */
export const VERDICTS = { live: 0, refused: 1, fault: 3 } as const;
export type Verdict = keyof typeof VERDICTS;
export const verdictLine = (verdict: Verdict) => `verdict: ${verdict}`;

export type ReleaseServiceOptions = {
  /** The deployment's root: its keys, and its lock, which the operations take. */
  root: string;
  /** The environment each operation runs with (it names the deployment). */
  env: NodeJS.ProcessEnv;
  /** Where each attempt is logged, one line each (never a key). */
  log: (line: string) => void;
  /** Whether the request came through a proxy of this machine (whose X-Forwarded-For is trusted). */
  viaProxy?: boolean;
  /**
   * The command each operation runs, its arguments after it: `npm run release` on this deployment
   * unless told otherwise.
   */
  command?: readonly string[];
  /** What each app has live now, as `npm run status -- --json` prints it. */
  status: () => unknown;
  limiter?: FailureLimiter;
};

type Operation =
  { kind: 'release' } | { kind: 'rollback' } | { kind: 'end-grace' } | { kind: 'list' };

/** `/_release/<remote>[/<operation>]` read, or what is wrong with it. */
function route(
  method: string,
  pathname: string,
): { remote: RemoteId; operation: Operation } | { status: number; message: string } | 'status' {
  const rest = pathname.slice(RELEASE_SERVICE_PATH.length).split('/').filter(Boolean);
  if (rest.length === 1 && rest[0] === 'status') {
    return method === 'GET' ? 'status' : { status: 405, message: 'GET /_release/status' };
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

const plainHeaders = {
  'Content-Type': 'text/plain; charset=utf-8',
  'Cache-Control': 'no-store',
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

/** The client a request came from: the proxy's word for it only when it came through the proxy. */
function clientOf(req: IncomingMessage, viaProxy: boolean): string {
  const forwarded = req.headers['x-forwarded-for'];
  if (viaProxy && typeof forwarded === 'string' && forwarded.trim() !== '') {
    return forwarded.split(',').at(-1)?.trim() ?? forwarded;
  }
  return req.socket.remoteAddress ?? 'unknown';
}

class UploadTooLarge extends Error {}

/** The request body into `file`, refused past MAX_RELEASE_UPLOAD_BYTES. Returns its size. */
async function receive(req: IncomingMessage, file: string): Promise<number> {
  let bytes = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > MAX_RELEASE_UPLOAD_BYTES) done(new UploadTooLarge());
      else done(null, chunk);
    },
  });
  await pipeline(req, counted, createWriteStream(file, { mode: 0o600 }));
  return bytes;
}

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** The release service's request handler (for paths under RELEASE_SERVICE_PATH). */
export function releaseService(options: ReleaseServiceOptions) {
  const { root, env, log } = options;
  const [program = process.execPath, ...programArgs] = options.command ?? [
    process.execPath,
    ...process.execArgv,
    releaseScript,
  ];
  const limiter = options.limiter ?? releaseFailureLimiter();
  /** The operations of this service, running or waiting, in order. */
  const queue: { remote: RemoteId; doing: string; done: Promise<unknown> }[] = [];

  /** Run one operation after those before it, streaming its lines to `res`. */
  async function run(
    remote: RemoteId,
    doing: string,
    args: string[],
    res: ServerResponse,
    cleanup: () => void,
  ): Promise<void> {
    const ahead = queue.map((entry) => entry.done);
    const position = queue.length;
    let finished = () => {};
    const done = new Promise<void>((resolve) => {
      finished = resolve;
    });
    const entry = { remote, doing, done };
    queue.push(entry);
    res.writeHead(202, { ...plainHeaders, 'X-Accel-Buffering': 'no' });
    const line = (text: string) => {
      if (!res.writableEnded) res.write(`${text}\n`);
    };
    try {
      if (position > 0) {
        line(
          `queued: ${position} operation(s) ahead of this one (${queue
            .slice(0, position)
            .map((waiting) => waiting.doing)
            .join(', ')})`,
        );
      }
      await Promise.allSettled(ahead);
      line(`${doing}: started`);
      const code = await new Promise<number | null>((resolve) => {
        const child = spawn(program, [...programArgs, ...args], {
          env,
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let pending = '';
        const relay = (chunk: Buffer) => {
          pending += chunk.toString('utf8');
          const lines = pending.split('\n');
          pending = lines.pop() ?? '';
          for (const text of lines) line(text);
        };
        child.stdout.on('data', relay);
        child.stderr.on('data', relay);
        child.on('error', (error) => {
          line(`release: could not start: ${error.message}`);
          resolve(null);
        });
        child.on('close', (status) => {
          if (pending !== '') line(pending);
          resolve(status);
        });
      });
      const verdict: Verdict = code === 0 ? 'live' : code === 1 ? 'refused' : 'fault';
      log(`release-service ${doing} verdict=${verdict} exit=${code ?? 'none'}`);
      line(verdictLine(verdict));
    } finally {
      res.end();
      cleanup();
      queue.splice(queue.indexOf(entry), 1);
      finished();
    }
  }

  return async function handle(req: IncomingMessage, res: ServerResponse, pathname: string) {
    const method = req.method ?? 'GET';
    const routed = route(method, pathname);
    if (routed === 'status') {
      // The same facts as the public /_status page, for a CI that wants them as data.
      res.writeHead(200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-store',
      });
      return res.end(`${JSON.stringify(options.status(), null, 2)}\n`);
    }
    if ('status' in routed) return answer(res, routed.status, routed.message);
    const { remote, operation } = routed;
    const client = clientOf(req, options.viaProxy ?? false);
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
    if (queue.length > MAX_WAITING_RELEASES) {
      return answer(
        res,
        409,
        `${queue.length} operations are running or waiting on this deployment (${queue.map((entry) => entry.doing).join(', ')}): retry in a minute`,
        { 'Retry-After': '60' },
      );
    }
    if (operation.kind === 'list')
      return run(remote, `list of ${remote}`, [remote, '--list'], res, () => {});
    if (operation.kind === 'rollback') {
      return run(remote, `rollback of ${remote}`, [remote, '--rollback'], res, () => {});
    }
    if (operation.kind === 'end-grace') {
      return run(remote, `end of grace of ${remote}`, [remote, '--end-grace'], res, () => {});
    }
    // A release: the archive is received and checked in a folder of its own, outside the deployment.
    const declared = Number(req.headers['content-length'] ?? '0');
    if (declared > MAX_RELEASE_UPLOAD_BYTES) {
      return answer(
        res,
        413,
        `${remote}: the archive is ${megabytes(declared)}, over the ${megabytes(MAX_RELEASE_UPLOAD_BYTES)} an upload may be`,
      );
    }
    const work = mkdtempSync(join(tmpdir(), `tla-release-${remote}-`));
    const cleanup = () => rmSync(work, { recursive: true, force: true });
    const archive = join(work, 'build.tar.gz');
    try {
      await receive(req, archive);
    } catch (error) {
      cleanup();
      if (error instanceof UploadTooLarge) {
        return answer(
          res,
          413,
          `${remote}: the archive is over the ${megabytes(MAX_RELEASE_UPLOAD_BYTES)} an upload may be`,
        );
      }
      // The client went away mid-upload: nothing was staged, nobody is left to answer.
      log(
        `release-service upload of ${remote} from ${client} ended early: ${error instanceof Error ? error.message : String(error)}`,
      );
      return res.destroy();
    }
    let problems;
    try {
      problems = await archiveProblems(archive);
    } catch (error) {
      cleanup();
      if (error instanceof ArchiveUnreadable)
        return answer(res, 400, `${remote}: ${error.message}`);
      throw error;
    }
    if (problems.length > 0) {
      cleanup();
      return answer(
        res,
        422,
        `${remote}: the archive holds what no build may, nothing was released:\n${describeBuildProblems(problems)}`,
      );
    }
    const build = join(work, 'build');
    await extractBuild(archive, build);
    rmSync(archive);
    return run(remote, `release of ${remote}`, [remote, '--build', build], res, cleanup);
  };
}
