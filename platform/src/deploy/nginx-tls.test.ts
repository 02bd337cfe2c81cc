// @vitest-environment node
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { connect as connectHttp2 } from 'node:http2';
import { request as httpsRequest } from 'node:https';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { freePort } from '../server/free-port';
import { deploymentSchema, LOOPBACK_ADDRESS } from './deployment';
import { CSP_REPORT_PATH } from './content-security-policy';
import { nginxConfig } from './nginx-config';
import { cspReportLogOf } from './nginx-csp-reports';
import { TLS12_CIPHERS } from './nginx-tls';
import { nginxBinary, nginxTestRoot, startNginx } from './nginx-test-server';

const dists = {
  shell: '/srv/shell',
  blog: '/srv/blog',
  learn: '/srv/learn',
  simulator: '/srv/simulator',
};
const inputs = {
  inlineScriptHashes: ['sha256-abc='],
  outbound: { script: [], style: [], img: [], connect: [], frame: [] },
};
const options = {
  dists,
  runtimeDir: '/run/tla',
  mimeTypes: '/etc/nginx/mime.types',
  clientPaths: ['^/blog/[^/]+/?$'],
};
const tls = { certificate: '/etc/tla/site.pem', key: '/etc/tla/site.key' };

const https = (extra: Record<string, unknown> = {}) =>
  deploymentSchema.parse({
    name: 'production',
    apps: {
      shell: { url: 'https://www.site.example/' },
      blog: { url: 'https://www.site.example/_apps/blog/' },
      learn: { url: 'https://learn.site.example/' },
      simulator: { url: 'https://www.site.example/_apps/simulator/' },
    },
    tls,
    ...extra,
  });
const servers = (config: string) => config.split('  server {').slice(1);

test('each https server listens with TLS and the description’s certificate', () => {
  const { config } = nginxConfig(https(), inputs, options);
  const tlsServers = servers(config).filter((server) => server.includes('listen 127.0.0.1:443'));
  expect(tlsServers).toHaveLength(2);
  for (const server of tlsServers) {
    expect(server).toContain('listen 127.0.0.1:443 ssl http2;');
    expect(server).toContain('ssl_certificate /etc/tla/site.pem;');
    expect(server).toContain('ssl_certificate_key /etc/tla/site.key;');
    expect(server).toContain('ssl_protocols TLSv1.2 TLSv1.3;');
    expect(server).toContain(
      'ssl_ciphers ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES256-GCM-SHA384:ECDHE-RSA-AES256-GCM-SHA384:ECDHE-ECDSA-CHACHA20-POLY1305:ECDHE-RSA-CHACHA20-POLY1305;',
    );
    expect(server).toContain('ssl_prefer_server_ciphers off;');
    expect(server).toContain('ssl_session_tickets off;');
  }
  expect(config).not.toMatch(/listen 127\.0\.0\.1:443;/);
});

test('plain HTTP on each https host redirects to the same path over HTTPS, and serves nothing', () => {
  const { config } = nginxConfig(https(), inputs, options);
  const redirects = servers(config).filter((server) => server.includes('listen 127.0.0.1:80;'));
  const directives = (server: string) =>
    server
      .slice(0, server.indexOf('}'))
      .trim()
      .split('\n')
      .map((line) => line.trim());
  expect(redirects.map(directives)).toEqual([
    [
      'listen 127.0.0.1:80;',
      'server_name www.site.example;',
      'return 301 https://www.site.example$request_uri;',
    ],
    [
      'listen 127.0.0.1:80;',
      'server_name learn.site.example;',
      'return 301 https://learn.site.example$request_uri;',
    ],
  ]);
  // Another HTTPS port is kept in the redirect, and the redirect port is the description's.
  const onPorts = deploymentSchema.parse({
    name: 'test',
    apps: {
      shell: { url: 'https://site.example:8480/' },
      blog: { url: 'https://site.example:8480/_apps/blog/' },
      learn: { url: 'https://site.example:8480/_apps/learn/' },
      simulator: { url: 'https://site.example:8480/_apps/simulator/' },
    },
    tls: { ...tls, httpPort: 8481 },
  });
  const ported = nginxConfig(onPorts, inputs, options).config;
  expect(ported).toContain('listen 127.0.0.1:8481;');
  expect(ported).toContain('return 301 https://site.example:8480$request_uri;');
});

