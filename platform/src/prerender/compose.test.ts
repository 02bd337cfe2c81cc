/**
 * Compose on small builds written for each test: pages per path, what it removes and refuses.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from 'vitest';
import { BUILD_ID_FILE } from '../contracts/app-status';
import {
  CLIENT_PAGE_FILE,
  pageProtocol,
  PAGE_PROTOCOL_FILE,
  ROOT_ANCHOR,
  SPA_PAGE_FILE,
} from '../contracts/page-protocol';
import { localDeployment } from '../deploy/deployment';
import { readReleaseRecord } from '../deploy/release-file';
import { composeWith } from './compose';
import { dollars, setUpComposeFixture } from './compose.fixture';
import type { ShellEntry } from './compose/shell-build';

const { root, put, shellDist, remoteDists, publishRemote, shell, compose, page } =
  setUpComposeFixture();

test('compose writes a page per path, with the fragment’s HTML byte for byte', async () => {
  expect(await compose()).toEqual(['/', '/blog', '/blog/first', '/learn', '/simulator']);
  const blog = readFileSync(page('blog'), 'utf8');
  expect(blog).toContain(`<p>Posts ${dollars}</p>`);
  expect(blog).toContain('data-prerendered-path="/blog"');
  expect(existsSync(join(shellDist(), SPA_PAGE_FILE))).toBe(true);
});

test('a page no remote serves any more is removed, with the folder it leaves empty', async () => {
  await compose();
  publishRemote('blog', { '/blog': '<p>Posts</p>' });
  rmSync(join(root(), 'blog', '_islands', 'blog-routes', 'blog', 'first.json'));

  expect(await compose()).not.toContain('/blog/first');
  expect(existsSync(join(shellDist(), 'blog', 'first'))).toBe(false);
  expect(readFileSync(page('blog'), 'utf8')).toContain('<p>Posts</p>');
  expect(readFileSync(join(shellDist(), 'sitemap.xml'), 'utf8')).not.toContain('/blog/first');
});

test('compose leaves no compressed copy older than its file, nor of a file that is gone', async () => {
  // A long page, then a shorter one; remotes.json with copies of an earlier, larger one.
  publishRemote('blog', {
    '/blog': `<p>${'Posts '.repeat(400)}</p>`,
    '/blog/first': '<p>First</p>',
  });
  await compose();
  expect(brotliDecompressSync(readFileSync(`${page('blog')}.br`)).toString()).toContain(
    'Posts Posts',
  );
  put(join(shellDist(), 'remotes.json.br'), 'an earlier remotes.json');
  put(join(shellDist(), 'remotes.json.gz'), 'an earlier remotes.json');
  put(join(shellDist(), 'learn', 'gone', 'index.html.br'), 'a page removed by hand');
  // robots.txt is a few lines, under the size worth compressing: an old copy of it must go.
  put(join(shellDist(), 'robots.txt.br'), 'an earlier, longer robots.txt');
  publishRemote('blog', { '/blog': '<p>Posts</p>', '/blog/first': '<p>First</p>' });

  await compose();
  const left = readdirSync(shellDist(), { recursive: true, encoding: 'utf8' });
  // Every copy left decodes to its file's bytes now.
  for (const copy of left.filter((file) => /\.(br|gz)$/.test(file))) {
    const bytes = readFileSync(join(shellDist(), copy));
    const decoded = copy.endsWith('.br') ? brotliDecompressSync(bytes) : gunzipSync(bytes);
    expect(decoded.toString(), copy).toBe(
      readFileSync(join(shellDist(), copy.slice(0, -3)), 'utf8'),
    );
  }
  expect(existsSync(join(shellDist(), 'robots.txt.br'))).toBe(false);
  expect(existsSync(join(shellDist(), 'learn', 'gone'))).toBe(true);
  expect(readdirSync(join(shellDist(), 'learn', 'gone'))).toEqual([]);
  expect(left.filter((file) => file.endsWith('.tmp'))).toEqual([]);
  expect(readFileSync(page('blog'), 'utf8')).toContain('<p>Posts</p>');
});

test('a file a remote publishes outside its own sections is refused', async () => {
  put(join(root(), 'blog', 'site', 'blog', 'rss.xml'), '<rss/>');
  put(join(root(), 'blog', 'site', 'learn', 'rss.xml'), '<rss/>');
  await expect(compose()).rejects.toThrow(
    'blog published site/learn/rss.xml, outside its sections (/blog/)',
  );
  expect(existsSync(join(shellDist(), 'learn', 'rss.xml'))).toBe(false);
});

test('a declared path with no fragment fails naming the remote and the path; the others are written', async () => {
  publishRemote('blog', { '/blog': '<p>Posts</p>' }, ['/blog', '/blog/missing']);
  await expect(compose()).rejects.toThrow('/blog/missing (no fragment from mf_blog/blog-routes)');
  expect(existsSync(page('blog/missing'))).toBe(false);
  expect(existsSync(page('blog'))).toBe(true);
});

test('a published file that does not parse fails naming the file and the field', async () => {
  const fragment = join(root(), 'learn', '_islands', 'learn-routes', 'learn.json');
  put(fragment, { ...JSON.parse(readFileSync(fragment, 'utf8')), buildId: '' });
  await expect(compose()).rejects.toThrow(`${fragment} does not match its schema: buildId:`);

  const manifest = join(root(), 'blog', '_islands', 'manifest.json');
  put(manifest, { remote: 'mf_blog', buildId: 'b', islands: [{ module: 'blog-routes' }] });
  await expect(compose()).rejects.toThrow(
    `${manifest} does not match its schema: islands.0.mount:`,
  );
});

test('a shell build whose client reads other page markers, or says nothing of them, is refused', async () => {
  const protocolFile = join(shellDist(), PAGE_PROTOCOL_FILE);
  put(protocolFile, { ...pageProtocol, pageCodeElementId: 'page-code' });
  await expect(compose()).rejects.toThrow(
    'pageCodeElementId is "page-code", compose writes "tla-page-code"',
  );
  rmSync(protocolFile);
  await expect(compose()).rejects.toThrow(`${protocolFile} is missing`);
});

test('a client page without the root anchor fails naming the file', async () => {
  put(
    join(shellDist(), 'index.html'),
    '<html><head></head><body><div id="app"></div></body></html>',
  );
  await expect(compose()).rejects.toThrow(
    `${join(shellDist(), SPA_PAGE_FILE)}: <div id="root"></div> is missing`,
  );
});

test('the client page served for other paths lists its code for the start script; the template stays', async () => {
  await compose();
  const served = readFileSync(join(shellDist(), CLIENT_PAGE_FILE), 'utf8');
  expect(served).not.toMatch(/<script type="module"/);
  expect(served).toContain(
    `<script type="application/json" id="tla-page-code">{"scripts":["/assets/index.js"],"preloads":[]}</script>`,
  );
  expect(served).toContain(ROOT_ANCHOR);
  expect(readFileSync(join(shellDist(), SPA_PAGE_FILE), 'utf8')).toContain(
    '<script type="module" src="/assets/index.js"></script>',
  );
});

test('a page with an inline script the client page lacks is refused: the CSP would not run it', async () => {
  const withScript: ShellEntry = {
    ...shell,
    renderPage: async (path, lookup, sections) => ({
      ...(await shell.renderPage(path, lookup, sections)),
      head: path === '/blog' ? '<script>track()</script>' : '',
    }),
  };
  await expect(
    composeWith(withScript, {
      deployment: localDeployment,
      shellDist: shellDist(),
      remoteDists: remoteDists(),
    }),
  ).rejects.toThrow(
    /^page \/blog: inline script\(s\) sha256-\S+ are not the shell's client page's/,
  );
});

test('a page that asks not to be indexed is written but left out of the sitemap', async () => {
  put(
    join(shellDist(), 'index.html'),
    `<!doctype html><html><head><meta name="robots" content="index, follow" /></head><body>${ROOT_ANCHOR}</body></html>`,
  );
  const withStatus: ShellEntry = {
    ...shell,
    shellPrerenderPaths: ['/', '/_status'],
    async renderPage(path, lookup, sections) {
      if (path !== '/_status') return shell.renderPage(path, lookup, sections);
      const head = '<meta name="robots" content="noindex"/>';
      return { head, body: '<main>Status</main>', missing: [], pageModules: [] };
    },
  };
  const written = await composeWith(withStatus, {
    deployment: localDeployment,
    shellDist: shellDist(),
    remoteDists: remoteDists(),
  });
  expect(written).toContain('/_status');
  const status = readFileSync(page('_status'), 'utf8');
  expect(status).toContain('<main>Status</main>');
  // Its own robots tag only: the client page's "index, follow" would contradict it.
  const robots = status.match(/<meta name="robots"[^>]*>/g) ?? [];
  expect(robots).toHaveLength(1);
  expect(robots[0]).toContain('content="noindex"');
  expect(readFileSync(page('blog'), 'utf8')).toContain('content="index, follow"');
  const sitemap = readFileSync(join(shellDist(), 'sitemap.xml'), 'utf8');
  expect(sitemap).toContain('<loc>https://site.example/blog</loc>');
  expect(sitemap).not.toContain('_status');
});

test("compose records the shell's release; a new shell build names the one it replaced", async () => {
  await compose();
  const first = readReleaseRecord(shellDist());
  expect(first).toEqual({
    id: 'shell-1',
    releasedAt: expect.any(String),
    replaced: null,
    rollbackTarget: null,
  });
  await compose();
  expect(readReleaseRecord(shellDist())).toEqual(first);

  put(join(shellDist(), BUILD_ID_FILE), 'shell-2\n');
  await compose();
  expect(readReleaseRecord(shellDist())).toEqual({
    id: 'shell-2',
    releasedAt: expect.any(String),
    replaced: { id: 'shell-1', releasedAt: first?.releasedAt },
    rollbackTarget: null,
  });
});
