/**
 * Who may release what through the release service: one key per team, scoped to its remote, and
 * operator keys for every app. A key is shown once when it is made; the deployment keeps only a salted
 * scrypt hash of it, so a copy of the keys file releases nothing. A caller learns only "not a valid
 * key" whatever was wrong with one (the log says what), and a client that keeps presenting bad keys
 * is slowed down before any hash is computed for it. Node only.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { z } from 'zod';
import { parsePublished } from '../contracts/parse-published';
import { appIds, remoteIds, type AppId, type RemoteId } from '../contracts/remote-id';
import { escapedForLog, LOG_ESCAPED_CHARACTERS } from './log-line';

/** What a key may release: one remote, or (`operator`) every app, shell included. */
export type ReleaseScope = RemoteId | 'operator';
export const releaseScopes: readonly ReleaseScope[] = [...remoteIds, 'operator'];

/** The keys of a deployment, in its root folder (never in a folder a web server serves). */
export const keysFile = (root: string): string => join(root, 'release-keys.json');

/**
 * The cost of a new key's hash: scrypt with N=2^15, r=8, p=1 takes 128·N·r = 32 MiB and a fraction
 * of a second of one core per check. That is below the N=2^17 OWASP asks of a password hash, on purpose: a
 * password may be guessed, these secrets carry 256 random bits, so the cost only has to make a copied
 * file slow to test against, and every request to the release service pays it. Each record keeps its
 * own parameters: raising these applies to keys made after, and older keys still verify.
 */
export const RELEASE_KEY_COST = { N: 2 ** 15, r: 8, p: 1 } as const;
export type ScryptCost = { N: number; r: number; p: number };

const SECRET_BYTES = 32;
const SALT_BYTES = 16;
const HASH_BYTES = 32;

/** `tla_<id>_<secret>`: an 8-hex-digit public id (logs, list, revoke), then 32 random bytes base64url. */
const keyPattern = /^tla_([0-9a-f]{8})_([A-Za-z0-9_-]{43})$/;
const idSchema = z.string().regex(/^[0-9a-f]{8}$/, '8 lower-case hex digits');
const base64url = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'base64url')
    .refine((text) => Buffer.from(text, 'base64url').length === bytes, `${bytes} bytes`);

const hashSchema = z.object({
  algorithm: z.literal('scrypt'),
  // A floor, and a ceiling on the memory a broken file could make a verify ask for (128·N·r).
  N: z
    .number()
    .int()
    .min(2 ** 14)
    .max(2 ** 20)
    .refine((n) => Number.isInteger(Math.log2(n)), 'a power of 2'),
  r: z.number().int().min(1).max(32),
  p: z.number().int().min(1).max(16),
  salt: base64url(SALT_BYTES),
  hash: base64url(HASH_BYTES),
});

const labelSchema = z
  .string()
  .min(1)
  .max(200)
  .refine((text) => !new RegExp(LOG_ESCAPED_CHARACTERS.source).test(text), 'no control characters');

export const releaseKeyRecordSchema = z.object({
  id: idSchema,
  scope: z.enum(['operator', ...remoteIds]),
  label: labelSchema.optional(),
  createdAt: z.iso.datetime(),
  /** Revoked keys stay listed, so the list says what a key in an old log was and since when it is not. */
  revokedAt: z.iso.datetime().nullable(),
  hash: hashSchema,
});
export type ReleaseKeyRecord = z.infer<typeof releaseKeyRecordSchema>;

export const releaseKeysFileSchema = z.object({
  keys: z.array(releaseKeyRecordSchema).superRefine((keys, context) => {
    keys.forEach(({ id }, index) => {
      if (keys.findIndex((other) => other.id === id) !== index) {
        context.addIssue({ code: 'custom', path: [index, 'id'], message: `"${id}" twice` });
      }
    });
  }),
});

const parseKeys = (text: string, file: string): ReleaseKeyRecord[] =>
  parsePublished(releaseKeysFileSchema, text, file).keys;