test('HSTS for a year in every location and error, sent always; includeSubDomains only when asked', () => {
  const { config } = nginxConfig(https(), inputs, options);
  const tlsServers = servers(config).filter((server) => server.includes('ssl_certificate '));
  for (const server of tlsServers) {
    const headerSets = server.split('location ').length; // the server's own set, and one per location
    expect(
      server.match(/add_header Strict-Transport-Security "max-age=31536000" always;/g),
    ).toHaveLength(headerSets);
  }
  const subdomains = nginxConfig(https({ hsts: { includeSubDomains: true } }), inputs, options);
  expect(subdomains.config).toContain(
    'add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;',
  );
  expect(subdomains.config).not.toContain('Strict-Transport-Security "max-age=31536000" always;');
  const longer = nginxConfig(https({ hsts: { maxAge: 63_072_000 } }), inputs, options);
  expect(longer.config).toContain(
    'add_header Strict-Transport-Security "max-age=63072000" always;',
  );
});

test('over TLS, the shell’s host sends its not-found page with HSTS and the page’s policy', () => {
  const { config } = nginxConfig(https(), inputs, options);
  const shellServer =
    servers(config).find(
      (server) => server.includes('server_name www.site.example;') && server.includes('ssl '),
    ) ?? '';
  expect(shellServer).toContain('error_page 404 @not_found_page;');
  expect(shellServer).toContain('error_page 400 =404 /not-found/index.html;');
  const page = shellServer.slice(shellServer.indexOf('location @not_found_page {'));
  expect(page.slice(0, page.indexOf('\n    }'))).toMatch(
    /try_files \/not-found\/index\.html \/_client\.html =404;[\s\S]*Content-Security-Policy "default-src 'self'; script-src 'strict-dynamic' 'sha256-abc='[\s\S]*Strict-Transport-Security "max-age=31536000" always;/,
  );
});

test('an http deployment gets no TLS, no redirect and no HSTS', () => {
  const http = deploymentSchema.parse({
    name: 'plain',
    apps: {
      shell: { url: 'http://site.example:8080/' },
      blog: { url: 'http://site.example:8080/_apps/blog/' },
      learn: { url: 'http://site.example:8080/_apps/learn/' },
      simulator: { url: 'http://site.example:8080/_apps/simulator/' },
    },
  });
  const { config } = nginxConfig(http, inputs, options);
  expect(config).not.toMatch(/ssl|Strict-Transport-Security|return 301/);
  expect(servers(config)).toHaveLength(1);
});

test('an https deployment without a certificate is refused, naming the field', () => {
  expect(() => nginxConfig({ ...https(), tls: undefined }, inputs, options)).toThrow(
    /deployment "production": its app URLs are https but it sets no tls: give tls\.certificate and tls\.key/,
  );
});

/** One TLS handshake with openssl's client: what it negotiated (protocol and suite), or why not. */
function handshake(port: number, hostname: string, args: string[]): string {
  const client = spawnSync(
    'openssl',
    [
      's_client',
      '-brief',
      '-connect',
      `${LOOPBACK_ADDRESS}:${port}`,
      '-servername',
      hostname,
      ...args,
    ],
    { input: '', encoding: 'utf8', timeout: 10_000 },
  );
  // -brief writes the connection's summary, or the alert that ended it, to stderr.
  const protocol = /^Protocol version: (\S+)$/m.exec(client.stderr)?.[1];
  const suite = /^Ciphersuite: (\S+)$/m.exec(client.stderr)?.[1];
  if (protocol && suite) return `${protocol} ${suite}`;
  return `refused: ${/alert [a-z ]+/.exec(client.stderr)?.[0] ?? `exit ${client.status}`}`;
}

