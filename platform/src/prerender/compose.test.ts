/**
 * Compose on small builds written for each test: a shell build and the three remotes' deployed files,
 * rendered by a stand-in for the shell's prerender entry (the real one is a Vite build of the shell).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { pageProtocol, PAGE_PROTOCOL_FILE, ROOT_ANCHOR } from '../contracts/page-protocol';
import { federationName, type RemoteId } from '../contracts/remote-id';
import { localDeployment } from '../deploy/deployment';
import { readReleaseRecord } from '../deploy/release-file';
import { composeWith } from './compose';
import type { ShellEntry } from './compose/shell-build';

let root = '';
const shellDist = () => join(root, 'shell');
const remoteDists = (): Record<RemoteId, string> => ({
  blog: join(root, 'blog'),
  learn: join(root, 'learn'),
  simulator: join(root, 'simulator'),
});

function put(file: string, content: unknown) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
}

const dollars = "$& $' $` $$";

/** A remote's deployment: its section, its islands manifest and one fragment per page it has. */
function publishRemote(id: RemoteId, pages: Record<string, string>, declared = Object.keys(pages)) {
  const dist = join(root, id);
  const module = `${id}-routes`;
  put(join(dist, 'section.json'), {
    remote: federationName(id),
    routes: [{ module, mount: `/${id}/*`, label: id }],
  });
  put(join(dist, '_islands', 'manifest.json'), {
    remote: federationName(id),
    buildId: `${id}-1`,
    islands: [{ module, mount: `/${id}/*`, paths: declared, css: [], js: ['assets/page.js'] }],
  });
  for (const [path, html] of Object.entries(pages)) {
    const file = path.replace(/^\//, '');
    put(join(dist, '_islands', module, `${file}.json`), {
      path,
      html,
      head: `<title>${path}</title>`,
      css: [],
      js: ['assets/page.js'],
      buildId: `${id}-1`,
    });
  }
}

/** Stands for the shell's prerender entry: its home page, and each section's island from its remote. */
const shell: ShellEntry = {
  shellPrerenderPaths: ['/'],
  siteOrigin: 'https://site.example',
  async renderPage(path, lookup, sections) {
    if (path === '/') return { head: '', body: '<main>Home</main>', missing: [], pageModules: [] };
    const section = sections.find(({ mount }) => path.startsWith(mount.replace('/*', '')));
    if (!section) throw new Error(`no section for ${path}`);
    const fragment = lookup(section.remote, section.module, { deferred: false });
    return {
      head: '',
      body: `<main data-island="${section.remote}/${section.module}">${fragment?.html ?? ''}</main>`,
      missing: fragment ? [] : [`${section.remote}/${section.module}`],
      pageModules: [],
    };
  },
};

const compose = () =>
  composeWith(shell, {
    deployment: localDeployment,
    shellDist: shellDist(),
    remoteDists: remoteDists(),
  });
const page = (path: string) => join(shellDist(), path, 'index.html');

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'compose-'));
  vi.spyOn(console, 'log').mockImplementation(() => {});
  put(
    join(shellDist(), 'index.html'),
    `<!doctype html><html><head><script type="module" src="/assets/index.js"></script></head><body>${ROOT_ANCHOR}</body></html>`,
  );
  put(join(shellDist(), '.vite', 'manifest.json'), { 'index.html': { file: 'assets/index.js' } });
  put(join(shellDist(), PAGE_PROTOCOL_FILE), pageProtocol);
  put(join(shellDist(), 'build-id.txt'), 'shell-1\n');
  publishRemote('blog', { '/blog': `<p>Posts ${dollars}</p>`, '/blog/first': '<p>First</p>' });
  publishRemote('learn', { '/learn': '<p>Tutorials</p>' });
  publishRemote('simulator', { '/simulator': '<p>Simulator</p>' });
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

test('compose writes a page per path, with the fragment’s HTML byte for byte', async () => {
  expect(await compose()).toEqual(['/', '/blog', '/blog/first', '/learn', '/simulator']);
  const blog = readFileSync(page('blog'), 'utf8');
  expect(blog).toContain(`<p>Posts ${dollars}</p>`);
  expect(blog).toContain('data-prerendered-path="/blog"');
  expect(existsSync(join(shellDist(), '_spa.html'))).toBe(true);
});

test('a page no remote serves any more is removed, with the folder it leaves empty', async () => {
  await compose();
  publishRemote('blog', { '/blog': '<p>Posts</p>' });
  rmSync(join(root, 'blog', '_islands', 'blog-routes', 'blog', 'first.json'));

  expect(await compose()).not.toContain('/blog/first');
  expect(existsSync(join(shellDist(), 'blog', 'first'))).toBe(false);
  expect(readFileSync(page('blog'), 'utf8')).toContain('<p>Posts</p>');
  expect(readFileSync(join(shellDist(), 'sitemap.xml'), 'utf8')).not.toContain('/blog/first');
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
  expect(first).toEqual({ id: 'shell-1', releasedAt: expect.any(String), previous: null });
  await compose();
  expect(readReleaseRecord(shellDist())).toEqual(first);

  put(join(shellDist(), 'build-id.txt'), 'shell-2\n');
  await compose();
  expect(readReleaseRecord(shellDist())).toEqual({
    id: 'shell-2',
    releasedAt: expect.any(String),
    previous: { id: 'shell-1', releasedAt: first?.releasedAt },
  });
});

test('a file a remote publishes outside its own sections is refused', async () => {
  put(join(root, 'blog', 'site', 'blog', 'rss.xml'), '<rss/>');
  put(join(root, 'blog', 'site', 'learn', 'rss.xml'), '<rss/>');
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
  const fragment = join(root, 'learn', '_islands', 'learn-routes', 'learn.json');
  put(fragment, { ...JSON.parse(readFileSync(fragment, 'utf8')), buildId: '' });
  await expect(compose()).rejects.toThrow(`${fragment} does not match its schema: buildId:`);

  const manifest = join(root, 'blog', '_islands', 'manifest.json');
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
    `${join(shellDist(), '_spa.html')}: <div id="root"></div> is missing`,
  );
});
