/**
 * The Node server on a small deployment written for each test file: a shell with pages, a client
 * page and a not-found page, remotes under their prefixes (one through a link, as a release serves
 * it), and files no request may reach.
 */
import { mkdirSync, mkdtempSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll } from 'vitest';
import { CLIENT_PAGE_FILE, SPA_PAGE_FILE } from '../contracts/page-protocol';
import { REMOTE_ENTRY_FILE, REMOTES_FILE } from '../contracts/remote-id';
import { deploymentSchema, localDeployment, type AppId } from '../deploy/deployment';
import { rawRequest } from '../test/raw-request';
import { freePort } from './free-port';
import { startStaticServers } from './static-server';
import { listQueryPage } from '../contracts/query-pages.fixture';

export const notFoundPage = '<title>Page not found</title>';
export const blogSection = {
  remote: 'mf_blog',
  module: 'blog-routes',
  mount: '/blog/*',
  label: 'Blog',
};

/** Starts the servers before the file's tests (stopped after them) and returns what tests use. */
export function setUpStaticServers() {
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
  const rawGet = (
    path: string,
    headers: Record<string, string> = {},
    method = 'GET',
    body?: string,
  ) => rawRequest(base, path, headers, method, body);

  /** The composed remotes.json, with the sections (and their client-only paths) compose collected. */
  function putSections(sections: object[]) {
    put(
      'shell',
      REMOTES_FILE,
      JSON.stringify({
        remotes: [{ name: 'mf_blog', entry: `${base}/_apps/blog/remoteEntry.js` }],
        sections,
      }),
    );
    // A release rewrites the file within the same second on a fast machine: move its time on.
    const later = new Date(Date.now() + Math.random() * 1e6);
    utimesSync(join(dists.shell, REMOTES_FILE), later, later);
  }

  let servers: Server[] = [];
  const cspReportLog: string[] = [];
  let base = '';

  beforeAll(async () => {
    const address = localDeployment.listenAddress;
    base = `http://${address}:${await freePort(address)}`;
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
    put('shell', SPA_PAGE_FILE, '<script type="module" src="/assets/index-abcdef12.js"></script>');
    put('shell', CLIENT_PAGE_FILE, '<div id="root"></div>');
    put('shell', 'not-found/index.html', notFoundPage);
    putSections([
      {
        ...blogSection,
        clientPaths: ['/blog/:slug', '/blog/editor/:slug'],
        queryPages: [listQueryPage],
      },
      { remote: 'mf_learn', module: 'tutorials-routes', mount: '/tutorials/*', label: 'Tutorials' },
    ]);
    put('shell', 'blog/index.html', '<h1>Blog</h1>');
    put('shell', 'api/categories.json', '[]');
    put('shell', 'assets/index-abcdef12.js', 'console.log(1)');
    put('shell', 'assets/index-abcdef12.js.br', brotliCompressSync('console.log(1)'));
    put('blog', REMOTE_ENTRY_FILE, 'export {}');
    put('blog', 'assets/post-page-12345678.js', 'export {}');
    put('simulator', REMOTE_ENTRY_FILE, 'export {}');
    // A deployment serves a remote through a link to its live folder (a release points it elsewhere).
    mkdirSync(join(root, 'learn-first'), { recursive: true });
    writeFileSync(join(root, 'learn-first', REMOTE_ENTRY_FILE), 'export const release = "first";');
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

  return { root, dists, put, rawGet, putSections, cspReportLog, base: () => base };
}
