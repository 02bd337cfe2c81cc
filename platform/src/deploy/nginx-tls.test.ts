// @vitest-environment node
import { expect, test } from 'vitest';
import { deploymentSchema } from './deployment';
import { nginxConfig } from './nginx-config';

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
const options = { dists, runtimeDir: '/run/tla', mimeTypes: '/etc/nginx/mime.types' };
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
