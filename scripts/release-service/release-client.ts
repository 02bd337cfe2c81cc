/**
 * `npm run release -- <remote> --to <site url>`: a team's CI talks to the release service of the
 * site at that URL. A release is built and prerendered here, packed, uploaded with the team's key
 * (TLA_RELEASE_KEY), and the service's lines are printed as they come; the exit status says how it
 * ended, so a CI step fails when the release did not go live:
 *
 *   0  live (or, for --list / --end-grace, done)
 *   1  refused: the build, the archive or the request (the service says why, naming each cause)
 *   2  not allowed: no key, a key that is not valid, another remote's key, too many failed keys
 *   3  the service could not be reached, or failed, or is busy past the time a client waits
 */
import { createReadStream, statSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { setTimeout as sleep } from 'node:timers/promises';
import { RELEASE_SERVICE_PATH } from '@tla/platform/deploy/release-endpoint';
import type { RemoteId } from '@tla/platform/deploy/deployment';
import { VERDICTS, type Verdict } from './release-protocol';
import { AUTO_PROMOTE_SEGMENT, type Operation, type Trial } from './release-routes';

export const RELEASE_KEY_VARIABLE = 'TLA_RELEASE_KEY';

export const EXIT = { live: 0, refused: 1, notAllowed: 2, fault: 3 } as const;
export type ExitStatus = (typeof EXIT)[keyof typeof EXIT];

export type ServiceOperation =
  { kind: 'release'; archive: string; trial?: Trial } | Exclude<Operation, { kind: 'release' }>;

/** How long a client waits, in all, while the service says it is busy (409 with Retry-After). */
const BUSY_WAIT_MS = 15 * 60_000;

/** The exit status for an answer that is not a stream of progress. */
export function exitForStatus(status: number): ExitStatus {
  if (status >= 200 && status < 300) return EXIT.live;
  if (status === 401 || status === 403 || status === 429) return EXIT.notAllowed;
  if (status >= 400 && status < 500 && status !== 408 && status !== 409) return EXIT.refused;
  return EXIT.fault;
}

/** The verdict the last line of a streamed answer gives, if it is one. */
export function verdictOf(line: string): Verdict | undefined {
  const match = /^verdict: (\w+)$/.exec(line.trim());
  const name = match?.[1];
  return Object.keys(VERDICTS).find((verdict): verdict is Verdict => verdict === name);
}

/** The service's address for `operation` on `remote`, at the site `site` (its shell's URL). */
export function serviceUrl(site: string, remote: RemoteId, operation: ServiceOperation): URL {
  const base = new URL(RELEASE_SERVICE_PATH, site);
  return new URL(`${remote}${servicePathOf(operation)}`, base);
}

/** The path after the remote that asks the service for `operation` (release-routes.ts reads it). */
function servicePathOf(operation: ServiceOperation): string {
  switch (operation.kind) {
    case 'list':
      return '';
    case 'release':
      return operation.trial === undefined
        ? ''
        : `/${operation.trial.kind}/${operation.trial.value}${operation.trial.autoPromote ? `/${AUTO_PROMOTE_SEGMENT}` : ''}`;
    case 'promote':
    case 'discard':
      return `/${operation.kind}${operation.release === undefined ? '' : `/${operation.release}`}`;
    default:
      return `/${operation.kind}`;
  }
}

/** Send one request; resolves with the response once its head arrives. */
function send(url: URL, operation: ServiceOperation, key: string): Promise<IncomingMessage> {
  const headers: Record<string, string> = { Authorization: `Bearer ${key}` };
  if (operation.kind === 'release') {
    headers['Content-Type'] = 'application/gzip';
    headers['Content-Length'] = String(statSync(operation.archive).size);
  }
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: operation.kind === 'list' ? 'GET' : 'POST', headers },
      resolve,
    );
    req.on('error', reject);
    if (operation.kind === 'release') {
      const body = createReadStream(operation.archive);
      body.on('error', (error) => req.destroy(error));
      body.pipe(req);
    } else req.end();
  });
}

/**
 * Run `operation` on `remote` through the service at `site`, printing what it says. Returns the exit
 * status (see the top of this file).
 */
export async function runThroughService(options: {
  site: string;
  remote: RemoteId;
  operation: ServiceOperation;
  key: string | undefined;
  print?: (line: string) => void;
}): Promise<ExitStatus> {
  const { site, remote, operation, key, print = (line) => console.log(line) } = options;
  if (key === undefined || key.trim() === '') {
    print(
      `release: set ${RELEASE_KEY_VARIABLE} to the key the site's operator gave your team (npm run release-keys -- add ${remote})`,
    );
    return EXIT.notAllowed;
  }
  const url = serviceUrl(site, remote, operation);
  const started = Date.now();
  for (;;) {
    let response: IncomingMessage;
    try {
      response = await send(url, operation, key.trim());
    } catch (error) {
      print(
        `release: cannot reach ${url.origin}: ${error instanceof Error ? error.message : String(error)}`,
      );
      return EXIT.fault;
    }
    const status = response.statusCode ?? 0;
    if (status === 409) {
      const wait = Number(response.headers['retry-after'] ?? '30');
      print(`release: the service is busy; asking again in ${wait} s`);
      response.resume();
      if (Date.now() - started + wait * 1000 > BUSY_WAIT_MS) return EXIT.fault;
      await sleep(wait * 1000);
      continue;
    }
    let verdict: Verdict | undefined;
    let pending = '';
    response.setEncoding('utf8');
    try {
      for await (const chunk of response) {
        pending += String(chunk);
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) {
          verdict = verdictOf(line) ?? verdict;
          print(line);
        }
      }
    } catch (error) {
      print(
        `release: the answer from ${url.origin} broke off: ${error instanceof Error ? error.message : String(error)}`,
      );
      return EXIT.fault;
    }
    if (pending !== '') {
      verdict = verdictOf(pending) ?? verdict;
      print(pending);
    }
    if (status !== 202) return exitForStatus(status);
    // A stream that ends without a verdict was cut: the service stopped mid-operation.
    if (verdict === undefined) {
      print(`release: the service stopped before it gave a verdict`);
      return EXIT.fault;
    }
    return VERDICTS[verdict];
  }
}
