import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { addReleaseKey, revokeReleaseKey } from '@tla/platform/deploy/release-keys';
import { tarOf, type TarEntry } from '@tla/platform/test/tar-archive';
import { releaseService } from './release-api';
import { MAX_WAITING_RELEASES } from './release-queue';
import { serviceRequests } from './service-requests.fixture';

let root: string;
let server: Server;
let site: string;
let logged: string[];
/** What the stand-in for the release script did: one line per run, with its arguments. */
let runs: string;

/**
 * A stand-in for `npm run release`: it records its arguments, says two stages, waits `wait` ms, and
 * ends as the release script does (0 live, 1 refused). The release itself is tested where it runs.
 */
function standIn(exitCode: number, wait = 0): string[] {
  const script = `
    const { appendFileSync } = require('node:fs');
    appendFileSync(${JSON.stringify(runs)}, process.argv.slice(1).join(' ') + ' start ' + Date.now() + '\\n');
    console.log('staging: checking the build and copying it');
    setTimeout(() => {
      if (${exitCode} !== 0) console.error('blog: refused, for the reasons below');
      else console.log('blog: release next is live on "test"');
      appendFileSync(${JSON.stringify(runs)}, 'end ' + Date.now() + '\\n');
      process.exit(${exitCode});
    }, ${wait});`;
  return [process.execPath, '-e', script];
}

async function start(command: string[]) {
  const handle = releaseService({
    root,
    env: process.env,
    log: (line) => logged.push(line),
    command,
    status: () => [{ app: 'shell' }],
    rum: async (_req, res) => {
      res.writeHead(204);
      res.end();
    },
    health: () => ({ releases: [] }),
  });
  server = createServer((req, res) => {
    void handle(req, res, new URL(req.url ?? '/', 'http://test').pathname);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'tla-release-service-'));
  runs = join(root, 'runs.txt');
  writeFileSync(runs, '');
  logged = [];
});
afterEach(() => {
  server?.close();
  rmSync(root, { recursive: true, force: true });
});

/** The lowest cost the keys file takes: these tests hash many keys. */
const cheap = { cost: { N: 2 ** 14, r: 8, p: 1 } };

const { call, head } = serviceRequests(() => site);

const build: TarEntry[] = [
  { path: 'build-id.txt', body: 'next\n' },
  { path: 'assets/', type: 'Directory' },
  { path: 'assets/index-Ab12.js', body: 'export {}' },
];
const archive = (entries: readonly TarEntry[]) => gzipSync(tarOf(entries));

test('no key, a wrong key, a revoked key: 401; another remote’s key: 403 naming its remote', async () => {
  await start(standIn(0));
  const blog = await addReleaseKey(root, 'blog', cheap);
  const learn = await addReleaseKey(root, 'learn', cheap);
  expect(await call('/_release/blog', { body: archive(build) })).toMatchObject({
    status: 401,
    text: 'blog: not a valid release key\n',
    headers: { 'www-authenticate': 'Bearer realm="release"' },
  });
  const wrong = `${blog.key.slice(0, -4)}AAAA`;
  expect((await call('/_release/blog', { key: wrong, body: archive(build) })).status).toBe(401);
  expect(await call('/_release/learn', { key: blog.key, body: archive(build) })).toMatchObject({
    status: 403,
    text: 'learn: this key releases blog, not learn\n',
  });
  revokeReleaseKey(root, learn.record.id);
  expect((await call('/_release/learn', { key: learn.key, body: archive(build) })).status).toBe(
    401,
  );
  // Nothing ran, and no log line holds a key.
  expect(readFileSync(runs, 'utf8')).toBe('');
  expect(logged.join('\n')).not.toContain(blog.key);
  expect(logged.join('\n')).not.toContain(learn.key);
  expect(
    logged.some(
      (line) => line.includes('outcome=wrong-scope') && line.includes(`key=${blog.record.id}`),
    ),
  ).toBe(true);
});

test('a remote that is not ours, or an operation that is not one: named, nothing runs', async () => {
  await start(standIn(0));
  const { key } = await addReleaseKey(root, 'operator', cheap);
  expect(await call('/_release/shell', { key })).toMatchObject({
    status: 404,
    text: expect.stringContaining('"shell" is not one of our remotes'),
  });
  expect((await call('/_release/blog/deploy', { key })).status).toBe(404);
  expect((await call('/_release/blog/rollback', { method: 'GET', key })).status).toBe(405);
  expect(readFileSync(runs, 'utf8')).toBe('');
});

