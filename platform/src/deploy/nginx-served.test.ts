// @vitest-environment node
/**
 * The generated configuration served by a real nginx: reports logged, the not-found page sent, no
 * ranges, and no error answer, whichever part of nginx makes it, cached.
 */
import { chmodSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { freePort } from '../server/free-port';
import { deploymentSchema, localDeployment } from './deployment';
import { CSP_REPORT_RATE, MAX_CSP_REPORT_BYTES } from './csp-report-endpoint';
import { LOG_ESCAPED_CHARACTERS } from './log-line';
import { queryPageCases } from '../contracts/query-pages.fixture';
import { cspReportLogOf } from './nginx-csp-reports';
import {
  nginxBinary,
  nginxTestRoot,
  startNginx,
  testClientPage,
  testNotFoundPage,
  type ServedNginx,
} from './nginx-test-server';

const address = localDeployment.listenAddress;
let base = '';
let nginx: ServedNginx | undefined;
const asset = 'console.log("a hashed asset");\n';

// npm test installs nginx before the unit tests run; a machine without it cannot run these.
const withNginx = test.skipIf(!nginxBinary);

beforeAll(async () => {
  if (!nginxBinary) return;
  base = `http://${address}:${await freePort(address)}`;
  const deployment = deploymentSchema.parse({
    name: 'reports',
    apps: {
      shell: { url: `${base}/` },
      blog: { url: `${base}/_apps/blog/` },
      learn: { url: `${base}/_apps/learn/` },
      simulator: { url: `${base}/_apps/simulator/` },
    },
  });
  nginx = await startNginx(nginxTestRoot(), deployment);
  nginx.put('shell', 'assets/index-abcdef12.js', asset);
  nginx.put('shell', 'favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
});

afterAll(async () => {
  await nginx?.stop();
});

/** A request written byte for byte, for what no HTTP client sends: the status line and headers back. */
function rawRequest(head: string): Promise<{ status: number; headers: Map<string, string> }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) });
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [statusLine = '', ...lines] = received
        .slice(0, received.indexOf('\r\n\r\n'))
        .split('\r\n');
      const headers = new Map(
        lines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers });
    });
    socket.end(head);
  });
}

withNginx(
  'nginx logs a posted violation report as one JSON line, and sends its not-found page with the CSP',
  async () => {
    const report = {
      'csp-report': {
        'document-uri': `${base}/blog`,
        'violated-directive': 'script-src-elem',
        'blocked-uri': 'https://evil.example/x.js',
      },
    };
    const answer = await fetch(`${base}/_csp-reports`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/csp-report' },
      body: JSON.stringify(report),
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    // Once each, not repeated by the location the report passes through.
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await fetch(`${base}/_csp-reports`)).status).toBe(405);
    const tooLarge = await fetch(`${base}/_csp-reports`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/csp-report' },
      body: 'x'.repeat(MAX_CSP_REPORT_BYTES + 1),
    });
    expect(tooLarge.status).toBe(413);

    const lines = readFileSync(cspReportLogOf(nginx?.options ?? { runtimeDir: '' }), 'utf8')
      .trim()
      .split('\n');
    expect(lines).toHaveLength(1);
    const logged: unknown = JSON.parse(lines[0] ?? '');
    expect(logged).toMatchObject({ host: address, report: JSON.stringify(report) });

    // A path no app serves, however it is spelt, is the not-found page with the page's policy;
    // a client-only path the client page.
    for (const path of ['/no-such-page', '/blog/a/b', '/a%2Fb', '/a%00b']) {
      const missing = await fetch(`${base}${path}`);
      expect(missing.status, path).toBe(404);
      expect(await missing.text(), path).toBe(testNotFoundPage);
      expect(missing.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(missing.headers.get('cache-control'), path).toBe('no-cache');
      expect(missing.headers.get('content-security-policy'), path).toContain(
        "script-src 'strict-dynamic' 'sha256-abc='",
      );
    }
    const readerPost = await fetch(`${base}/blog/my-own-post`);
    expect(readerPost.status).toBe(200);
    expect(await readerPost.text()).toBe(testClientPage);
  },
);

