import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { MAX_RUM_BEACON_BYTES } from '@tla/platform/contracts/release-health';
import type { RumBeacon } from '@tla/platform/contracts/rum-beacon';
import { RUM_RATE } from '@tla/platform/deploy/release-endpoint';
import { healthStore, releaseHealthFile, type HealthStore } from './release-health';
import { rumReceiver } from './rum-endpoint';

const siteOrigin = 'https://www.tla.test';
let root: string;
let server: Server;
let site: string;
let logged: string[];
let store: HealthStore;
let clock: number;
let live: { shell: string; blog: string };
let trial: { app: 'blog'; release: string } | undefined;

beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'tla-rum-'));
  logged = [];
  clock = Date.parse('2026-12-05T10:00:00Z');
  live = { shell: 'shell-1', blog: 'blog-1' };
  trial = undefined;
  store = healthStore({
    file: releaseHealthFile(root),
    live: () => live,
    trial: () => trial,
    log: (line) => logged.push(line),
    now: () => new Date(clock),
  });
  const receive = rumReceiver({
    siteOrigin,
    store,
    log: (line) => logged.push(line),
    now: () => clock,
  });
  server = createServer((req, res) => {
    // As behind the proxy: the client's address is what the test says it is.
    void receive(req, res, String(req.headers['x-test-client'] ?? 'reader'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

type Post = {
  body?: string;
  method?: string;
  headers?: Record<string, string>;
  /** Sent in pieces without a declared length. */
  chunked?: boolean;
};

/** A beacon as a page of the site sends it, unless told otherwise; resolves with the answer. */
function post({ body = '', method = 'POST', headers = {}, chunked = false }: Post) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(
      `${site}/_rum`,
      {
        method,
        headers: {
          Origin: siteOrigin,
          'Sec-Fetch-Site': 'same-origin',
          'Content-Type': 'text/plain;charset=UTF-8',
          ...(chunked ? {} : { 'Content-Length': String(Buffer.byteLength(body)) }),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    // A refusal may close the connection while a large body is still going out.
    req.on('error', (error) => (req.writableEnded ? undefined : reject(error)));
    if (chunked) {
      for (let sent = 0; sent < body.length; sent += 4096) req.write(body.slice(sent, sent + 4096));
    } else req.write(body);
    req.end();
  });
}

const beacon = (overrides: Partial<RumBeacon> = {}): string =>
  JSON.stringify({
    releases: { shell: 'shell-1', blog: 'blog-1' },
    views: ['shell', 'blog'],
    errored: [],
    errors: [],
    vitals: { LCP: 1000, TTFB: 100 },
    ...overrides,
  } satisfies RumBeacon);

const releaseOf = (app: string, release: string) =>
  store.report().releases.find((entry) => entry.app === app && entry.release === release);

test('a page view is counted for each release it ran, with its vitals and its errors per section', async () => {
  expect(await post({ body: beacon() })).toEqual({ status: 204, text: '' });
  // A second page view, whose blog section crashed.
  const second = beacon({
    errored: ['blog'],
    errors: [
      { section: 'blog/blog-routes', kind: 'crash', count: 1 },
      { section: 'blog', kind: 'uncaught', count: 2 },
    ],
    vitals: { LCP: 3000, INP: 200, CLS: 0.02 },
  });
  expect((await post({ body: second })).status).toBe(204);
  // A later beacon of the same page: no new view, its INP only.
  expect(
    (await post({ body: beacon({ views: [], vitals: { INP: 40 }, releases: { blog: 'blog-1' } }) }))
      .status,
  ).toBe(204);

  expect(releaseOf('blog', 'blog-1')).toMatchObject({
    views: 2,
    viewsWithError: 1,
    errors: { load: 0, crash: 1, uncaught: 2, csp: 0 },
    sections: {
      'blog/blog-routes': { crash: 1 },
      blog: { uncaught: 2 },
    },
    vitals: { LCP: { samples: 2 }, INP: { samples: 2 }, CLS: { samples: 1 }, TTFB: { samples: 1 } },
  });
  expect(releaseOf('shell', 'shell-1')).toMatchObject({ views: 2, viewsWithError: 0 });
});

test('p75 is read from fixed buckets: at most a fifth above the true value', async () => {
  // 100 page views: LCP 10 ms … 1,000 ms by tens; the true p75 is 750 ms.
  for (let view = 1; view <= 100; view += 1) {
    store.record({
      releases: { shell: 'shell-1' },
      views: ['shell'],
      errored: [],
      errors: [],
      vitals: { LCP: view * 10 },
    });
  }
  const p75 = releaseOf('shell', 'shell-1')?.vitals.LCP?.p75 ?? 0;
  expect(p75).toBeGreaterThanOrEqual(750);
  expect(p75).toBeLessThanOrEqual(750 * 1.2);
});

test('a page that could not tell a release is counted for the live one; a release never live is not kept', async () => {
  await post({ body: beacon({ releases: { shell: 'shell-1', blog: null } }) });
  expect(releaseOf('blog', 'blog-1')?.views).toBe(1);
  await post({ body: beacon({ releases: { shell: 'shell-1', blog: 'made-up' } }) });
  expect(releaseOf('blog', 'made-up')).toBeUndefined();
  expect(releaseOf('shell', 'shell-1')?.views).toBe(2);
  // Once kept, a release's figures go on after the next one goes live (pages opened before).
  live = { ...live, blog: 'blog-2' };
  await post({ body: beacon() });
  expect(releaseOf('blog', 'blog-1')?.views).toBe(2);
});

test("a canary's release is counted beside the live one while it runs", async () => {
  await post({ body: beacon({ releases: { shell: 'shell-1', blog: 'blog-9' } }) });
  expect(releaseOf('blog', 'blog-9')).toBeUndefined();
  trial = { app: 'blog', release: 'blog-9' };
  await post({ body: beacon({ releases: { shell: 'shell-1', blog: 'blog-9' } }) });
  await post({ body: beacon() });
  expect(releaseOf('blog', 'blog-9')?.views).toBe(1);
  expect(releaseOf('blog', 'blog-1')?.views).toBe(1);
});

test('each refusal: method, size, origin, media type, JSON, shape', async () => {
  const cases: [Post, number, RegExp][] = [
    [{ method: 'GET' }, 405, /GET is not POST/],
    [{ body: 'x'.repeat(MAX_RUM_BEACON_BYTES + 1) }, 413, /over 16384 bytes/],
    [{ body: 'x'.repeat(MAX_RUM_BEACON_BYTES * 4), chunked: true }, 413, /over 16384 bytes/],
    [{ body: beacon(), headers: { Origin: 'https://evil.test' } }, 403, /evil\.test/],
    [{ body: beacon(), headers: { 'Sec-Fetch-Site': 'cross-site' } }, 403, /cross-site/],
    [
      { body: beacon(), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } },
      415,
      /type/,
    ],
    [{ body: '{"releases":' }, 400, /not JSON/],
    [{ body: beacon({ views: ['learn'] }) }, 400, /views\.0: learn is not in releases/],
    [{ body: beacon({ vitals: { LCP: -1 } }) }, 400, /vitals\.LCP/],
    [{ body: JSON.stringify({ ...JSON.parse(beacon()), cookie: 'x' }) }, 400, /cookie/],
  ];
  for (const [request, status, text] of cases) {
    const answer = await post(request);
    expect(answer.status, JSON.stringify(request).slice(0, 120)).toBe(status);
    if (request.method !== 'GET') expect(answer.text).toMatch(text);
  }
  expect(store.report().releases).toEqual([]);
});

test('a request without an Origin header is not a page of the site', async () => {
  const answer = await post({ body: beacon(), headers: { Origin: '' } });
  expect(answer.status).toBe(403);
});

test('a reader with Global Privacy Control is not counted, and nothing they sent is read', async () => {
  const answer = await post({ body: beacon(), headers: { 'Sec-GPC': '1' } });
  expect(answer.status).toBe(204);
  expect(store.report().releases).toEqual([]);
});

test('a flood from one client gets 429 after its burst; another client is still served', async () => {
  const statuses: number[] = [];
  for (let sent = 0; sent < RUM_RATE.burst + 20; sent += 1) {
    statuses.push((await post({ body: beacon(), headers: { 'X-Test-Client': 'flood' } })).status);
  }
  expect(statuses.filter((status) => status === 204)).toHaveLength(RUM_RATE.burst + 1);
  expect(statuses.at(-1)).toBe(429);
  expect((await post({ body: beacon(), headers: { 'X-Test-Client': 'reader' } })).status).toBe(204);
  // A minute later the flood's pace has caught up.
  clock += 60_000;
  expect((await post({ body: beacon(), headers: { 'X-Test-Client': 'flood' } })).status).toBe(204);
  // The refusals were one log line (one per status and minute), however many came.
  expect(logged.filter((line) => line.includes('429'))).toHaveLength(1);
});

test('a hostile string cannot forge a log line or reach a terminal raw', async () => {
  const hostile =
    '{"releases":{"shell":"shell-1"},"views":[],"errored":[],"errors":[],"vitals":{},"x\\u2028\\n2026 forged\\u001b[31m":1}';
  expect((await post({ body: hostile })).status).toBe(400);
  expect(logged).toHaveLength(1);
  for (const raw of ['\n', '\u2028', '\u001b']) expect(logged[0]).not.toContain(raw);
  expect(logged[0]).toContain('\\u2028');
  // The next 400 within the minute is counted, not logged; the one after it says how many.
  await post({ body: 'not json' });
  expect(logged).toHaveLength(1);
  clock += 61_000;
  await post({ body: 'not json' });
  expect(logged[1]).toContain('(and 1 more 400 since)');
});

test('the figures survive a restart; a broken file is said and started again', async () => {
  await post({ body: beacon() });
  store.flush();
  const again = healthStore({ file: releaseHealthFile(root), live: () => live, log: () => {} });
  expect(again.report()).toEqual(store.report());

  const broken: string[] = [];
  const file = releaseHealthFile(root);
  rmSync(file);
  writeFileSync(file, '{"version":1,"releases":[{"app":"nope"}]}');
  const fresh = healthStore({ file, live: () => live, log: (line) => broken.push(line) });
  expect(fresh.report().releases).toEqual([]);
  expect(broken[0]).toMatch(/release-health\.json could not be read/);
});

test('memory and disk stay bounded: releases per app, sections per release', async () => {
  for (let release = 0; release < 30; release += 1) {
    live = { ...live, blog: `blog-${release}` };
    store.record({
      releases: { blog: `blog-${release}` },
      views: ['blog'],
      errored: ['blog'],
      errors: Array.from({ length: 32 }, (_, index) => ({
        section: `blog/section-${release}-${index}` as const,
        kind: 'uncaught' as const,
        count: 1000,
      })),
      vitals: { LCP: 1, INP: 1, CLS: 1, TTFB: 1 },
    });
  }
  const blog = store.report().releases.filter((entry) => entry.app === 'blog');
  expect(blog.map((entry) => entry.release)).toEqual(
    Array.from({ length: 8 }, (_, index) => `blog-${29 - index}`),
  );
  // Past the cap, a section's errors count under the app.
  expect(Object.keys(blog[0]?.sections ?? {})).toHaveLength(17);
  expect(blog[0]?.sections.blog?.uncaught).toBe(16 * 1000);
  store.flush();
  expect(readFileSync(releaseHealthFile(root)).length).toBeLessThan(64 * 1024);
});
