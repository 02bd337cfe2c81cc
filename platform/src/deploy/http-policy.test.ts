// @vitest-environment node
import { expect, test } from 'vitest';
import { appOrigins, deploymentSchema, localDeployment } from './deployment';
import {
  cacheClassFor,
  corsOriginFor,
  isHiddenPath,
  PERMISSIONS_POLICY,
  resourcePolicyFor,
  securityHeaders,
} from './http-policy';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  outboundOrigins,
  type ShellPolicyInputs,
} from './content-security-policy';

const origins = deploymentSchema.parse({
  name: 'origins',
  apps: {
    shell: { url: 'https://www.site.example/' },
    blog: { url: 'https://blog.site.example/' },
    learn: { url: 'https://learn.site.example/' },
    simulator: { url: 'https://simulator.site.example/' },
  },
});
const onePath = deploymentSchema.parse({
  name: 'paths',
  apps: {
    shell: { url: 'https://site.example/' },
    blog: { url: 'https://site.example/_apps/blog/' },
    learn: { url: 'https://site.example/_apps/learn/' },
    simulator: { url: 'https://site.example/_apps/simulator/' },
  },
});
const none = { script: [], style: [], img: [], connect: [], frame: [] };
const inputs: ShellPolicyInputs = { inlineScriptHashes: ['sha256-abc='], outbound: none };

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

test('the caching table: hashed assets forever, pages and manifests revalidated, the rest an hour', () => {
  expect(cacheClassFor('/assets/index-Ab12Cd34.js')).toBe('immutable');
  for (const path of [
    '/',
    '/blog',
    '/blog/post',
    '/remotes.json',
    '/remoteEntry.js',
    '/_islands/manifest.json',
    '/sitemap.xml',
    '/_spa.html',
    '/api/categories',
  ]) {
    expect(cacheClassFor(path), path).toBe('revalidate');
  }
  expect(cacheClassFor('/favicon.svg')).toBe('hour');
  expect(cacheClassFor('/images/og-default.jpg')).toBe('hour');
});

test('scripts: the inline scripts by hash and what they load, no host, nothing unsafe', () => {
  for (const deployment of [origins, onePath, localDeployment]) {
    const csp = contentSecurityPolicy(deployment, inputs);
    expect(directive(csp, 'script-src'), deployment.name).toEqual([
      "'strict-dynamic'",
      "'sha256-abc='",
    ]);
    expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  }
  const csp = contentSecurityPolicy(origins, inputs);
  expect(directive(csp, 'object-src')).toEqual(["'none'"]);
  expect(directive(csp, 'base-uri')).toEqual(["'none'"]);
  expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
  expect(directive(csp, 'frame-src')).toEqual(["'none'"]);
});

test('outside origins appear only where the shell declares them, never as script hosts', () => {
  const csp = contentSecurityPolicy(origins, {
    ...inputs,
    outbound: {
      ...none,
      script: ['https://ads.example/loader.js'],
      img: ['https://ads.example'],
      frame: ['https://video.example'],
    },
  });
  expect(directive(csp, 'script-src')).toEqual(["'strict-dynamic'", "'sha256-abc='"]);
  expect(directive(csp, 'frame-src')).toEqual(['https://video.example']);
  expect(directive(csp, 'img-src')).toContain('https://ads.example');
  expect(directive(csp, 'connect-src')).not.toContain('https://ads.example');
});

test('the outside origins a shell names, once each, and none for a shell built without', () => {
  expect(
    outboundOrigins({
      ...none,
      script: ['https://ads.example/loader.js'],
      img: ['https://ads.example'],
      frame: ['https://video.example/embed'],
    }),
  ).toEqual(['https://ads.example', 'https://video.example']);
  expect(outboundOrigins(none)).toEqual([]);
});

test('Trusted Types are required, through the site’s named policies only', () => {
  const csp = contentSecurityPolicy(origins, inputs);
  expect(directive(csp, 'require-trusted-types-for')).toEqual(["'script'"]);
  expect(directive(csp, 'trusted-types')).toEqual([
    'tla-page-code',
    'tla-island-html',
    'tla-article-html',
    'tla-json-ld',
    'tla-ad-script',
    'default',
  ]);
  expect(directive(csp, 'trusted-types')).not.toContain("'allow-duplicates'");
});

test('violations are reported to the shell’s origin, by report-to and report-uri', () => {
  const headers = securityHeaders(origins, inputs, 'blog');
  const csp = headers['Content-Security-Policy'] ?? '';
  expect(directive(csp, 'report-uri')).toEqual(['https://www.site.example/_csp-reports']);
  expect(directive(csp, 'report-to')).toEqual(['csp-violations']);
  expect(headers['Reporting-Endpoints']).toBe(
    'csp-violations="https://www.site.example/_csp-reports"',
  );
  expect(directive(contentSecurityPolicy(onePath, inputs), 'report-uri')).toEqual([
    'https://site.example/_csp-reports',
  ]);
});

test('cross-origin reads only for remotes on their own origin, and only by the shell', () => {
  expect(corsOriginFor(origins, 'blog')).toBe('https://www.site.example');
  expect(corsOriginFor(origins, 'shell')).toBeUndefined();
  expect(corsOriginFor(onePath, 'blog')).toBeUndefined();
  expect(corsOriginFor(localDeployment, 'simulator')).toBe('http://localhost:4170');
});