withNginx(
  "a list's query form is redirected to its prerendered page, as by the Node server",
  async () => {
    nginx?.put('shell', 'blog/index.html', '<h1>Blog</h1>');
    for (const [request, target] of queryPageCases) {
      const response = await fetch(`${base}${request}`, { redirect: 'manual' });
      if (target === undefined) {
        expect(response.status, request).toBe(200);
        expect(await response.text(), request).toBe('<h1>Blog</h1>');
      } else {
        expect(response.status, request).toBe(301);
        expect(response.headers.get('location'), request).toBe(target);
        expect(response.headers.get('content-security-policy'), request).toContain(
          "frame-ancestors 'none'",
        );
      }
    }
  },
);

withNginx(
  'a link inside an app’s files is not followed; the deployment’s own links are',
  async () => {
    // Readable by nginx's workers, whatever user they run as: only the link may keep it from readers.
    const outsideDir = mkdtempSync(join(tmpdir(), 'tla-outside-'));
    chmodSync(outsideDir, 0o755);
    const outside = join(outsideDir, 'secret.txt');
    writeFileSync(outside, 'not for readers\n', { mode: 0o644 });
    const options = nginx?.options;
    if (!options) throw new Error('nginx did not start');
    symlinkSync(outside, join(options.dists.shell, 'leak.txt'));
    symlinkSync(outside, join(options.dists.blog, 'leak.txt'));
    nginx?.put('blog', 'kept.txt', 'a file of the build\n');
    for (const path of ['/leak.txt', '/_apps/blog/leak.txt']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('not for readers');
    }
    // The blog is served through the link its prefix needs in nginx's root: that one is followed.
    expect(await (await fetch(`${base}/_apps/blog/kept.txt`)).text()).toBe('a file of the build\n');
  },
);

withNginx('a Range is ignored: the whole file, 200, and no range is ever offered', async () => {
  for (const range of ['bytes=0-0', 'bytes=0-6', 'bytes=-3', 'bytes=0-1,4-5', 'bytes=100000-']) {
    const response = await fetch(`${base}/assets/index-abcdef12.js`, { headers: { Range: range } });
    expect(response.status, range).toBe(200);
    expect(await response.text(), range).toBe(asset);
    expect(response.headers.get('content-range'), range).toBeNull();
    expect(response.headers.get('accept-ranges'), range).toBeNull();
    expect(response.headers.get('cache-control'), range).toBe(
      'public, max-age=31536000, immutable',
    );
  }
});

withNginx('no error answer is cached, whichever part of nginx sends it', async () => {
  const { host } = new URL(base);
  const errors = [
    { status: 404, response: await fetch(`${base}/assets/gone-00000000.js`) },
    { status: 404, response: await fetch(`${base}/gone.svg`) },
    { status: 404, response: await fetch(`${base}/_apps/blog/assets/gone-00000000.js`) },
    { status: 405, response: await fetch(`${base}/assets/index-abcdef12.js`, { method: 'POST' }) },
    { status: 405, response: await fetch(`${base}/favicon.svg`, { method: 'DELETE' }) },
    {
      status: 412,
      response: await fetch(`${base}/assets/index-abcdef12.js`, {
        headers: { 'If-Match': '"another-version"' },
      }),
    },
    {
      status: 413,
      response: await fetch(`${base}/favicon.svg`, {
        method: 'POST',
        body: 'x'.repeat(2 * 1024 * 1024),
      }),
    },
  ].map(({ status, response }) => ({
    status,
    label: `${status} ${response.url}`,
    actual: response.status,
    cache: response.headers.get('cache-control'),
    policy: response.headers.get('content-security-policy'),
  }));
  // What no HTTP client sends: refused before any location is chosen, or by the file handler.
  for (const [status, head] of [
    [414, `GET /${'a'.repeat(10_000)} HTTP/1.1\r\nHost: ${host}\r\n\r\n`],
    [501, `POST /favicon.svg HTTP/1.1\r\nHost: ${host}\r\nTransfer-Encoding: gzip\r\n\r\n`],
    [505, `GET / HTTP/2.5\r\nHost: ${host}\r\n\r\n`],
    [400, `GET /favicon.svg HTTP/1.1\r\nHost: ${host}\r\nHost: ${host}\r\n\r\n`],
  ] as const) {
    const response = await rawRequest(head);
    errors.push({
      status,
      label: `${status} ${head.slice(0, 30)}`,
      actual: response.status,
      cache: response.headers.get('cache-control') ?? null,
      policy: response.headers.get('content-security-policy') ?? null,
    });
  }
  for (const { status, label, actual, cache, policy } of errors) {
    // A refused request on the shell's host gets the not-found page, itself a 404.
    expect(actual === status || (status === 400 && actual === 404), label).toBe(true);
    expect(cache, label).toBe('no-cache');
    expect(policy, label).toContain("frame-ancestors 'none'");
  }
});

