/**
 * Compose on small builds written for each test: a shell build and the three remotes' deployed files,
 * rendered by a stand-in for the shell's prerender entry (the real one is a Vite build of the shell).
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { parseFeed } from '@rowanmanning/feed-parser';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { writeFeeds } from '../build-tools/feeds';
import { pageProtocol, PAGE_PROTOCOL_FILE, ROOT_ANCHOR } from '../contracts/page-protocol';
import { publishedJsonFeedSchema } from '../contracts/published';
import { federationName, type RemoteId } from '../contracts/remote-id';
import { localDeployment } from '../deploy/deployment';
import { readReleaseRecord } from '../deploy/release-file';
import { composeWith } from './compose';
import type { ShellEntry } from './compose/shell-build';
import { defineSection, publishedSection } from '../contracts/section';
import type { SectionRoute } from '../contracts/published';

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

type FeedFixture = { path: string; title: string; publishedAt: string; updatedAt?: string };

/**
 * A remote's feeds as its build publishes them (build/feeds.ts), at /<id>/rss.xml, atom.xml and
 * feed.json, listed in its section.json.
 */
function publishFeeds(id: RemoteId, entries: FeedFixture[]) {
  const dist = join(root, id);
  const origin = 'https://site.example';
  const paths = { rss: `/${id}/rss.xml`, atom: `/${id}/atom.xml`, json: `/${id}/feed.json` };
  const files = writeFeeds({
    home: `${origin}/${id}`,
    title: `The ${id}`,
    description: `What is new in the ${id}`,
    feedUrls: { rss: origin + paths.rss, atom: origin + paths.atom, json: origin + paths.json },
    author: { name: 'Site & Co', link: origin },
    entries: entries.map((entry) => ({
      ...entry,
      link: `${origin}${entry.path}`,
      summary: `About ${entry.title}`,
      category: `${id} notes`,
      html: `<p>${entry.title}</p>`,
    })),
  });
  const section = join(dist, 'section.json');
  put(section, {
    ...JSON.parse(readFileSync(section, 'utf8')),
    feeds: [
      { type: 'application/rss+xml', title: `The ${id} (RSS)`, href: paths.rss },
      { type: 'application/feed+json', title: `The ${id} (JSON Feed)`, href: paths.json },
    ],
  });
  for (const [format, path] of Object.entries(paths)) {
    put(
      join(dist, 'site', path),
      files[format === 'rss' ? 'rss' : format === 'atom' ? 'atom' : 'json'],
    );
  }
}

/** The section table the stand-in shell was given for each page, as its header would read it. */
const tables = new Map<string, SectionRoute[]>();