test('an archive that is not a build: 400, or 422 naming each entry no build may hold', async () => {
  await start(standIn(0));
  const { key } = await addReleaseKey(root, 'blog', cheap);
  const send = (body: Buffer) => call('/_release/blog', { key, body });
  expect(await send(Buffer.from('not an archive'))).toMatchObject({
    status: 400,
    text: expect.stringContaining('not a gzip-compressed tar archive'),
  });
  const whole = archive(build);
  expect(await send(whole.subarray(0, whole.length - 30))).toMatchObject({ status: 400 });
  const hostile: [TarEntry, string][] = [
    [{ path: '/etc/cron.d/tla' }, '/etc/cron.d/tla: an absolute path'],
    [{ path: '../../escape.txt' }, '../../escape.txt: a path with a .. segment'],
    [{ path: 'assets\\index.js' }, '"assets\\\\index.js": a name with a backslash'],
    [{ path: 'bell\u0007.txt' }, '"bell\\u0007.txt": a name with a control character'],
    [
      { path: 'leak.txt', type: 'SymbolicLink', linkpath: '/etc/passwd' },
      'leak.txt: a symbolic link (to /etc/passwd)',
    ],
    [{ path: 'passwd.txt', type: 'Link', linkpath: '/etc/passwd' }, 'passwd.txt: a hard link'],
    [{ path: 'assets/queue', type: 'FIFO' }, 'assets/queue: a FIFO (named pipe)'],
    [{ path: 'tty', type: 'CharacterDevice' }, 'tty: a character device'],
  ];
  for (const [entry, named] of hostile) {
    const answer = await send(archive([...build, entry]));
    expect(answer.status, named).toBe(422);
    expect(answer.text, named).toContain(named);
  }
  expect(readFileSync(runs, 'utf8')).toBe('');
});

test('an upload larger than the cap is refused before it is read', async () => {
  await start(standIn(0));
  const { key } = await addReleaseKey(root, 'blog', cheap);
  const answer = await new Promise<number>((resolve, reject) => {
    const req = request(
      `${site}/_release/blog`,
      {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}`, 'Content-Length': String(300 * 1024 * 1024) },
      },
      (res) => resolve(res.statusCode ?? 0),
    );
    req.on('error', reject);
    req.write(Buffer.alloc(1024));
  });
  expect(answer).toBe(413);
});

test('a client gone mid-upload leaves nothing run, and the service answers the next one', async () => {
  await start(standIn(0));
  const { key } = await addReleaseKey(root, 'blog', cheap);
  await new Promise<void>((resolve) => {
    const req = request(`${site}/_release/blog`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, 'Content-Length': '100000' },
    });
    req.on('error', () => resolve());
    req.write(Buffer.alloc(10_000), () => setTimeout(() => req.destroy(), 100));
    req.on('close', () => resolve());
  });
  const next = await call('/_release/blog', { key, body: archive(build) });
  expect(next.status).toBe(202);
  expect(
    readFileSync(runs, 'utf8')
      .split('\n')
      .filter((line) => line.includes('start')),
  ).toHaveLength(1);
});

test('an accepted release streams its stages and ends with the verdict', async () => {
  await start(standIn(0));
  const { key } = await addReleaseKey(root, 'blog', cheap);
  const live = await call('/_release/blog', { key, body: archive(build) });
  expect(live.status).toBe(202);
  expect(live.text.split('\n')).toEqual([
    'release of blog: started',
    'staging: checking the build and copying it',
    'blog: release next is live on "test"',
    'verdict: live',
    '',
  ]);
  // The release ran on the extracted build, a folder outside the deployment's root.
  expect(readFileSync(runs, 'utf8')).toMatch(/^blog --build \/.*tla-release-blog-.*\/build start/);
  server.close();
  await start(standIn(1));
  const refused = await call('/_release/blog', { key, body: archive(build) });
  expect(refused.text).toContain('blog: refused, for the reasons below\nverdict: refused\n');
});

test('releases at once run one after the other, each told its place', async () => {
  await start(standIn(0, 400));
  const blog = await addReleaseKey(root, 'blog', cheap);
  const learn = await addReleaseKey(root, 'learn', cheap);
  const [first, second] = await Promise.all([
    call('/_release/blog', { key: blog.key, body: archive(build) }),
    new Promise((resolve) => setTimeout(resolve, 100)).then(() =>
      call('/_release/learn', { key: learn.key, body: archive(build) }),
    ),
  ]);
  expect(first.text).toContain('verdict: live');
  expect(second.text).toContain('queued: 1 operation(s) ahead of this one (release of blog)');
  expect(second.text).toContain('verdict: live');
  const times = readFileSync(runs, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => Number(line.split(' ').at(-1)));
  // start, end, start, end: the second starts after the first ended.
  expect(times).toEqual([...times].sort((a, b) => a - b));
  expect(times).toHaveLength(4);
});

test('past the running release and the waiting ones, a release is told to retry: 409', async () => {
  // Each release runs long enough for all the others to arrive while it does.
  await start(standIn(0, 3000));
  const blog = await addReleaseKey(root, 'blog', cheap);
  const heads = await Promise.all(
    Array.from({ length: MAX_WAITING_RELEASES + 3 }, (_, index) =>
      new Promise((resolve) => setTimeout(resolve, index * 50)).then(() =>
        head('/_release/blog', blog.key, archive(build)),
      ),
    ),
  );
  // One runs, MAX_WAITING_RELEASES wait; the rest were refused with a time to retry.
  expect(heads.filter(({ status }) => status === 202)).toHaveLength(MAX_WAITING_RELEASES + 1);
  const busy = heads.filter(({ status }) => status === 409);
  expect(busy).toHaveLength(2);
  expect(busy[0]?.retryAfter).toBe('60');
}, 60_000);
