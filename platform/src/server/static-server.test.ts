// @vitest-environment node
/** The Node server: pages, client-only paths, 404s, remotes under their prefixes, odd paths. */
import { renameSync, symlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { expect, test } from 'vitest';
import { queryPageCases } from '../contracts/query-pages.fixture';
import { blogSection, notFoundPage, setUpStaticServers } from './static-server.fixture';

const { root, dists, rawGet, putSections, base } = setUpStaticServers();

test('pages, their fallback, and the site API', async () => {
  const blog = await fetch(`${base()}/blog`);
  expect(blog.status).toBe(200);
  expect(await blog.text()).toBe('<h1>Blog</h1>');
  expect(blog.headers.get('cache-control')).toBe('no-cache');
  expect(blog.headers.get('content-security-policy')).toContain(
    "script-src 'strict-dynamic' 'sha256-abc='",
  );

  const readerPost = await fetch(`${base()}/blog/my-own-post`);
  expect(readerPost.status).toBe(200);
  expect(await readerPost.text()).toBe('<div id="root"></div>');

  const api = await fetch(`${base()}/api/categories`);
  expect(api.headers.get('content-type')).toMatch(/application\/json/);
  expect(await api.json()).toEqual([]);
});

test('a page path no app serves is a 404 with the not-found page; client-only paths get the client page', async () => {
  const cases: { path: string; status: number; body: string }[] = [
    { path: '/no-such-page', status: 404, body: notFoundPage },
    { path: '/tutorials/no-such-tutorial', status: 404, body: notFoundPage },
    { path: '/blog/a-reader-post', status: 200, body: '<div id="root"></div>' },
    { path: '/blog/editor/a-reader-post', status: 200, body: '<div id="root"></div>' },
    { path: '/blog/a/b', status: 404, body: notFoundPage },
    { path: '/blog/editor/a/b', status: 404, body: notFoundPage },
    { path: '/blog/', status: 200, body: '<h1>Blog</h1>' },
  ];
  for (const { path, status, body } of cases) {
    const response = await rawGet(path);
    expect(response.status, path).toBe(status);
    expect(response.body, path).toBe(body);
    expect(response.headers['content-type'], path).toMatch(/^text\/html/);
    expect(response.headers['cache-control'], path).toBe('no-cache');
  }
  const head = await rawGet('/no-such-page', {}, 'HEAD');
  expect(head.status).toBe(404);
  expect(head.body).toBe('');
});

test("a list's query form is redirected to its prerendered page; any other query is served as it is", async () => {
  for (const [request, target] of queryPageCases) {
    const response = await rawGet(request);
    if (target === undefined) {
      expect(response.status, request).toBe(200);
      expect(response.body, request).toBe('<h1>Blog</h1>');
    } else {
      expect(response.status, request).toBe(301);
      expect(response.headers.location, request).toBe(target);
      expect(response.headers['content-security-policy'], request).toContain(
        "frame-ancestors 'none'",
      );
    }
  }
});

test('the client-only paths follow remotes.json as compose rewrites it', async () => {
  try {
    putSections([blogSection]);
    expect((await rawGet('/blog/a-reader-post')).status).toBe(404);
  } finally {
    putSections([{ ...blogSection, clientPaths: ['/blog/:slug', '/blog/editor/:slug'] }]);
  }
  expect((await rawGet('/blog/a-reader-post')).status).toBe(200);
});

test('a remote served through a link serves the folder the link points at after a switch', async () => {
  const entry = () =>
    fetch(`${base()}/_apps/learn/remoteEntry.js`).then((response) => response.text());
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
  const br = await fetch(`${base()}/_apps/learn/remoteEntry.js`, {
    headers: { 'Accept-Encoding': 'br' },
  });
  expect(br.headers.get('content-encoding')).toBe('br');
  expect(await br.text()).toBe('export const release = "next";');
});

test('a remote under its prefix, precompressed assets, and 404 for what is missing', async () => {
  const entry = await fetch(`${base()}/_apps/blog/remoteEntry.js`);
  expect(entry.status).toBe(200);
  expect(entry.headers.get('cache-control')).toBe('no-cache');
  expect(entry.headers.get('access-control-allow-origin')).toBeNull(); // same origin as the shell

  const asset = await fetch(`${base()}/assets/index-abcdef12.js`, {
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
    const response = await fetch(`${base()}${missing}`);
    expect(response.status, missing).toBe(404);
    expect(response.headers.get('cache-control'), missing).toBe('no-cache');
  }
});

test('only GET and HEAD, and nothing outside the folders', async () => {
  expect((await fetch(`${base()}/blog`, { method: 'POST' })).status).toBe(405);
  const escape = await fetch(`${base()}/..%2f..%2f..%2fetc%2fpasswd`);
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
    const response = await fetch(`${base()}${path}`);
    expect(response.status, path).toBe(404);
    expect(await response.text(), path).not.toContain('SECRET');
  }
});

test('odd paths get the not-found page or the file they name, never a 500 or a file outside', async () => {
  const cases: { path: string; status: number; body?: string; cache?: string }[] = [
    // Encoded separators would split a segment after the caching rule saw it: no page has them.
    { path: '/assets%2F..%2Findex.html', status: 404, body: notFoundPage },
    { path: '/assets%2f..%2f_spa.html', status: 404, body: notFoundPage },
    { path: '/assets%5C..%5C_spa.html', status: 404, body: notFoundPage },
    { path: '/assets\\..\\_spa.html', status: 404, body: notFoundPage },
    { path: '/_apps/blog/..%2f..%2foutside.txt', status: 404, body: notFoundPage },
    { path: '/a%2Fb', status: 404, body: notFoundPage },
    // Leaving the root, however spelt.
    { path: '/../outside.txt', status: 404, body: notFoundPage },
    { path: '/%2e%2e/outside.txt', status: 404, body: notFoundPage },
    { path: '/%2e%2e/etc/passwd', status: 404, body: notFoundPage },
    { path: '/_apps/blog/../../../outside.txt', status: 404, body: notFoundPage },
    { path: '/..%2f..%2foutside.txt', status: 404, body: notFoundPage },
    // Names no file can have.
    { path: '/a%00b', status: 404, body: notFoundPage },
    { path: '/blog%0d%0aSet-Cookie:%20x=1', status: 404, body: notFoundPage },
    { path: '/%E0%A4%A', status: 404, body: notFoundPage },
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
    // Long and unusual names: a page path gets the not-found page, a file name a plain 404.
    { path: `/${'a'.repeat(4000)}`, status: 404, body: notFoundPage, cache: 'no-cache' },
    { path: `/blog/${'a'.repeat(2000)}`, status: 200, body: '<div id="root"></div>' },
    { path: `/assets/${'a'.repeat(300)}.js`, status: 404, body: 'Not found\n', cache: 'no-cache' },
    { path: '/%C3%BCber/%F0%9F%9A%80', status: 404, body: notFoundPage, cache: 'no-cache' },
    { path: '/blog%3Fx', status: 404, body: notFoundPage, cache: 'no-cache' },
    { path: '/nothing?x=%3Cscript%3E', status: 404, body: notFoundPage },
    { path: '/assets/index-abcdef12.js%23x', status: 404, body: 'Not found\n', cache: 'no-cache' },
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

test('a link inside an app’s files is not followed, under any name sirv would try', async () => {
  const outside = join(root, 'outside.txt');
  symlinkSync(outside, join(dists.shell, 'leak.txt'));
  symlinkSync(outside, join(dists.blog, 'leak.txt'));
  mkdirSync(join(dists.shell, 'linked'), { recursive: true });
  symlinkSync(outside, join(dists.shell, 'linked', 'index.html'));
  symlinkSync(join(root, 'learn-first'), join(dists.shell, 'folder-link'));
  for (const path of [
    '/leak.txt',
    '/_apps/blog/leak.txt',
    '/linked',
    '/folder-link/remoteEntry.js',
  ]) {
    const response = await fetch(`${base()}${path}`);
    expect(response.status, path).toBe(404);
    expect(await response.text(), path).not.toContain('SECRET');
  }
  // The deployment's own link to the learn remote's live folder is followed.
  expect(await (await fetch(`${base()}/_apps/learn/remoteEntry.js`)).text()).toContain('release');
});

test("without a release service a reader's beacon is dropped (204); the service's paths are 404", async () => {
  const beacon = await rawGet('/_rum', { 'Content-Type': 'text/plain' }, 'POST', '{"views":1}');
  expect(beacon.status).toBe(204);
  expect(beacon.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect((await rawGet('/_release/blog', {}, 'POST', '')).status).toBe(404);
});