/** The keys of the deployment at `root`; none when it has no keys file yet. */
export function readReleaseKeys(root: string): ReleaseKeyRecord[] {
  const file = keysFile(root);
  return existsSync(file) ? parseKeys(readFileSync(file, 'utf8'), file) : [];
}

/** As readReleaseKeys, without blocking a server: read on every check, so a revoke acts at once. */
async function loadReleaseKeys(root: string): Promise<ReleaseKeyRecord[]> {
  const file = keysFile(root);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return [];
    throw error;
  }
  return parseKeys(text, file);
}

let written = 0;
/**
 * Readable by its owner only, and replaced in one step: a temporary file beside it (created new, so
 * never through a link someone left there), renamed over it.
 */
function writeReleaseKeys(root: string, keys: readonly ReleaseKeyRecord[]): void {
  const file = keysFile(root);
  mkdirSync(root, { recursive: true });
  const temporary = join(dirname(file), `.${basename(file)}.${process.pid}-${(written += 1)}.tmp`);
  try {
    writeFileSync(temporary, `${JSON.stringify({ keys }, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

/**
 * Hashes computed at once: libuv runs scrypt on its thread pool (4 threads by default), which the
 * server's file reads and writes share, so a flood of keys queues here rather than stalling uploads;
 * it also bounds the memory they take (32 MiB each at the default cost).
 */
const MAX_CONCURRENT_HASHES = 2;
let hashing = 0;
const waitingToHash: (() => void)[] = [];

async function hashKey(key: string, salt: Buffer, { N, r, p }: ScryptCost): Promise<Buffer> {
  // A finished hash hands its place to the next one waiting, so none can slip in between.
  if (hashing < MAX_CONCURRENT_HASHES) hashing += 1;
  else await new Promise<void>((resolve) => waitingToHash.push(resolve));
  try {
    // Node's default maxmem (32 MiB) refuses N=2^15 r=8 exactly: room for what the cost needs.
    const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
    return await new Promise<Buffer>((resolve, reject) =>
      scrypt(key, salt, HASH_BYTES, options, (error, hash) =>
        error ? reject(error) : resolve(hash),
      ),
    );
  } finally {
    const next = waitingToHash.shift();
    if (next) next();
    else hashing -= 1;
  }
}

export type NewReleaseKey = {
  /** Shown once, to whoever made it: nothing else keeps it. */
  key: string;
  record: ReleaseKeyRecord;
};

/** Make a key for `scope` and record its hash in the keys file at `root`. */
export async function addReleaseKey(
  root: string,
  scope: ReleaseScope,
  options: { label?: string; now?: Date; cost?: ScryptCost } = {},
): Promise<NewReleaseKey> {
  const { label, now = new Date(), cost = RELEASE_KEY_COST } = options;
  const checkedLabel = label === undefined ? undefined : labelSchema.safeParse(label);
  if (checkedLabel?.success === false) {
    const problems = checkedLabel.error.issues.map((issue) => issue.message).join('; ');
    throw new Error(`the label ${JSON.stringify(label)}: ${problems}`);
  }
  const keys = readReleaseKeys(root);
  let id: string;
  do id = randomBytes(4).toString('hex');
  while (keys.some((record) => record.id === id));
  const key = `tla_${id}_${randomBytes(SECRET_BYTES).toString('base64url')}`;
  const salt = randomBytes(SALT_BYTES);
  const hash = await hashKey(key, salt, cost);
  const record = releaseKeyRecordSchema.parse({
    id,
    scope,
    ...(checkedLabel === undefined ? {} : { label: checkedLabel.data }),
    createdAt: now.toISOString(),
    revokedAt: null,
    hash: {
      algorithm: 'scrypt',
      ...cost,
      salt: salt.toString('base64url'),
      hash: hash.toString('base64url'),
    },
  });
  // Read again after the hash: a key another run added meanwhile is kept.
  writeReleaseKeys(root, [...readReleaseKeys(root), record]);
  return { key, record };
}

export class UnknownReleaseKey extends Error {
  override name = 'UnknownReleaseKey';
}

/**
 * Revoke the key `id`: it stays listed, with the time it stopped working. Revoking a revoked key
 * changes nothing. Throws UnknownReleaseKey naming the id and the file when there is no such key.
 */
export function revokeReleaseKey(root: string, id: string, now = new Date()): ReleaseKeyRecord {
  const keys = readReleaseKeys(root);
  const found = keys.find((record) => record.id === id);
  if (!found) throw new UnknownReleaseKey(`no release key "${id}" in ${keysFile(root)}`);
  if (found.revokedAt !== null) return found;
  const revoked = { ...found, revokedAt: now.toISOString() };
  writeReleaseKeys(
    root,
    keys.map((record) => (record === found ? revoked : record)),
  );
  return revoked;
}

/** What a presented key is. The reasons are for the log only: a caller is told "not a valid key". */
export type KeyCheck =
  | { ok: true; id: string; scope: ReleaseScope }
  | { ok: false; reason: 'malformed' }
  | { ok: false; reason: 'unknown' | 'revoked' | 'mismatch'; id: string };

/**
 * A key of an unknown id costs the same hash as a known one, so the time of an answer does not say
 * which ids exist (a malformed key is answered at once: its format is no secret).
 */
const unknownIdHash = { salt: randomBytes(SALT_BYTES), hash: randomBytes(HASH_BYTES) };

/** Check `key` against the keys file at `root` (read anew each time). */
export async function verifyReleaseKey(root: string, key: string | undefined): Promise<KeyCheck> {
  const match = key === undefined ? null : keyPattern.exec(key);
  const id = match?.[1];
  if (key === undefined || id === undefined) return { ok: false, reason: 'malformed' };
  const record = (await loadReleaseKeys(root)).find((entry) => entry.id === id);
  const stored = record
    ? {
        salt: Buffer.from(record.hash.salt, 'base64url'),
        hash: Buffer.from(record.hash.hash, 'base64url'),
        cost: record.hash,
      }
    : { ...unknownIdHash, cost: RELEASE_KEY_COST };
  const presented = await hashKey(key, stored.salt, stored.cost);
  const equal = timingSafeEqual(presented, stored.hash);
  if (!record) return { ok: false, reason: 'unknown', id };
  if (!equal) return { ok: false, reason: 'mismatch', id };
  if (record.revokedAt !== null) return { ok: false, reason: 'revoked', id };
  return { ok: true, id, scope: record.scope };
}

/** The message a caller gets for any key that is not valid, whatever the reason. */
export const NOT_A_VALID_KEY = 'not a valid release key';

/** What the release service does with a request for `target`, with its HTTP status. */
export type Authorization =
  | { ok: true; status: 200; id: string; scope: ReleaseScope }
  | (Extract<KeyCheck, { ok: false }> & { status: 401; message: string })
  | {
      ok: false;
      status: 403;
      reason: 'wrong-scope';
      id: string;
      /** The remote the key may release. */
      scope: RemoteId;
      message: string;
    };

/**
 * Whether `key` may act on `target`: a remote's key on that remote only (release, rollback, end of
 * grace alike), an operator's on every app, the shell included.
 */
export async function authorize(
  root: string,
  key: string | undefined,
  target: AppId,
): Promise<Authorization> {
  const check = await verifyReleaseKey(root, key);
  if (!check.ok) return { ...check, status: 401, message: NOT_A_VALID_KEY };
  if (check.scope === 'operator' || check.scope === target) return { ...check, status: 200 };
  return {
    ok: false,
    status: 403,
    reason: 'wrong-scope',
    id: check.id,
    scope: check.scope,
    message: `this key releases ${check.scope}, not ${target}`,
  };
}

/** The key of an `Authorization: Bearer <key>` header (RFC 6750: the scheme in any case). */
export function bearerKey(header: string | undefined): string | undefined {
  const match = /^Bearer +(\S+) *$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * Failed key checks taken per client address, as client-rate-limit.ts paces requests (nginx's
 * "excess"): `burst` failures at once, then `perMinute` on average. Past that, every request of the
 * client is refused (429) before its key is hashed, until its pace catches up; successes are not
 * counted. Ten failures cover a team fumbling a CI secret; after them, one try every ten seconds.
 * The secrets carry 256 random bits, so this is not what stops guessing: it keeps one client from
 * spending the server's CPU on hashes and filling the log. The state of at most `clients` addresses
 * is kept (about 100 bytes each), the least recently failed forgotten first.
 */
export const RELEASE_FAILURE_RATE = { perMinute: 6, burst: 10, clients: 4096 } as const;

export type FailureLimiter = {
  /** Seconds `client` must wait before a request is checked; undefined when it may be now. */
  retryAfter: (client: string) => number | undefined;
  /** Count a failed check (any 401 or 403) of `client`. */
  failed: (client: string) => void;
  /** How many addresses are tracked. */
  tracked: () => number;
};

/**
 * clientRateLimiter counts every request it is asked about and cannot say when to retry; here only
 * failures count, and a refusal carries its Retry-After.
 */
export function releaseFailureLimiter(
  limit: { perMinute: number; burst: number; clients: number } = RELEASE_FAILURE_RATE,
  now: () => number = Date.now,
): FailureLimiter {
  const clients = new Map<string, { excess: number; at: number }>();
  const perMs = limit.perMinute / 60_000;
  const excessNow = (client: string, time: number) => {
    const last = clients.get(client);
    return last ? Math.max(0, last.excess - (time - last.at) * perMs) : 0;
  };
  return {
    retryAfter(client) {
      const time = now();
      const excess = excessNow(client, time);
      if (excess === 0) clients.delete(client);
      // Refused while one more failure would exceed the burst.
      const over = excess + 1 - limit.burst;
      // In whole milliseconds first, or a float's last bit could add a second.
      return over > 0 ? Math.max(1, Math.ceil(Math.round(over / perMs) / 1000)) : undefined;
    },
    failed(client) {
      const time = now();
      const excess = excessNow(client, time) + 1;
      // Re-inserted on every failure: the Map's order is then least recently failed first.
      clients.delete(client);
      clients.set(client, { excess, at: time });
      for (const oldest of clients.keys()) {
        if (clients.size <= limit.clients) break;
        clients.delete(oldest);
      }
    },
    tracked: () => clients.size,
  };
}

/** A request the failure limiter refused without checking its key. */
export type Limited = { ok: false; status: 429; reason: 'limited'; retryAfter: number };

/**
 * The whole check of one request, as the release service makes it: the client's pace of failures
 * first, then the key, a failure counted. Answer with `status`, `message` (401, 403) and a
 * Retry-After of `retryAfter` seconds (429); log `describeAttempt` of it.
 */
export async function admitRelease(options: {
  root: string;
  limiter: FailureLimiter;
  key: string | undefined;
  target: AppId;
  client: string;
}): Promise<Authorization | Limited> {
  const { root, limiter, key, target, client } = options;
  const retryAfter = limiter.retryAfter(client);
  if (retryAfter !== undefined) return { ok: false, status: 429, reason: 'limited', retryAfter };
  const authorization = await authorize(root, key, target);
  if (!authorization.ok) limiter.failed(client);
  return authorization;
}

const logSafe = (text: string) => escapedForLog(JSON.stringify(text));

/**
 * One log line for a request: the key's public id and scope when known, the app, the outcome and the
 * client address (quoted and escaped: it may come from a header). Never the key or any of its secret.
 */
export function describeAttempt(
  outcome: Authorization | Limited,
  request: { target: AppId; client: string },
): string {
  const target = appIds.includes(request.target) ? request.target : logSafe(request.target);
  const fields = [
    `outcome=${outcome.ok ? 'allowed' : outcome.reason}`,
    `status=${outcome.status}`,
    `target=${target}`,
    ...('id' in outcome ? [`key=${outcome.id}`] : []),
    ...('scope' in outcome ? [`scope=${outcome.scope}`] : []),
    ...(outcome.ok === false && outcome.reason === 'limited'
      ? [`retry-after=${outcome.retryAfter}`]
      : []),
    `client=${logSafe(request.client)}`,
  ];
  return `release-key ${fields.join(' ')}`;
}
