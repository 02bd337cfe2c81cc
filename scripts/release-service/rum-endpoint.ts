/**
 * Readers' beacons (POST RUM_PATH): what a page of this site says about the releases it ran, added to
 * the figures of release health (release-health.ts). Anyone can post here, so every request is judged
 * before its body is read, cheapest first: the method (405), a declared length over the cap (413), the
 * reader's Global Privacy Control (204, dropped unread), another origin (403), the media type (415),
 * the client's pace (429); then the body as read: over the cap (413), not JSON or not a beacon (400,
 * naming the field). Nothing of the request is kept but the beacon's figures: no cookie, address or
 * user agent. Refusals are logged one line per status and minute at most, with how many more came,
 * every character a terminal would act on escaped.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { MAX_RUM_BEACON_BYTES } from '@tla/platform/contracts/release-health';
import { rumBeaconSchema } from '@tla/platform/contracts/rum-beacon';
import { escapedForLog } from '@tla/platform/deploy/log-line';
import { RUM_RATE } from '@tla/platform/deploy/release-endpoint';
import { clientRateLimiter } from '@tla/platform/server/client-rate-limit';
import { plainHeaders } from './release-protocol';
import type { HealthStore } from './release-health';

/** A page's beacon, as sendBeacon sends a string (text/plain), or as JSON. */
const BEACON_TYPES = ['text/plain', 'application/json'];

const REFUSAL_LOG_INTERVAL_MS = 60_000;

export type RumReceiverOptions = {
  /** The site's origin: the only one whose pages may post. */
  siteOrigin: string;
  store: HealthStore;
  log: (line: string) => void;
  now?: () => number;
};

type Refusal = { status: number; reason: string; headers?: Record<string, string> };

/** At most one line per status in each interval, the next one counting those left out. */
function refusalLog(log: (line: string) => void, now: () => number) {
  const last = new Map<number, { at: number; unlogged: number }>();
  return ({ status, reason }: Refusal) => {
    const time = now();
    const seen = last.get(status);
    if (seen && time - seen.at < REFUSAL_LOG_INTERVAL_MS) {
      seen.unlogged += 1;
      return;
    }
    const more = seen && seen.unlogged > 0 ? ` (and ${seen.unlogged} more ${status} since)` : '';
    last.set(status, { at: time, unlogged: 0 });
    log(escapedForLog(`rum: refused a beacon, ${status}: ${reason}${more}`));
  };
}

const header = (req: IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** What is wrong with a request before its body is read, if anything. */
function judgeHead(req: IncomingMessage, siteOrigin: string): Refusal | 'dropped' | undefined {
  if (req.method !== 'POST') {
    return { status: 405, reason: `${req.method ?? '?'} is not POST`, headers: { Allow: 'POST' } };
  }
  if (Number(header(req, 'content-length')) > MAX_RUM_BEACON_BYTES) {
    return { status: 413, reason: `over ${MAX_RUM_BEACON_BYTES} bytes` };
  }
  // The reader asked not to be followed: whatever their browser sent is not read.
  if (header(req, 'sec-gpc')?.trim() === '1') return 'dropped';
  const origin = header(req, 'origin');
  const site = header(req, 'sec-fetch-site');
  if (origin !== siteOrigin || (site !== undefined && site !== 'same-origin')) {
    return {
      status: 403,
      reason: `from ${JSON.stringify(origin ?? 'no origin')} (${JSON.stringify(site ?? 'no Sec-Fetch-Site')}), not a page of ${siteOrigin}`,
    };
  }
  const type = (header(req, 'content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!BEACON_TYPES.includes(type)) {
    return {
      status: 415,
      reason: `of type ${JSON.stringify(type)}, not ${BEACON_TYPES.join(' or ')}`,
    };
  }
  return undefined;
}

/** The body, or undefined once it passed the cap (the request is then refused). */
function readBody(req: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_RUM_BEACON_BYTES) {
        resolve(undefined);
        req.pause();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** The beacon in `text`, or what is wrong with it. */
function parseBeacon(text: string) {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false as const, reason: 'not JSON' };
  }
  const parsed = rumBeaconSchema.safeParse(json);
  if (parsed.success) return { ok: true as const, beacon: parsed.data };
  const issue = parsed.error.issues[0];
  return {
    ok: false as const,
    reason: `not a beacon: ${issue?.path.join('.') || '(the beacon)'}: ${issue?.message ?? ''}`,
  };
}

/** The receiver for one service: one pace per client address for all its requests. */
export function rumReceiver(options: RumReceiverOptions) {
  const now = options.now ?? Date.now;
  const allow = clientRateLimiter(RUM_RATE, now);
  const logRefusal = refusalLog(options.log, now);

  return async function receive(
    req: IncomingMessage,
    res: ServerResponse,
    client: string,
  ): Promise<void> {
    const refuse = (refusal: Refusal) => {
      logRefusal(refusal);
      // Whatever the client still sends is not read.
      res.writeHead(refusal.status, { ...plainHeaders, ...refusal.headers, Connection: 'close' });
      res.end(`${refusal.reason}\n`);
    };
    const head = judgeHead(req, options.siteOrigin);
    if (head === 'dropped') {
      res.writeHead(204, { 'Cache-Control': 'no-store', Connection: 'close' });
      res.end();
      return;
    }
    if (head) return refuse(head);
    if (!allow(client)) {
      return refuse({
        status: 429,
        reason: 'too many beacons from one client',
        headers: { 'Retry-After': '60' },
      });
    }
    const text = await readBody(req);
    if (text === undefined)
      return refuse({ status: 413, reason: `over ${MAX_RUM_BEACON_BYTES} bytes` });
    const parsed = parseBeacon(text);
    if (!parsed.ok) return refuse({ status: 400, reason: parsed.reason });
    options.store.record(parsed.beacon);
    res.writeHead(204, { 'Cache-Control': 'no-store' });
    res.end();
  };
}