test('inline scripts are hashed, scripts with a src and data blocks are not', () => {
  const html =
    '<script>var a=1;</script><script type="module" src="/x.js"></script><script type="application/json">{}</script>';
  // echo -n 'var a=1;' | openssl dgst -sha256 -binary | base64
  expect(inlineScriptHashes(html)).toEqual(['sha256-gaaMFNHZyRta8zB2VHkWLMP4tMxJ+d8v3dTW7nw2r6M=']);
});

test('dotfiles and dot-folders are hidden wherever they sit; dotted file names are not', () => {
  for (const path of [
    '/.env',
    '/.vite/manifest.json',
    '/_apps/blog/.vite/manifest.json',
    '/assets/.git/HEAD',
    '/.well-known/security.txt',
  ]) {
    expect(isHiddenPath(path), path).toBe(true);
  }
  for (const path of [
    '/',
    '/assets/index-Ab12.js',
    '/blog/my.post',
    '/remoteEntry.js',
    '/_islands/manifest.json',
  ]) {
    expect(isHiddenPath(path), path).toBe(false);
  }
});

test('the shell’s files are for its own pages; a remote’s for the shell’s origin, as narrowly as fits', () => {
  expect(resourcePolicyFor(origins, 'shell')).toBe('same-origin');
  // blog.site.example and www.site.example: one site.
  expect(resourcePolicyFor(origins, 'blog')).toBe('same-site');
  expect(resourcePolicyFor(onePath, 'blog')).toBe('same-origin');
  // Ports do not make another site.
  expect(resourcePolicyFor(localDeployment, 'learn')).toBe('same-site');
  const elsewhere = deploymentSchema.parse({
    name: 'cdn',
    apps: {
      shell: { url: 'https://www.site.example/' },
      blog: { url: 'https://blog-site.cdn.example/' },
      // Two projects on a shared host are two sites (a private public suffix).
      learn: { url: 'https://learn.github.io/' },
      // Another scheme is another site.
      simulator: { url: 'http://simulator.site.example/' },
    },
  });
  for (const remote of ['blog', 'learn', 'simulator'] as const) {
    expect(resourcePolicyFor(elsewhere, remote), remote).toBe('cross-origin');
  }
  const github = deploymentSchema.parse({
    name: 'pages',
    apps: {
      shell: { url: 'https://tla.github.io/' },
      blog: { url: 'https://tla-blog.github.io/' },
      learn: { url: 'https://tla.github.io/learn/' },
      simulator: { url: 'https://tla.github.io/simulator/' },
    },
  });
  expect(resourcePolicyFor(github, 'blog')).toBe('cross-origin');
  expect(resourcePolicyFor(github, 'learn')).toBe('same-origin');
});

test('no page shares a window with another origin, and each app names its resource policy', () => {
  const shell = securityHeaders(origins, inputs, 'shell');
  expect(shell['Cross-Origin-Opener-Policy']).toBe('same-origin');
  expect(shell['Cross-Origin-Resource-Policy']).toBe('same-origin');
  expect(securityHeaders(origins, inputs, 'blog')['Cross-Origin-Resource-Policy']).toBe(
    'same-site',
  );
});

test('the Permissions-Policy switches features off, naming none Chromium reports as unknown', () => {
  for (const entry of PERMISSIONS_POLICY.split(', ')) expect(entry).toMatch(/^[a-z-]+=\(\)$/);
  expect(PERMISSIONS_POLICY).toContain('camera=()');
  // Chromium 156 logs "Unrecognized feature" for each of these.
  for (const unknown of [
    'bluetooth',
    'attribution-reporting',
    'join-ad-interest-group',
    'run-ad-auction',
  ]) {
    expect(PERMISSIONS_POLICY).not.toContain(unknown);
  }
});

test('a description without override origins names no origin but its apps’ in the policy', () => {
  // Sources of what may load or connect; the report endpoint (report-uri) is the shell's own URL.
  const sourcesOf = (csp: string) =>
    csp
      .split('; ')
      .filter((part) => !part.startsWith('report-uri '))
      .flatMap((part) => part.split(' ').slice(1));
  const urlSources = (csp: string) => sourcesOf(csp).filter((source) => /^https?:/.test(source));
  for (const deployment of [origins, onePath]) {
    expect(deployment.overrideOrigins).toEqual([]);
    const csp = contentSecurityPolicy(deployment, inputs);
    // The shell's origin, listed first, is written 'self'.
    expect(new Set(urlSources(csp))).toEqual(new Set(appOrigins(deployment).slice(1)));
    expect(csp).not.toMatch(/localhost|127\.0\.0\.1|:517\d/);
  }
  // A description that lists one gets it for styles and connections only. Scripts name no host
  // ('strict-dynamic': the shell's loader, which checks the override's origin, loads its entry).
  const withDev = deploymentSchema.parse({
    ...origins,
    overrideOrigins: ['https://dev.site.example:8443'],
  });
  const csp = contentSecurityPolicy(withDev, inputs);
  for (const name of ['style-src', 'connect-src']) {
    expect(directive(csp, name), name).toContain('https://dev.site.example:8443');
  }
  for (const name of ['script-src', 'img-src', 'font-src', 'frame-src', 'default-src']) {
    expect(directive(csp, name), name).not.toContain('https://dev.site.example:8443');
  }
});
