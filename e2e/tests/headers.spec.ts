import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { remoteEntryUrl, remoteIds, type Deployment } from '@tla/platform/deploy/deployment';
import { federationName } from '@tla/platform/contracts/remote-id';
import { outboundSourcesSchema } from '@tla/platform/contracts/published-at-build';
import { expect, test } from '../fixtures';
import type { SiteResponse } from '../site-client';
import { deployedDists } from '../../scripts/deploy-target';
import { appTag, everyAppTag } from '../app-tags';

/**
 * What every server of the site answers, the same under nginx (both topologies) and under the Node
 * server of `npm start`: this file runs in all three projects.
 */

/** The sources of one directive of a response's Content-Security-Policy. */
function cspSources(response: SiteResponse, name: string): string[] {
  return (
    (response.header('content-security-policy') ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .find(([key]) => key === name)
      ?.slice(1) ?? []
  );
}

function expectSecurityHeaders(response: SiteResponse, deployment: Deployment) {
  const directive = (name: string) => cspSources(response, name);
  const scripts = directive('script-src');
  // The pre-paint theme script and the start script (which adds a page's code) run by their hashes,
  // and whatever they load is trusted in turn: no host, nothing unsafe.
  expect(scripts[0]).toBe("'strict-dynamic'");
  expect(scripts.slice(1)).toHaveLength(2);
  for (const source of scripts.slice(1)) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  expect(directive('require-trusted-types-for')).toEqual(["'script'"]);
  expect(directive('trusted-types')).toContain('tla-island-html');
  expect(directive('frame-ancestors')).toEqual(["'none'"]);
  expect(directive('object-src')).toEqual(["'none'"]);
  expect(directive('base-uri')).toEqual(["'none'"]);
  const reports = new URL('/_csp-reports', deployment.apps.shell.url).href;
  expect(directive('report-uri')).toEqual([reports]);
  expect(directive('report-to')).toEqual(['csp-violations']);
  expect(response.header('reporting-endpoints')).toBe(`csp-violations="${reports}"`);
  expect(response.header('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.header('x-content-type-options')).toBe('nosniff');
  expect(response.header('permissions-policy')).toContain('camera=()');
}

test('a page is HTML, revalidated, precompressed, with every security header', { tag: appTag('shell') }, async ({
  site,
  deployment,
}) => {
  const brotli = await site.get('/blog', { 'Accept-Encoding': 'br, gzip' });
  expect(brotli.status).toBe(200);
  expect(brotli.header('content-type')).toMatch(/^text\/html/);
  expect(brotli.header('content-encoding')).toBe('br');
  expect(brotli.header('cache-control')).toBe('no-cache');
  expect(brotli.header('vary')).toMatch(/Accept-Encoding/i);
  expectSecurityHeaders(brotli, deployment);
  expect(brotli.header('cross-origin-opener-policy')).toBe('same-origin');
  expect(brotli.header('cross-origin-resource-policy')).toBe('same-origin');

  const gzip = await site.get('/blog', { 'Accept-Encoding': 'gzip' });
  expect(gzip.header('content-encoding')).toBe('gzip');
  const identity = await site.get('/blog');
  expect(identity.header('content-encoding')).toBeUndefined();
  expect(gzip.text()).toBe(identity.text());
  expect(brotli.text()).toBe(identity.text());
  expect(identity.text()).toContain('data-prerendered-path="/blog"');
});

test('hashed assets are cached for a year; a missing one is a 404, never a page', { tag: appTag('shell') }, async ({
  site,
  deployment,
}) => {
  const html = (await site.get('/')).text();
  // A composed page lists its code for the start script (see first-paint.spec.ts).
  const script = /<script type="application\/json" id="tla-page-code">\{"scripts":\["([^"]+)"/.exec(
    html,
  )?.[1];
  expect(script).toMatch(/\/assets\/[\w-]+\.js$/);
  const asset = await site.get(script ?? '', { 'Accept-Encoding': 'br' });
  expect(asset.status).toBe(200);
  expect(asset.header('content-type')).toMatch(/javascript/);
  expect(asset.header('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(asset.header('content-encoding')).toBe('br');
  expectSecurityHeaders(asset, deployment);

  const missing = await site.get('/assets/index-00000000.js');
  expect(missing.status).toBe(404);
  expect(missing.header('content-type') ?? '').not.toMatch(/html/);
  expect(missing.header('cache-control')).not.toMatch(/immutable/);
});

test('each remote’s entry is revalidated, and only the shell’s origin may load it across origins', { tag: everyAppTag }, async ({
  site,
  deployment,
}) => {
  const shellOrigin = new URL(deployment.apps.shell.url).origin;
  for (const remote of remoteIds) {
    const base = deployment.apps[remote].url;
    const entry = await site.get(remoteEntryUrl(deployment, remote), { Origin: shellOrigin });
    expect(entry.status).toBe(200);
    expect(entry.header('cache-control')).toBe('no-cache');
    const crossOrigin = new URL(base).origin !== shellOrigin;
    expect(entry.header('access-control-allow-origin')).toBe(crossOrigin ? shellOrigin : undefined);
    // Every test deployment keeps its remotes on the shell's site (subdomains, or other ports).
    expect(entry.header('cross-origin-resource-policy')).toBe(
      crossOrigin ? 'same-site' : 'same-origin',
    );
    expectSecurityHeaders(entry, deployment);

    const manifest = await site.get(new URL('_islands/manifest.json', base).href);
    expect(manifest.status).toBe(200);
    expect(manifest.header('cache-control')).toBe('no-cache');
  }
});

test('a Range is ignored: the whole file, 200, never a 206 or a cached 416', { tag: everyAppTag }, async ({
  site,
}) => {
  const favicon = await site.get('/favicon.svg');
  expect(favicon.status).toBe(200);
  expect(favicon.header('accept-ranges')).toBeUndefined();
  for (const range of ['bytes=0-0', 'bytes=0-9', 'bytes=-5', `bytes=${favicon.raw.length + 100}-`]) {
    const response = await site.get('/favicon.svg', { Range: range });
    expect(response.status, range).toBe(200);
    expect(response.raw.equals(favicon.raw), range).toBe(true);
    expect(response.header('content-range'), range).toBeUndefined();
    expect(response.header('accept-ranges'), range).toBeUndefined();
    expect(response.header('cache-control'), range).toBe('public, max-age=3600');
  }
  // An error answer with a Range is an error like any other: revalidated, never kept.
  const missing = await site.get('/assets/index-00000000.js', { Range: 'bytes=0-0' });
  expect(missing.status).toBe(404);
  expect(missing.header('cache-control')).toBe('no-cache');
});

test('remotes.json is deployed with the shell and names this deployment’s entries', { tag: appTag('shell') }, async ({
  site,
  deployment,
}) => {
  const response = await site.get('/remotes.json');
  expect(response.status).toBe(200);
  expect(response.header('content-type')).toMatch(/application\/json/);
  expect(response.header('cache-control')).toBe('no-cache');
  const published = response.json();
  expect(published).toMatchObject({
    remotes: remoteIds.map((remote) => ({
      name: federationName(remote),
      entry: remoteEntryUrl(deployment, remote),
    })),
  });
  // The routes each remote published with its build (their sections), where the site's search
  // finds each, and their menu entries (the unit tests pin every entry; here, that they arrive).
  expect(published).toMatchObject({ sections: [
    {
      remote: 'mf_blog',
      module: 'blog-routes',
      mount: '/blog/*',
      label: 'Blog',
      clientPaths: ['/blog/:slug', '/blog/editor/:slug', '/blog/page/:page', '/blog/category/:category/page/:page'],
      search: { index: '/blog/search.json', reader: 'blog-routes-reader-search', results: '/blog' },
      navigation: expect.arrayContaining([{ menu: 'header', label: 'Blog', order: 20, path: '/blog' }]),
    },
    {
      remote: 'mf_learn',
      module: 'tutorials-routes',
      mount: '/tutorials/*',
      label: 'Tutorials',
      search: { index: '/tutorials/search.json' },
    },
    {
      remote: 'mf_learn',
      module: 'resources-routes',
      mount: '/resources/*',
      label: 'Resources',
      search: { index: '/resources/search.json' },
    },
    {
      remote: 'mf_learn',
      module: 'glossary-page',
      mount: '/glossary',
      label: 'Glossary',
      search: { index: '/glossary/search.json' },
    },
    {
      remote: 'mf_simulator',
      module: 'simulator-page',
      mount: '/token-simulator',
      label: 'Token Simulator',
    },
  ] });
});

/** The ten odd paths of the site's contract, with the status every server answers them with. */
const oddPaths: { path: string; status: 200 | 404; page: 'not-found' | 'client' | 'page' }[] = [
  { path: '/no-such-page', status: 404, page: 'not-found' },
  { path: '/tutorials/no-such-tutorial', status: 404, page: 'not-found' },
  { path: '/resources/no-such-resource', status: 404, page: 'not-found' },
  // A post written in the editor exists only in the reader's browser: the blog declares these paths.
  { path: '/blog/a-reader-post', status: 200, page: 'client' },
  { path: '/blog/editor/x', status: 200, page: 'client' },
  { path: '/%2e%2e/etc/passwd', status: 404, page: 'not-found' },
  { path: '/a%2Fb', status: 404, page: 'not-found' },
  { path: `/${'a'.repeat(2000)}`, status: 404, page: 'not-found' },
  { path: '/tutorials/create-spl-token/', status: 200, page: 'page' },
  { path: '/glossary?x=<script>', status: 200, page: 'page' },
];

test('a path no app serves is a 404 with the not-found page; a reader’s own post gets the client page', { tag: appTag('shell') }, async ({
  site,
  deployment,
}) => {
  const answered: string[] = [];
  for (const { path, status, page } of oddPaths) {
    const response = await site.getRaw(path);
    const label = path.slice(0, 40);
    answered.push(`${response.status} ${label}`);
    expect(response.status, label).toBe(status);
    expect(response.header('content-type'), label).toMatch(/^text\/html/);
    expect(response.header('cache-control'), label).toBe('no-cache');
    expectSecurityHeaders(response, deployment);
    const html = response.text();
    if (page === 'not-found') {
      expect(html, label).toContain('<title>Page not found | Token Launch Academy</title>');
      expect(html, label).toContain('data-prerendered-path="/not-found"');
    }
    if (page === 'client') expect(html, label).toContain('<div id="root"></div>');
    if (page === 'page') expect(html, label).not.toContain('data-prerendered-path="/not-found"');
    expect(html, label).not.toMatch(/root:|"workspaces"/);
  }
  test.info().annotations.push({ type: 'statuses', description: answered.join('; ') });

  const favicon = await site.get('/favicon.svg');
  expect(favicon.status).toBe(200);
  expect(favicon.header('cache-control')).toBe('public, max-age=3600');
});

test('paths that try to leave the site’s folders find nothing', { tag: appTag('shell') }, async ({ site }) => {
  for (const path of [
    '/..%2f..%2f..%2fetc%2fpasswd',
    '/assets/..%2f..%2fpackage.json',
    '/%2e%2e/%2e%2e/etc/passwd',
  ]) {
    const response = await site.get(path);
    expect(response.text()).not.toMatch(/root:|"workspaces"/);
  }
});

test('caching is decided on the path actually served: odd spellings are not found', { tag: everyAppTag }, async ({
  site,
}) => {
  // Decoded, this names /index.html; it must never come back marked immutable for a year.
  for (const path of ['/assets%2F..%2Findex.html', '/assets%5c..%5cindex.html', '/a%00b']) {
    const response = await site.getRaw(path);
    expect(response.status, path).toBe(404);
    expect(response.text(), path).toContain('data-prerendered-path="/not-found"');
    expect(response.header('cache-control'), path).toBe('no-cache');
  }
  // An encoded slash in the query is just data.
  expect((await site.get('/blog?category=defi%2Fnft')).status).toBe(200);
});

test('errors carry every security header and are never cached', { tag: everyAppTag }, async ({ site, deployment }) => {
  const errors = [
    { status: 404, response: await site.getRaw('/assets%2F..%2Findex.html') },
    { status: 404, response: await site.get('/no-such-page') },
    { status: 404, response: await site.get('/assets/index-00000000.js') },
    { status: 404, response: await site.get('/.vite/manifest.json') },
    { status: 404, response: await site.get(new URL('nothing.js', deployment.apps.blog.url).href) },
    { status: 405, response: await site.send('POST', '/blog') },
    { status: 405, response: await site.send('DELETE', '/favicon.svg') },
  ];
  for (const { status, response } of errors) {
    expect(response.status).toBe(status);
    expectSecurityHeaders(response, deployment);
    expect(response.header('cache-control'), `${status}`).toBe('no-cache');
  }
});

test('the Permissions-Policy names only features the browser knows: a page logs nothing about it', { tag: everyAppTag }, async ({
  page,
}) => {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/permissions-policy|feature policy|unrecognized feature/i.test(message.text())) {
      messages.push(`${message.type()}: ${message.text()}`);
    }
  });
  const response = await page.goto('/');
  expect(await response?.headerValue('permissions-policy')).toContain('camera=()');
  await expect(page.getByRole('main')).toBeVisible();
  await page.goto('/blog');
  expect(messages).toEqual([]);
});

test(
  'an https deployment is served over TLS only: HTTP redirects, every response carries HSTS',
  { tag: everyAppTag },
  async ({ page, site, deployment }) => {
    const { tls } = deployment;
    if (tls === undefined) {
      // A plain-HTTP deployment (local, origins) promises no HTTPS.
      expect((await site.get('/')).header('strict-transport-security')).toBeUndefined();
      return;
    }
    const { maxAge, includeSubDomains } = deployment.hsts;
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
    const hsts = `max-age=${maxAge}${includeSubDomains ? '; includeSubDomains' : ''}`;
    const plain = new URL('/blog?from=http', deployment.apps.shell.url);
    plain.protocol = 'http:';
    plain.port = String(tls.httpPort);
    const redirect = await site.get(plain.href);
    expect(redirect.status).toBe(301);
    expect(redirect.header('location')).toBe(
      new URL('/blog?from=http', deployment.apps.shell.url).href,
    );

    // The browser follows it, trusts the certificate made for this run, and sees HSTS over TLS.
    const response = await page.goto(plain.href);
    expect(page.url()).toBe(new URL('/blog?from=http', deployment.apps.shell.url).href);
    expect(await response?.headerValue('strict-transport-security')).toBe(hsts);
    expect((await response?.securityDetails())?.protocol).toMatch(/^TLS 1\.[23]$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Pages, assets, remote entries and errors alike.
    const script = /"scripts":\["([^"]+)"/.exec((await site.get('/')).text())?.[1] ?? '';
    for (const url of [
      '/',
      script,
      remoteEntryUrl(deployment, 'learn'),
      '/assets/missing-00000000.js',
    ]) {
      expect((await site.get(url)).header('strict-transport-security'), url).toBe(hsts);
    }
  },
);

test('dotfiles and dot-folders answer 404: the build’s .vite/ and a planted secret', { tag: everyAppTag }, async ({
  site,
  deployment,
}) => {
  const dists = deployedDists(deployment);
  // The manifests compose reads from disk are there, so a 404 means refused, not missing.
  expect(existsSync(join(dists.shell, '.vite', 'manifest.json'))).toBe(true);
  expect(existsSync(join(dists.blog, '.vite', 'manifest.json'))).toBe(true);
  const planted = [
    join(dists.shell, '.env'),
    join(dists.shell, 'assets', '.env'),
    join(dists.blog, 'assets', '.env'),
  ];
  for (const file of planted) writeFileSync(file, 'TLA_PLANTED_SECRET=1\n');
  try {
    const blog = deployment.apps.blog.url;
    for (const url of [
      '/.vite/manifest.json',
      new URL('.vite/manifest.json', blog).href,
      '/.env',
      '/%2eenv',
      '/assets/.env',
      new URL('assets/.env', blog).href,
    ]) {
      const response = await site.get(url);
      expect(response.status, url).toBe(404);
      expect(response.text(), url).not.toMatch(/TLA_PLANTED_SECRET|"isEntry"/);
    }
  } finally {
    for (const file of planted) rmSync(file, { force: true });
  }
});

test('the policy allows exactly the outside origins the deployed shell declares', { tag: appTag('shell') }, async ({
  site,
  deploymentEnv,
}) => {
  const outbound = outboundSourcesSchema.parse((await site.get('/outbound-sources.json')).json());
  const home = await site.get('/');
  const sources = (name: string) => cspSources(home, name);
  // Scripts need no origin: what the shell's trusted scripts load is trusted ('strict-dynamic').
  for (const kind of ['style', 'img', 'connect', 'frame'] as const) {
    for (const url of outbound[kind]) expect(sources(`${kind}-src`)).toContain(new URL(url).origin);
  }
  expect(sources('script-src').some((source) => source.includes('googlesyndication'))).toBe(false);
  if (outbound.frame.length === 0) expect(sources('frame-src')).toEqual(["'none'"]);
  // This project's shell build has the ad network and the video guides configured, or neither.
  const configured = deploymentEnv.VITE_AD_PUBLISHER_ID !== undefined;
  expect(sources('img-src').some((source) => source.includes('googlesyndication'))).toBe(
    configured,
  );
  expect(sources('frame-src').some((source) => source.includes('youtube-nocookie'))).toBe(
    configured,
  );
});