/** Stands for the shell's prerender entry: its home page, and each section's island from its remote. */
const shell: ShellEntry = {
  shellPrerenderPaths: ['/'],
  siteOrigin: 'https://site.example',
  siteName: 'Site & Co',
  async renderPage(path, lookup, sections) {
    tables.set(path, sections);
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
  publishFeeds('blog', [
    {
      path: '/blog/first',
      title: 'First post',
      publishedAt: '2025-05-06',
      updatedAt: '2026-02-03',
    },
  ]);
  publishFeeds('learn', [
    { path: '/learn', title: 'Tutorials <b>&</b> more', publishedAt: '2025-06-01' },
  ]);
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
  expect(first).toEqual({
    id: 'shell-1',
    releasedAt: expect.any(String),
    replaced: null,
    rollbackTarget: null,
  });
  await compose();
  expect(readReleaseRecord(shellDist())).toEqual(first);

  put(join(shellDist(), 'build-id.txt'), 'shell-2\n');
  await compose();
  expect(readReleaseRecord(shellDist())).toEqual({
    id: 'shell-2',
    releasedAt: expect.any(String),
    replaced: { id: 'shell-1', releasedAt: first?.releasedAt },
    rollbackTarget: null,
  });
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

test('the sitemap dates each page a feed carries by its last change, and no other', async () => {
  await compose();
  const sitemap = readFileSync(join(shellDist(), 'sitemap.xml'), 'utf8');
  expect(sitemap).toContain(
    '<url><loc>https://site.example/blog/first</loc><lastmod>2026-02-03</lastmod></url>',
  );
  expect(sitemap).toContain(
    '<url><loc>https://site.example/learn</loc><lastmod>2025-06-01</lastmod></url>',
  );
  expect(sitemap).toContain('<url><loc>https://site.example/blog</loc></url>');
  expect(sitemap.match(/<lastmod>/g)).toHaveLength(2);
});

test('the site feed: every section’s entries, newest first, in three formats a feed parser reads', async () => {
  publishFeeds('simulator', [
    { path: '/simulator', title: 'Simulator notes', publishedAt: '2025-05-10' },
  ]);
  await compose();
  const expected = [
    ['https://site.example/learn', 'Tutorials <b>&</b> more', '2025-06-01', '2025-06-01'],
    ['https://site.example/simulator', 'Simulator notes', '2025-05-10', '2025-05-10'],
    ['https://site.example/blog/first', 'First post', '2025-05-06', '2026-02-03'],
  ];
  const day = (date: Date | null | undefined) => date?.toISOString().slice(0, 10);
  for (const path of ['rss.xml', 'atom.xml']) {
    const feed = parseFeed(readFileSync(join(shellDist(), path), 'utf8'));
    expect(feed.title, path).toBe('Site & Co: everything new');
    expect(
      feed.items.map((item) => [item.url, item.title]),
      path,
    ).toEqual(expected.map(([url, title]) => [url, title]));
    expect(feed.items[2]?.content, path).toContain('<p>First post</p>');
    expect(existsSync(join(shellDist(), `${path}.br`)), path).toBe(true);
  }
  const atom = parseFeed(readFileSync(join(shellDist(), 'atom.xml'), 'utf8'));
  expect(atom.items.map((item) => [day(item.published), day(item.updated)])).toEqual(
    expected.map(([, , published, updated]) => [published, updated]),
  );
  // The JSON Feed reads back with the schema compose reads the sections' feeds with.
  const json = publishedJsonFeedSchema.parse(
    JSON.parse(readFileSync(join(shellDist(), 'feed.json'), 'utf8')),
  );
  expect(
    json.items.map((item) => [
      item.url,
      item.title,
      day(new Date(item.date_published)),
      day(new Date(item.date_modified)),
    ]),
  ).toEqual(expected);
  expect(json.items.map((item) => item.tags)).toEqual([
    ['learn notes'],
    ['simulator notes'],
    ['blog notes'],
  ]);
  // Every page announces it before the sections' own feeds.
  const head = readFileSync(page('learn'), 'utf8');
  expect(head).toContain(
    '<link rel="alternate" type="application/rss+xml" title="Site &amp; Co: everything new (RSS)" href="/rss.xml">',
  );
  expect(head.indexOf('href="/feed.json"')).toBeLessThan(head.indexOf('href="/blog/rss.xml"'));
});

test('a published feed that does not parse fails naming the file and the field', async () => {
  const file = join(root, 'learn', 'site', 'learn', 'feed.json');
  put(file, {
    ...JSON.parse(readFileSync(file, 'utf8')),
    items: [{ id: 'x', url: 'https://site.example/learn' }],
  });
  await expect(compose()).rejects.toThrow(`${file} does not match its schema: items.0.title:`);
  rmSync(file);
  await expect(compose()).rejects.toThrow(
    `${file}: cannot read it (its remote lists it in section.json`,
  );
});

test("a menu entry in a remote's contract reaches every prerendered page and remotes.json", async () => {
  const contract = defineSection({
    remote: 'learn',
    title: 'Learn',
    modules: {
      'learn-routes': {
        file: './src/app/learn-routes.tsx',
        mount: '/learn/*',
        label: 'learn',
        paths: ['/learn'],
        navigation: [{ menu: 'header', label: 'Courses', order: 45 }],
      },
    },
  });
  put(join(root, 'learn', 'section.json'), publishedSection(contract));
  await compose();
  const entry = { menu: 'header', label: 'Courses', order: 45, path: '/learn' };
  // Every page's render gets it (the shell's header and footer read it from there), the home page too.
  for (const path of ['/', '/blog', '/learn']) {
    expect(tables.get(path)?.find((row) => row.remote === 'mf_learn')?.navigation).toEqual([entry]);
  }
  const remotesJson = readFileSync(join(shellDist(), 'remotes.json'), 'utf8');
  expect(JSON.parse(remotesJson).sections).toContainEqual(
    expect.objectContaining({ remote: 'mf_learn', navigation: [entry] }),
  );
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

test('the client page served for other paths lists its code for the start script; the template stays', async () => {
  await compose();
  const served = readFileSync(join(shellDist(), '_client.html'), 'utf8');
  expect(served).not.toMatch(/<script type="module"/);
  expect(served).toContain(
    `<script type="application/json" id="tla-page-code">{"scripts":["/assets/index.js"],"preloads":[]}</script>`,
  );
  expect(served).toContain(ROOT_ANCHOR);
  expect(readFileSync(join(shellDist(), '_spa.html'), 'utf8')).toContain(
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
