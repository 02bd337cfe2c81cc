// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
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

let servers: Server[] = [];
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
  put('shell', '_spa.html', '<div id="root"></div>');
  put('shell', 'blog/index.html', '<h1>Blog</h1>');
  put('shell', 'api/categories.json', '[]');
  put('shell', 'assets/index-abcdef12.js', 'console.log(1)');
  put('shell', 'assets/index-abcdef12.js.br', brotliCompressSync('console.log(1)'));
  put('blog', 'remoteEntry.js', 'export {}');
  put('blog', 'assets/post-page-12345678.js', 'export {}');
  for (const app of ['learn', 'simulator'] as const) put(app, 'remoteEntry.js', 'export {}');
  for (const app of ['shell', 'blog'] as const) put(app, '.vite/manifest.json', '{"secret":1}');
  put('shell', '.env', 'SECRET=1');
  put('shell', 'assets/.env', 'SECRET=1');
  servers = await startStaticServers({
    deployment,
    dists,
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
  expect(blog.headers.get('content-security-policy')).toContain("script-src 'self' 'sha256-abc='");

  const readerPost = await fetch(`${base}/blog/my-own-post`);
  expect(await readerPost.text()).toBe('<div id="root"></div>');

  const api = await fetch(`${base}/api/categories`);
  expect(api.headers.get('content-type')).toMatch(/application\/json/);
  expect(await api.json()).toEqual([]);
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
    '/assets%2f.env',
    '/blog/../.env',
  ]) {
    const response = await fetch(`${base}${path}`);
    expect(response.status, path).toBe(404);
    expect(await response.text(), path).not.toContain('SECRET');
  }
});
