/**
 * Small builds for compose's tests: a shell build and the three remotes' deployed files in a fresh
 * folder per test, rendered by a stand-in for the shell's prerender entry (the real one is a Vite
 * build of the shell).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, vi } from 'vitest';
import { writeFeeds } from '../build-tools/feeds';
import { BUILD_ID_FILE } from '../contracts/app-status';
import {
  ISLAND_RELEASE_ATTRIBUTE,
  pageProtocol,
  PAGE_PROTOCOL_FILE,
  ROOT_ANCHOR,
} from '../contracts/page-protocol';
import { ISLANDS_FOLDER, ISLANDS_MANIFEST_FILE, type SectionTable } from '../contracts/published';
import { federationName, type RemoteId } from '../contracts/remote-id';
import { shellPages, SHELL_PAGES_FILE } from '../contracts/shell-pages';
import { PUBLISHED_SECTION_FILE } from '../contracts/section';
import { localDeployment } from '../deploy/deployment';
import { composeWith } from './compose';
import type { ShellEntry } from './compose/shell-build';

/** Replacement patterns of String.replace: content holding them must reach the page byte for byte. */
export const dollars = "$& $' $` $$";

type FeedFixture = { path: string; title: string; publishedAt: string; updatedAt?: string };

/**
 * Registers a fresh fixture before each test (removed after it) and returns what tests use: where
 * things are, how to publish a remote's pages and feeds, and compose run on it all.
 */
export function setUpComposeFixture() {
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

  /**
   * A remote's deployment: its section, its islands manifest and one fragment per page it has (its
   * HTML, or its HTML and the day its head declares the page last changed).
   */
  function publishRemote(
    id: RemoteId,
    pages: Record<string, string | { html: string; modified: string }>,
    declared = Object.keys(pages),
  ) {
    const dist = join(root, id);
    const module = `${id}-routes`;
    put(join(dist, PUBLISHED_SECTION_FILE), {
      remote: federationName(id),
      routes: [{ module, mount: `/${id}/*`, label: id }],
    });
    put(join(dist, ISLANDS_MANIFEST_FILE), {
      remote: federationName(id),
      buildId: `${id}-1`,
      islands: [{ module, mount: `/${id}/*`, paths: declared, css: [], js: ['assets/page.js'] }],
    });
    for (const [path, page] of Object.entries(pages)) {
      const file = path.replace(/^\//, '');
      const { html, modified } =
        typeof page === 'string' ? { html: page, modified: undefined } : page;
      put(join(dist, ISLANDS_FOLDER, module, `${file}.json`), {
        path,
        html,
        head: `<title>${path}</title>${modified ? `<meta property="article:modified_time" content="${modified}"/>` : ''}`,
        css: [],
        js: ['assets/page.js'],
        buildId: `${id}-1`,
      });
    }
  }

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
    const section = join(dist, PUBLISHED_SECTION_FILE);
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
  const tables = new Map<string, SectionTable>();

  /** Stands for the shell's prerender entry: its home page, and each section's island from its remote. */
  const shell: ShellEntry = {
    shellPrerenderPaths: ['/'],
    siteOrigin: 'https://site.example',
    siteName: 'Site & Co',
    renderPage(path, lookup, table) {
      tables.set(path, table);
      const { sections } = table;
      if (path === '/')
        return Promise.resolve({
          head: '',
          body: '<main>Home</main>',
          missing: [],
          pageModules: [],
        });
      const section = sections.find(({ mount }) => path.startsWith(mount.replace('/*', '')));
      if (!section) return Promise.reject(new Error(`no section for ${path}`));
      const fragment = lookup(section.remote, section.module, { deferred: false });
      // As the shell's islands do: the release of the HTML, as compose names it, on the island.
      const release = fragment ? ` ${ISLAND_RELEASE_ATTRIBUTE}="${fragment.buildId}"` : '';
      return Promise.resolve({
        head: '',
        body: `<main data-island="${section.remote}/${section.module}"${release}>${fragment?.html ?? ''}</main>`,
        missing: fragment ? [] : [`${section.remote}/${section.module}`],
        pageModules: [],
      });
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
    put(join(shellDist(), BUILD_ID_FILE), 'shell-1\n');
    // What the shell's build says it wrote at the top of its folder (its pages.json).
    put(
      join(shellDist(), SHELL_PAGES_FILE),
      shellPages(shell.shellPrerenderPaths, [
        '.vite',
        'assets',
        BUILD_ID_FILE,
        'index.html',
        PAGE_PROTOCOL_FILE,
        SHELL_PAGES_FILE,
      ]),
    );
    publishRemote('blog', {
      '/blog': `<p>Posts ${dollars}</p>`,
      '/blog/first': { html: '<p>First</p>', modified: '2026-02-03' },
    });
    publishRemote('learn', { '/learn': { html: '<p>Tutorials</p>', modified: '2025-06-01' } });
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

  return {
    root: () => root,
    put,
    shellDist,
    remoteDists,
    publishRemote,
    publishFeeds,
    shell,
    tables,
    compose,
    page,
  };
}