/** A report posted from one loopback address (the rate limit counts per client address). */
function postReport(
  from: string,
  body: string | Buffer,
  headers: Record<string, string> = { 'Content-Type': 'application/csp-report' },
): Promise<{ status: number; cache: string | undefined; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const sent = request(
      { hostname, port, path: '/_csp-reports', method: 'POST', headers, localAddress: from },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            cache: response.headers['cache-control'],
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

/** The report log's lines, read as UTF-8 (a log that is none fails the test). */
const logLines = () =>
  new TextDecoder('utf-8', { fatal: true })
    .decode(readFileSync(cspReportLogOf(nginx?.options ?? { runtimeDir: '' })))
    .split('\n');

withNginx(
  'the report endpoint takes report media types only, and a report of a real size',
  async () => {
    const from = '127.0.0.11';
    for (const type of [
      'text/plain',
      'application/json',
      'application/x-www-form-urlencoded',
      '',
    ]) {
      const answer = await postReport(from, '{}', type ? { 'Content-Type': type } : {});
      expect(answer.status, type).toBe(415);
      expect(answer.cache, type).toBe('no-cache');
    }
    // A Reporting API post of three reports of this site's size, and report-uri's one, any case.
    const reportTo = JSON.stringify(
      ['img-src', 'frame-src', 'require-trusted-types-for'].map((directive) => ({
        type: 'csp-violation',
        url: `${base}/tutorials/create-spl-token`,
        body: { effectiveDirective: directive, originalPolicy: 'x'.repeat(1200) },
      })),
    );
    for (const [type, body] of [
      ['application/reports+json', reportTo],
      ['Application/CSP-Report; charset=utf-8', '{"csp-report":{}}'],
    ] as const) {
      expect((await postReport(from, body, { 'Content-Type': type })).status, type).toBe(204);
    }
    await expect
      .poll(() => logLines().some((line) => line.includes('\\"effectiveDirective\\":\\"frame-src')))
      .toBe(true);
    // The cap is one constant: at it a report is read, past it refused.
    const padded = (size: number) => `{"csp-report":{"x":"${'a'.repeat(size - 23)}"}}`;
    expect(padded(MAX_CSP_REPORT_BYTES)).toHaveLength(MAX_CSP_REPORT_BYTES);
    expect((await postReport(from, padded(MAX_CSP_REPORT_BYTES))).status).toBe(204);
    const tooLarge = await postReport(from, padded(MAX_CSP_REPORT_BYTES + 1));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.cache).toBe('no-cache');
  },
);

withNginx('nothing a terminal acts on reaches the report log raw', async () => {
  const from = '127.0.0.12';
  const before = logLines().length;
  // Escaped in the JSON a browser sends: logged, as the escapes they are.
  const escaped = '{"csp-report":{"script-sample":"\\u0085\\u009b[2J\\u2028\\u001b[31m"}}';
  // Raw C0 controls (a line break, ESC): nginx's JSON escaping writes them as escapes.
  const rawC0 = '{"csp-report":{"script-sample":"a\nforged line\u001b[31m\u0000"}}';
  for (const body of [escaped, rawC0]) {
    expect((await postReport(from, body)).status, JSON.stringify(body)).toBe(204);
  }
  // What nginx would write raw: C1 controls, DEL, the line separators, bytes that are no UTF-8.
  const refused = [
    Buffer.from('{"csp-report":{"script-sample":"\u0085forged"}}'),
    Buffer.from('{"csp-report":{"script-sample":"\u009b2J"}}'),
    Buffer.from('{"csp-report":{"script-sample":"\u2028forged"}}'),
    Buffer.from('{"csp-report":{"script-sample":"\u2029"}}'),
    Buffer.from('{"csp-report":{"script-sample":"\u007f"}}'),
    Buffer.from([0x7b, 0x9b, 0x32, 0x4a, 0x7d]), // a lone 0x9B: 8-bit CSI
    Buffer.from([0x7b, 0x85, 0x7d]), // a lone 0x85: Latin-1 NEL
    Buffer.from([0x7b, 0xc0, 0x8a, 0x7d]), // an overlong line feed
    Buffer.from([0x7b, 0xed, 0xa0, 0x80, 0x7d]), // a surrogate
    Buffer.from([0x7b, 0xe2, 0x80, 0x7d]), // cut short
    Buffer.alloc(0),
  ];
  for (const body of refused) {
    const answer = await postReport(from, body);
    expect(answer.status, body.toString('hex')).toBe(400);
    expect(answer.cache, body.toString('hex')).toBe('no-cache');
  }
  // Other characters are text: accented letters, emoji.
  expect((await postReport(from, '{"csp-report":{"sample":"é 🚀 ü"}}')).status).toBe(204);
  // The host logged is the server's name, whatever the Host header held.
  const { host } = new URL(base);
  expect(
    (
      await postReport(from, '{}', {
        'Content-Type': 'application/csp-report',
        Host: `${host}\u0085`,
      })
    ).status,
  ).toBe(204);

  // nginx writes a request's log line as it finishes the request, which may be just after the
  // client has its answer: wait for the four lines rather than read the log once.
  await expect.poll(() => logLines().length - before).toBe(4);
  const lines = logLines().slice(before - 1, -1);
  for (const line of lines) expect(line).not.toMatch(LOG_ESCAPED_CHARACTERS);
  const logged = lines.map((line): unknown => JSON.parse(line));
  expect(logged).toEqual([
    expect.objectContaining({ report: escaped }),
    expect.objectContaining({ report: rawC0 }),
    expect.objectContaining({ report: '{"csp-report":{"sample":"é 🚀 ü"}}' }),
    { time: expect.any(String), host: address, report: '{}' },
  ]);
});

withNginx(
  'each client address may post a burst of reports, then one every few seconds',
  async () => {
    const statuses: number[] = [];
    for (let sent = 0; sent <= CSP_REPORT_RATE.burst + 1; sent += 1) {
      statuses.push((await postReport('127.0.0.13', '{"csp-report":{}}')).status);
    }
    // The first and `burst` more pass, the next is refused; another address is not held back.
    expect(statuses).toEqual([...Array<number>(CSP_REPORT_RATE.burst + 1).fill(204), 429]);
    const limited = await postReport('127.0.0.13', '{"csp-report":{}}');
    expect(limited.status).toBe(429);
    expect(limited.cache).toBe('no-cache');
    expect((await postReport('127.0.0.14', '{"csp-report":{}}')).status).toBe(204);
  },
);

withNginx("without a release service nginx drops a reader's beacon (204)", async () => {
  const answer = await fetch(`${base}/_rum`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain' },
    body: '{"views":1}',
  });
  expect(answer.status).toBe(204);
  expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
});
