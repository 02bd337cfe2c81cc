// @vitest-environment node
import { mkdirSync, mkdtempSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { deploymentSchema, type AppId } from '../deploy/deployment';
import { startStaticServers } from './static-server';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

const root = mkdtempSync(join(tmpdir(), 'tla-static-'));
const dists: Record<AppId, string> = {
  shell: join(root, 'shell'),
  blog: join(root, 'blog'),
  learn: join(root, 'learn'),
  simulator: join(root, 'simulator'),
};
function put(app: AppId, path: string, content: string | Buffer) {
  const file = join(dists[app], path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** A request sent exactly as written (fetch would resolve dot segments before sending). */
function rawGet(
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
  body?: string,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const sent = request({ hostname, port, path, headers, method }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

let servers: Server[] = [];
const cspReportLog: string[] = [];
let base = '';

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const deployment = deploymentSchema.parse({
    name: 'test',
    apps: {
      shell: { url: `${base}/` },
      blog: { url: `${base}/_apps/blog/` },
      learn: { url: `${base}/_apps/learn/` },
      simulator: { url: `${base}/_apps/simulator/` },
    },
  });
  // The template compose reads, never served; the client page is what a path without a page gets.
  put('shell', '_spa.html', '<script type="module" src="/assets/index-abcdef12.js"></script>');
  put('shell', '_client.html', '<div id="root"></div>');
  put('shell', 'blog/index.html', '<h1>Blog</h1>');
  put('shell', 'api/categories.json', '[]');
  put('shell', 'assets/index-abcdef12.js', 'console.log(1)');
  put('shell', 'assets/index-abcdef12.js.br', brotliCompressSync('console.log(1)'));
  put('blog', 'remoteEntry.js', 'export {}');
  put('blog', 'assets/post-page-12345678.js', 'export {}');
  put('simulator', 'remoteEntry.js', 'export {}');
  // A deployment serves a remote through a link to its live folder (a release points it elsewhere).
  mkdirSync(join(root, 'learn-first'), { recursive: true });
  writeFileSync(join(root, 'learn-first', 'remoteEntry.js'), 'export const release = "first";');
  symlinkSync(join(root, 'learn-first'), dists.learn);
  for (const app of ['shell', 'blog'] as const) put(app, '.vite/manifest.json', '{"secret":1}');
  put('shell', '.env', 'SECRET=1');
  // Beside the apps' folders, where no request may reach.
  writeFileSync(join(root, 'outside.txt'), 'SECRET=1');
  put('shell', 'assets/.env', 'SECRET=1');
  servers = await startStaticServers({
    deployment,
    dists,
    logCspReport: (line) => cspReportLog.push(line),
    policyInputs: {
      inlineScriptHashes: ['sha256-abc='],
      outbound: { script: [], style: [], img: [], connect: [], frame: [] },
    },
  });
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

test('pages, their fallback, and the site API', async () => {
  const blog = await fetch(`${base}/blog`);
  expect(blog.status).toBe(200);
  expect(await blog.text()).toBe('<h1>Blog</h1>');
  expect(blog.headers.get('cache-control')).toBe('no-cache');
  expect(blog.headers.get('content-security-policy')).toContain(
    "script-src 'strict-dynamic' 'sha256-abc='",
  );

  const readerPost = await fetch(`${base}/blog/my-own-post`);
  expect(await readerPost.text()).toBe('<div id="root"></div>');

  const api = await fetch(`${base}/api/categories`);
  expect(api.headers.get('content-type')).toMatch(/application\/json/);
  expect(await api.json()).toEqual([]);
});

test('a remote served through a link serves the folder the link points at after a switch', async () => {
  const entry = () =>
    fetch(`${base}/_apps/learn/remoteEntry.js`).then((response) => response.text());
  expect(await entry()).toBe('export const release = "first";');
  const next = join(root, 'learn-next');
  mkdirSync(next);
  writeFileSync(join(next, 'remoteEntry.js'), 'export const release = "next";');
  writeFileSync(
    join(next, 'remoteEntry.js.br'),
    brotliCompressSync('export const release = "next";'),
  );
  // The switch a release makes: a new link renamed over the old one.
  symlinkSync(next, `${dists.learn}.tmp`);
  renameSync(`${dists.learn}.tmp`, dists.learn);
  expect(await entry()).toBe('export const release = "next";');
  const br = await fetch(`${base}/_apps/learn/remoteEntry.js`, {
    headers: { 'Accept-Encoding': 'br' },
  });
  expect(br.headers.get('content-encoding')).toBe('br');
  expect(await br.text()).toBe('export const release = "next";');
});

test('a remote under its prefix, precompressed assets, and 404 for what is missing', async () => {
  const entry = await fetch(`${base}/_apps/blog/remoteEntry.js`);
  expect(entry.status).toBe(200);
  expect(entry.headers.get('cache-control')).toBe('no-cache');
  expect(entry.headers.get('access-control-allow-origin')).toBeNull(); // same origin as the shell

  const asset = await fetch(`${base}/assets/index-abcdef12.js`, {
    headers: { 'Accept-Encoding': 'br' },
  });
  expect(asset.headers.get('content-encoding')).toBe('br');
  expect(await asset.text()).toBe('console.log(1)');
  expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

  for (const missing of [
    '/assets/gone-00000000.js',
    '/_apps/blog/assets/gone-00000000.js',
    '/_apps/blog/no-page',
  ]) {
    const response = await fetch(`${base}${missing}`);
    expect(response.status, missing).toBe(404);
    expect(response.headers.get('cache-control'), missing).toBe('no-cache');
  }
});

test('only GET and HEAD, and nothing outside the folders', async () => {
  expect((await fetch(`${base}/blog`, { method: 'POST' })).status).toBe(405);
  const escape = await fetch(`${base}/..%2f..%2f..%2fetc%2fpasswd`);
  expect(await escape.text()).not.toContain('root:');
});

test('dotfiles and dot-folders are never served, however the path spells them', async () => {
  for (const path of [
    '/.vite/manifest.json',
    '/_apps/blog/.vite/manifest.json',
    '/.env',
    '/assets/.env',
    '/%2eenv',
    '/assets/%2eenv',
    '/blog/../.env',
  ]) {
    const response = await fetch(`${base}${path}`);
    expect(response.status, path).toBe(404);
    expect(await response.text(), path).not.toContain('SECRET');
  }
});

test('odd paths get a clear status, the caching of the file actually sent, never a 500 or a file outside', async () => {
  const page = '<div id="root"></div>';
  const cases: { path: string; status: number; body?: string; cache?: string }[] = [
    // Encoded separators would split a segment after the caching rule saw it.
    { path: '/assets%2F..%2Findex.html', status: 400 },
    { path: '/assets%2f..%2f_spa.html', status: 400 },
    { path: '/assets%5C..%5C_spa.html', status: 400 },
    { path: '/assets\\..\\_spa.html', status: 400 },
    { path: '/_apps/blog/..%2f..%2foutside.txt', status: 400 },
    // Leaving the root, however spelt.
    { path: '/../outside.txt', status: 400 },
    { path: '/%2e%2e/outside.txt', status: 400 },
    { path: '/_apps/blog/../../../outside.txt', status: 400 },
    { path: '/..%2f..%2foutside.txt', status: 400 },
    // Names no file can have.
    { path: '/a%00b', status: 400 },
    { path: '/blog%0d%0aSet-Cookie:%20x=1', status: 400 },
    { path: '/%E0%A4%A', status: 400 },
    // Dot segments inside the site resolve first, then the rules apply to what is sent.
    { path: '/assets/../blog', status: 200, body: '<h1>Blog</h1>', cache: 'no-cache' },
    { path: '/assets/%2e%2e/blog', status: 200, body: '<h1>Blog</h1>', cache: 'no-cache' },
    { path: '//blog', status: 200, body: '<h1>Blog</h1>', cache: 'no-cache' },
    { path: '/_apps/../blog/', status: 200, body: '<h1>Blog</h1>', cache: 'no-cache' },
    {
      path: '/_apps/blog/../../assets/index-abcdef12.js',
      status: 200,
      cache: 'public, max-age=31536000, immutable',
    },
    // Long and unusual names: a page path gets the client page, a file name a 404.
    { path: `/${'a'.repeat(4000)}`, status: 200, body: page, cache: 'no-cache' },
    { path: `/assets/${'a'.repeat(300)}.js`, status: 404, cache: 'no-cache' },
    { path: '/%C3%BCber/%F0%9F%9A%80', status: 200, body: page, cache: 'no-cache' },
    { path: '/blog%3Fx', status: 200, body: page, cache: 'no-cache' },
    { path: '/assets/index-abcdef12.js%23x', status: 404, cache: 'no-cache' },
  ];
  for (const { path, status, body, cache } of cases) {
    const response = await rawGet(path);
    const label = path.slice(0, 60);
    expect(response.status, label).toBe(status);
    expect(response.body, label).not.toContain('SECRET');
    if (body !== undefined) expect(response.body, label).toBe(body);
    if (cache !== undefined) expect(response.headers['cache-control'], label).toBe(cache);
    if (status !== 200) {
      expect(response.headers['cache-control'] ?? '', label).not.toMatch(/immutable/);
    }
  }
});

test('a Range the server cannot honour sends the whole file, and the server keeps running', async () => {
  const asset = '/assets/index-abcdef12.js';
  for (const range of ['bytes=5-2', 'bytes=-3', 'bytes=0-1,4-5', 'pages=1-2']) {
    const response = await rawGet(asset, { Range: range });
    expect(response.status, range).toBe(200);
    expect(response.body, range).toBe('console.log(1)');
  }
  const partial = await rawGet(asset, { Range: 'bytes=0-6' });
  expect(partial.status).toBe(206);
  expect(partial.body).toBe('console');
});

test('every answer carries the security headers, errors included, and an error is never cached', async () => {
  const answers = [
    { status: 400, response: await rawGet('/assets%2F..%2Findex.html') },
    { status: 404, response: await rawGet('/.env') },
    { status: 404, response: await rawGet('/assets/gone-00000000.js') },
    { status: 404, response: await rawGet('/_apps/blog/no-page') },
    { status: 405, response: await rawGet('/blog', {}, 'POST') },
    { status: 200, response: await rawGet('/blog') },
    {
      status: 304,
      response: await rawGet('/blog', {
        'If-None-Match': (await rawGet('/blog')).headers.etag ?? '',
      }),
    },
  ];
  for (const { status, response } of answers) {
    expect(response.status).toBe(status);
    expect(response.headers['content-security-policy'], `${status}`).toContain(
      "frame-ancestors 'none'",
    );
    expect(response.headers['x-content-type-options'], `${status}`).toBe('nosniff');
    expect(response.headers['referrer-policy'], `${status}`).toBe(
      'strict-origin-when-cross-origin',
    );
    expect(response.headers['permissions-policy'], `${status}`).toContain('camera=()');
    if (status >= 400) expect(response.headers['cache-control'], `${status}`).toBe('no-cache');
  }
  expect(answers[4]?.response.headers.allow).toBe('GET, HEAD');
  for (const { status, response } of answers) {
    expect(response.headers['cross-origin-opener-policy'], `${status}`).toBe('same-origin');
    // Every app of this deployment is under the shell's origin.
    expect(response.headers['cross-origin-resource-policy'], `${status}`).toBe('same-origin');
  }
});

test('a file that cannot be read cuts its answer short and the server keeps serving', async () => {
  // A socket passes sirv's checks (it exists, it is no folder) but cannot be opened for reading.
  const socket = createServer();
  await new Promise<void>((resolve) =>
    socket.listen(join(dists.shell, 'assets', 'socket.js'), resolve),
  );
  try {
    await expect(rawGet('/assets/socket.js')).rejects.toThrow();
    expect((await rawGet('/blog')).status).toBe(200);
  } finally {
    await new Promise((resolve) => socket.close(resolve));
  }
});

test('a violation report posted to the shell’s origin is logged on one line and answered 204', async () => {
  const report = {
    'csp-report': {
      'document-uri': `${base}/blog`,
      'violated-directive': 'script-src-elem',
      'blocked-uri': 'https://evil.example/x.js',
    },
  };
  const answer = await rawGet(
    '/_csp-reports',
    { 'Content-Type': 'application/csp-report' },
    'POST',
    JSON.stringify(report, null, 2),
  );
  expect(answer.status).toBe(204);
  expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(cspReportLog.at(-1)).toBe(`csp-report ${JSON.stringify(report)}`);

  // Not JSON, with a line break that must not start a forged log line.
  await rawGet('/_csp-reports', {}, 'POST', 'x\ncsp-report forged');
  expect(cspReportLog.at(-1)).toBe('csp-report "x\\ncsp-report forged"');

  const before = cspReportLog.length;
  const tooLarge = await rawGet('/_csp-reports', {}, 'POST', 'x'.repeat(65 * 1024));
  expect(tooLarge.status).toBe(413);
  expect((await rawGet('/_csp-reports')).status).toBe(405);
  // Only the shell's origin takes reports: under a remote's prefix it is a missing file.
  expect((await rawGet('/_apps/blog/_csp-reports', {}, 'POST', '{}')).status).toBe(405);
  expect(cspReportLog).toHaveLength(before);
});

test('the policy names the report endpoint both ways browsers read it', async () => {
  const page = await fetch(`${base}/blog`);
  expect(page.headers.get('reporting-endpoints')).toBe(`csp-violations="${base}/_csp-reports"`);
  expect(page.headers.get('content-security-policy')).toContain(
    `report-uri ${base}/_csp-reports; report-to csp-violations`,
  );
});
