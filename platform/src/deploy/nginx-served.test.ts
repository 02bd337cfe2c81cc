// @vitest-environment node
/** The generated configuration served by a real nginx: reports logged, the not-found page sent. */
import { spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect, test } from 'vitest';
import { deploymentSchema, localDeployment } from './deployment';
import { nginxConfig } from './nginx-config';
import { cspReportLogOf } from './nginx-csp-reports';
import { freePort } from '../server/free-port';

const inputs = {
  inlineScriptHashes: ['sha256-abc='],
  outbound: { script: [], style: [], img: [], connect: [], frame: [] },
};

const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find(existsSync);

// npm test installs nginx before the unit tests run; a machine without it cannot run this one.
test.skipIf(!nginxBinary)(
  'nginx logs a posted violation report as one JSON line, and sends its not-found page with the CSP',
  async () => {
    const root = mkdtempSync(join(tmpdir(), 'tla-nginx-'));
    // Started by root, nginx's workers run as nobody: they must be able to read the pages.
    chmodSync(root, 0o755);
    const address = localDeployment.listenAddress;
    const base = `http://${address}:${await freePort(address)}`;
    const deployment = deploymentSchema.parse({
      name: 'reports',
      apps: {
        shell: { url: `${base}/` },
        blog: { url: `${base}/_apps/blog/` },
        learn: { url: `${base}/_apps/learn/` },
        simulator: { url: `${base}/_apps/simulator/` },
      },
    });
    const options = {
      dists: {
        shell: join(root, 'shell'),
        blog: join(root, 'blog'),
        learn: join(root, 'learn'),
        simulator: join(root, 'simulator'),
      },
      runtimeDir: join(root, 'run'),
      mimeTypes: '/etc/nginx/mime.types',
      clientPaths: ['^/blog/[^/]+/?$'],
    };
    for (const dist of Object.values(options.dists)) mkdirSync(dist, { recursive: true });
    mkdirSync(options.runtimeDir, { recursive: true });
    const notFoundPage = '<title>Page not found</title>';
    mkdirSync(join(options.dists.shell, 'not-found'));
    writeFileSync(join(options.dists.shell, 'not-found', 'index.html'), notFoundPage);
    writeFileSync(join(options.dists.shell, '_client.html'), '<div id="root"></div>');
    const { config, links } = nginxConfig(deployment, inputs, options);
    for (const link of links) {
      mkdirSync(dirname(link.path), { recursive: true });
      symlinkSync(link.target, link.path);
    }
    const configFile = join(options.runtimeDir, 'nginx.conf');
    writeFileSync(configFile, config);
    const nginx = spawn(nginxBinary ?? 'nginx', ['-p', options.runtimeDir, '-c', configFile], {
      stdio: 'ignore',
    });
    try {
      const report = {
        'csp-report': {
          'document-uri': `${base}/blog`,
          'violated-directive': 'script-src-elem',
          'blocked-uri': 'https://evil.example/x.js',
        },
      };
      let answer: Response | undefined;
      for (let tries = 0; tries < 50 && !answer; tries += 1) {
        answer = await fetch(`${base}/_csp-reports`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/csp-report' },
          body: JSON.stringify(report),
        }).catch(async () => {
          await new Promise((resolve) => setTimeout(resolve, 100));
          return undefined;
        });
      }
      expect(answer?.status).toBe(204);
      expect(answer?.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      // Once each, not repeated by the location the report passes through.
      expect(answer?.headers.get('x-content-type-options')).toBe('nosniff');
      expect((await fetch(`${base}/_csp-reports`)).status).toBe(405);
      const tooLarge = await fetch(`${base}/_csp-reports`, {
        method: 'POST',
        body: 'x'.repeat(65 * 1024),
      });
      expect(tooLarge.status).toBe(413);

      const lines = readFileSync(cspReportLogOf(options), 'utf8').trim().split('\n');
      expect(lines).toHaveLength(1);
      const logged: unknown = JSON.parse(lines[0] ?? '');
      expect(logged).toMatchObject({ host: address, report: JSON.stringify(report) });

      // A path no app serves, however it is spelt, is the not-found page with the page's policy;
      // a client-only path the client page.
      for (const path of ['/no-such-page', '/blog/a/b', '/a%2Fb', '/a%00b']) {
        const missing = await fetch(`${base}${path}`);
        expect(missing.status, path).toBe(404);
        expect(await missing.text(), path).toBe(notFoundPage);
        expect(missing.headers.get('content-type'), path).toMatch(/^text\/html/);
        expect(missing.headers.get('cache-control'), path).toBe('no-cache');
        expect(missing.headers.get('content-security-policy'), path).toContain(
          "script-src 'strict-dynamic' 'sha256-abc='",
        );
      }
      const readerPost = await fetch(`${base}/blog/my-own-post`);
      expect(readerPost.status).toBe(200);
      expect(await readerPost.text()).toBe('<div id="root"></div>');
    } finally {
      nginx.kill('SIGQUIT');
      await new Promise((resolve) => nginx.once('exit', resolve));
    }
  },
  20_000,
);