/** A report posted over HTTPS with HTTP/1.1, trusting `ca`: the status answered. */
function postOverTls(port: number, hostname: string, ca: Buffer, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = httpsRequest(
      {
        host: LOOPBACK_ADDRESS,
        port,
        servername: hostname,
        ca,
        method: 'POST',
        path: CSP_REPORT_PATH,
        headers: { Host: `${hostname}:${port}`, 'Content-Type': 'application/csp-report' },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

/** The same over HTTP/2, as a browser of the site sends it. */
function postOverHttp2(port: number, hostname: string, ca: Buffer, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const session = connectHttp2(`https://${hostname}:${port}`, {
      ca,
      lookup: (_name, options, callback) => {
        if (options.all) callback(null, [{ address: LOOPBACK_ADDRESS, family: 4 }]);
        else callback(null, LOOPBACK_ADDRESS, 4);
      },
    });
    session.on('error', reject);
    const stream = session.request({
      ':method': 'POST',
      ':path': CSP_REPORT_PATH,
      'content-type': 'application/reports+json',
    });
    stream.on('response', (headers) => {
      stream.resume();
      stream.on('end', () => {
        session.close();
        resolve(Number(headers[':status']));
      });
    });
    stream.on('error', reject);
    stream.end(body);
  });
}

const certificates = [
  { auth: 'RSA', key: ['-newkey', 'rsa:2048'] },
  { auth: 'ECDSA', key: ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1'] },
] as const;

// npm test installs nginx and openssl before the unit tests run; a machine without them cannot.
test.skipIf(!nginxBinary)(
  'nginx negotiates TLS 1.2 with forward-secret AEAD suites only, TLS 1.3, Mozilla’s groups; reports pass',
  async () => {
    for (const { auth, key } of certificates) {
      const root = nginxTestRoot();
      const hostname = 'tls.tla.test';
      const [certificate, privateKey] = [join(root, 'site.crt'), join(root, 'site.key')];
      execFileSync(
        'openssl',
        ['req', '-x509', ...key, '-nodes', '-days', '1', '-subj', `/CN=${hostname}`]
          .concat(['-addext', `subjectAltName=DNS:${hostname}`])
          .concat(['-keyout', privateKey, '-out', certificate]),
        { stdio: 'ignore' },
      );
      const port = await freePort(LOOPBACK_ADDRESS);
      const url = `https://${hostname}:${port}`;
      const deployment = deploymentSchema.parse({
        name: 'tls',
        apps: {
          shell: { url: `${url}/` },
          blog: { url: `${url}/_apps/blog/` },
          learn: { url: `${url}/_apps/learn/` },
          simulator: { url: `${url}/_apps/simulator/` },
        },
        tls: { certificate, key: privateKey, httpPort: await freePort(LOOPBACK_ADDRESS) },
      });
      const nginx = await startNginx(root, deployment);
      try {
        const shake = (...args: string[]) => handshake(port, hostname, args);
        // RSA key exchange (no forward secrecy), CBC even with ECDHE, DHE, TLS 1.1, other groups.
        for (const args of [
          ['-tls1_2', '-cipher', 'AES128-SHA'],
          ['-tls1_2', '-cipher', 'AES256-GCM-SHA384'],
          ['-tls1_2', '-cipher', `ECDHE-${auth}-AES128-SHA`],
          ['-tls1_2', '-cipher', `ECDHE-${auth}-AES256-SHA384`],
          ['-tls1_2', '-cipher', 'DHE-RSA-AES128-GCM-SHA256'],
          ['-tls1_1', '-cipher', 'DEFAULT@SECLEVEL=0'],
          ['-tls1_3', '-groups', 'secp521r1'],
        ]) {
          expect(shake(...args), `${auth}: ${args.join(' ')}`).toMatch(/^refused: alert /);
        }
        for (const suite of TLS12_CIPHERS.filter((name) => name.startsWith(`ECDHE-${auth}-`))) {
          expect(shake('-tls1_2', '-cipher', suite)).toBe(`TLSv1.2 ${suite}`);
        }
        expect(shake('-tls1_3')).toBe('TLSv1.3 TLS_AES_256_GCM_SHA384');
        for (const group of ['X25519', 'prime256v1', 'secp384r1']) {
          expect(shake('-tls1_3', '-groups', group), group).toMatch(/^TLSv1\.3 /);
        }
        // A report passes through the endpoint's second location over TLS too, from HTTP/1.1 and
        // HTTP/2 clients alike.
        const ca = readFileSync(certificate);
        const report = '{"csp-report":{"violated-directive":"img-src"}}';
        expect(await postOverTls(port, hostname, ca, report)).toBe(204);
        expect(await postOverHttp2(port, hostname, ca, report)).toBe(204);
        expect(await postOverHttp2(port, hostname, ca, '{"csp-report":"\u0085"}')).toBe(400);
        const logged = readFileSync(cspReportLogOf(nginx.options), 'utf8').trim().split('\n');
        expect(logged.map((line): unknown => JSON.parse(line))).toEqual([
          { time: expect.any(String), host: hostname, report },
          { time: expect.any(String), host: hostname, report },
        ]);
      } finally {
        await nginx.stop();
      }
    }
  },
  60_000,
);
