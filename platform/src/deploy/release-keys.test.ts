// @vitest-environment node
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { PublishedFileError } from '../contracts/parse-published';
import {
  addReleaseKey,
  admitRelease,
  authorize,
  bearerKey,
  describeAttempt,
  keysFile,
  readReleaseKeys,
  RELEASE_FAILURE_RATE,
  RELEASE_KEY_COST,
  releaseFailureLimiter,
  revokeReleaseKey,
  UnknownReleaseKey,
  verifyReleaseKey,
} from './release-keys';

const tempRoot = () => mkdtempSync(join(tmpdir(), 'release-keys-'));
/** The lowest cost the file accepts: the tests hash many keys. */
const cost = { N: 2 ** 14, r: 8, p: 1 };

/** The same key with its last secret character changed. */
const otherSecret = (key: string) => `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;

test('a key is added, listed, checked and revoked; the file holds neither key nor secret', async () => {
  const root = tempRoot();
  const created = new Date('2025-01-02T03:04:05.000Z');
  const { key, record } = await addReleaseKey(root, 'blog', {
    label: 'blog team CI',
    now: created,
  });
  expect(key).toMatch(/^tla_[0-9a-f]{8}_[A-Za-z0-9_-]{43}$/);
  expect(key.startsWith(`tla_${record.id}_`)).toBe(true);
  // Made at the default cost, recorded with it.
  expect(record).toMatchObject({
    scope: 'blog',
    label: 'blog team CI',
    createdAt: created.toISOString(),
    revokedAt: null,
    hash: { algorithm: 'scrypt', ...RELEASE_KEY_COST },
  });
  expect(readReleaseKeys(root)).toEqual([record]);

  const text = readFileSync(keysFile(root), 'utf8');
  const secret = key.slice(`tla_${record.id}_`.length);
  expect(text).not.toContain(key);
  expect(text).not.toContain(secret);
  expect(text).not.toContain(Buffer.from(secret, 'base64url').toString('hex'));
  expect(statSync(keysFile(root)).mode & 0o777).toBe(0o600);

  expect(await verifyReleaseKey(root, key)).toEqual({ ok: true, id: record.id, scope: 'blog' });
  expect(await verifyReleaseKey(root, otherSecret(key))).toEqual({
    ok: false,
    reason: 'mismatch',
    id: record.id,
  });

  const revoked = revokeReleaseKey(root, record.id, new Date('2025-02-01T00:00:00.000Z'));
  expect(revoked.revokedAt).toBe('2025-02-01T00:00:00.000Z');
  // Still listed, as revoked; revoking again changes nothing.
  expect(readReleaseKeys(root)).toEqual([revoked]);
  expect(revokeReleaseKey(root, record.id)).toEqual(revoked);
  expect(await verifyReleaseKey(root, key)).toEqual({
    ok: false,
    reason: 'revoked',
    id: record.id,
  });
  expect(() => revokeReleaseKey(root, '0badf00d')).toThrow(UnknownReleaseKey);
  expect(() => revokeReleaseKey(root, '0badf00d')).toThrow(
    `no release key "0badf00d" in ${keysFile(root)}`,
  );
});

test('every invalid key gets the same answer; the reason is for the log', async () => {
  const root = tempRoot();
  const { key, record } = await addReleaseKey(root, 'learn', { cost });
  const unknownId = record.id === '00000000' ? '00000001' : '00000000';
  const cases = {
    malformed: [
      '',
      'Bearer x',
      key.slice(0, -1),
      `${key}x`,
      key.replace('tla_', 'tlb_'),
      undefined,
    ],
    unknown: [key.replace(record.id, unknownId)],
    mismatch: [otherSecret(key)],
  };
  for (const [reason, keys] of Object.entries(cases)) {
    for (const presented of keys) {
      const answer = await authorize(root, presented, 'learn');
      expect(answer).toMatchObject({
        ok: false,
        status: 401,
        reason,
        message: 'not a valid release key',
      });
    }
  }
  revokeReleaseKey(root, record.id);
  expect(await authorize(root, key, 'learn')).toMatchObject({
    ok: false,
    status: 401,
    reason: 'revoked',
    message: 'not a valid release key',
  });
});

test("a remote's key releases that remote only; an operator's, every app", async () => {
  const root = tempRoot();
  const blog = await addReleaseKey(root, 'blog', { cost });
  const operator = await addReleaseKey(root, 'operator', { cost, label: 'on call' });
  expect(await authorize(root, blog.key, 'blog')).toEqual({
    ok: true,
    status: 200,
    id: blog.record.id,
    scope: 'blog',
  });
  expect(await authorize(root, blog.key, 'learn')).toEqual({
    ok: false,
    status: 403,
    reason: 'wrong-scope',
    id: blog.record.id,
    scope: 'blog',
    message: 'this key releases blog, not learn',
  });
  expect(await authorize(root, blog.key, 'shell')).toMatchObject({ status: 403, scope: 'blog' });
  for (const target of ['shell', 'blog', 'learn', 'simulator'] as const) {
    expect(await authorize(root, operator.key, target)).toMatchObject({
      ok: true,
      scope: 'operator',
    });
  }
});

test('a key keeps the cost it was hashed at', async () => {
  const root = tempRoot();
  const { key, record } = await addReleaseKey(root, 'simulator', { cost });
  expect(record.hash).toMatchObject(cost);
  expect(await verifyReleaseKey(root, key)).toMatchObject({ ok: true });
});

test('no keys file: every key is unknown; a broken one is an error naming the file and field', async () => {
  const root = tempRoot();
  const key = `tla_0badf00d_${'A'.repeat(43)}`;
  expect(readReleaseKeys(root)).toEqual([]);
  expect(await verifyReleaseKey(root, key)).toEqual({
    ok: false,
    reason: 'unknown',
    id: '0badf00d',
  });

  const { record } = await addReleaseKey(root, 'blog', { cost });
  const file = keysFile(root);
  const broken = (change: (entry: Record<string, unknown>) => void) => {
    const entry: Record<string, unknown> = { ...record, hash: { ...record.hash } };
    change(entry);
    writeFileSync(file, JSON.stringify({ keys: [entry] }));
  };
  broken((entry) => (entry.scope = 'shell'));
  expect(() => readReleaseKeys(root)).toThrow(PublishedFileError);
  expect(() => readReleaseKeys(root)).toThrow(`${file} does not match its schema: keys.0.scope`);
  await expect(verifyReleaseKey(root, key)).rejects.toThrow(`${file} does not match its schema`);
  broken((entry) => (entry.hash = { ...record.hash, N: 2 ** 30 }));
  expect(() => readReleaseKeys(root)).toThrow('keys.0.hash.N');
  broken((entry) => (entry.revokedAt = 'yesterday'));
  expect(() => readReleaseKeys(root)).toThrow('keys.0.revokedAt');
  writeFileSync(file, JSON.stringify({ keys: [record, record] }));
  expect(() => readReleaseKeys(root)).toThrow(`keys.1.id: "${record.id}" twice`);
  writeFileSync(file, '{"keys": [');
  expect(() => readReleaseKeys(root)).toThrow(`${file}: not valid JSON`);
});

test('failures slow their client down after a burst, and no other client', () => {
  let time = 1_000_000;
  const limiter = releaseFailureLimiter({ perMinute: 6, burst: 3, clients: 10 }, () => time);
  for (let failure = 0; failure < 3; failure += 1) {
    expect(limiter.retryAfter('192.0.2.1')).toBeUndefined();
    limiter.failed('192.0.2.1');
  }
  // Six a minute: one more every ten seconds.
  expect(limiter.retryAfter('192.0.2.1')).toBe(10);
  expect(limiter.retryAfter('192.0.2.2')).toBeUndefined();
  time += 9_000;
  expect(limiter.retryAfter('192.0.2.1')).toBe(1);
  time += 1_000;
  expect(limiter.retryAfter('192.0.2.1')).toBeUndefined();
  limiter.failed('192.0.2.1');
  expect(limiter.retryAfter('192.0.2.1')).toBe(10);
  // Quiet long enough, the client is forgotten.
  time += 60_000;
  expect(limiter.retryAfter('192.0.2.1')).toBeUndefined();
  expect(limiter.tracked()).toBe(0);
});

test('the failure limiter keeps at most `clients` addresses', () => {
  const limiter = releaseFailureLimiter({ perMinute: 6, burst: 1, clients: 3 }, () => 0);
  for (const client of ['a', 'b', 'c', 'd']) limiter.failed(client);
  expect(limiter.tracked()).toBe(3);
  // The least recently failed went first.
  expect(limiter.retryAfter('a')).toBeUndefined();
  expect(limiter.retryAfter('d')).toBe(10);
  expect(RELEASE_FAILURE_RATE).toEqual({ perMinute: 6, burst: 10, clients: 4096 });
});

test('a request is refused with 429 past the failures, checked as before once the pace allows', async () => {
  const root = tempRoot();
  const { key } = await addReleaseKey(root, 'blog', { cost });
  let time = 0;
  const limiter = releaseFailureLimiter({ perMinute: 6, burst: 2, clients: 10 }, () => time);
  const admit = (presented: string | undefined, target: 'blog' | 'learn', client = '192.0.2.1') =>
    admitRelease({ root, limiter, key: presented, target, client });
  expect(await admit(key, 'blog')).toMatchObject({ ok: true });
  // A wrong scope counts as a failure, as a wrong key does; successes do not count.
  expect(await admit(key, 'learn')).toMatchObject({ status: 403 });
  expect(await admit(undefined, 'blog')).toMatchObject({ status: 401 });
  expect(await admit(key, 'blog')).toEqual({
    ok: false,
    status: 429,
    reason: 'limited',
    retryAfter: 10,
  });
  expect(await admit(key, 'blog', '192.0.2.2')).toMatchObject({ ok: true });
  time += 10_000;
  expect(await admit(key, 'blog')).toMatchObject({ ok: true });
});

test('a log line names the key id, app, outcome and client, never the key or its secret', async () => {
  const root = tempRoot();
  const { key, record } = await addReleaseKey(root, 'blog', { cost });
  const secret = key.slice(`tla_${record.id}_`.length);
  const limiter = releaseFailureLimiter({ perMinute: 6, burst: 1, clients: 10 }, () => 0);
  const lines: string[] = [];
  const attempt = async (presented: string | undefined, target: 'blog' | 'learn', client: string) =>
    lines.push(
      describeAttempt(await admitRelease({ root, limiter, key: presented, target, client }), {
        target,
        client,
      }),
    );
  await attempt(key, 'blog', '192.0.2.1');
  await attempt(key, 'learn', '192.0.2.2');
  await attempt(otherSecret(key), 'blog', '192.0.2.3');
  await attempt(key.slice(0, -1), 'blog', '192.0.2.4');
  await attempt(key, 'blog', '192.0.2.2');
  await attempt(key, 'blog', 'evil\n\u2028\u009b[31m');
  revokeReleaseKey(root, record.id);
  await attempt(key, 'blog', '192.0.2.5');
  expect(lines).toEqual([
    `release-key outcome=allowed status=200 target=blog key=${record.id} scope=blog client="192.0.2.1"`,
    `release-key outcome=wrong-scope status=403 target=learn key=${record.id} scope=blog client="192.0.2.2"`,
    `release-key outcome=mismatch status=401 target=blog key=${record.id} client="192.0.2.3"`,
    'release-key outcome=malformed status=401 target=blog client="192.0.2.4"',
    'release-key outcome=limited status=429 target=blog retry-after=10 client="192.0.2.2"',
    `release-key outcome=allowed status=200 target=blog key=${record.id} scope=blog client="evil\\n\\u2028\\u009b[31m"`,
    `release-key outcome=revoked status=401 target=blog key=${record.id} client="192.0.2.5"`,
  ]);
  for (const line of lines) {
    expect(line).not.toContain(secret);
    expect(line).not.toContain(secret.slice(0, 8));
  }
});

test('the key of an Authorization header', () => {
  expect(bearerKey('Bearer tla_x')).toBe('tla_x');
  expect(bearerKey('bearer  tla_x ')).toBe('tla_x');
  expect(bearerKey('Basic dXNlcg==')).toBeUndefined();
  expect(bearerKey('Bearer a b')).toBeUndefined();
  expect(bearerKey(undefined)).toBeUndefined();
});
