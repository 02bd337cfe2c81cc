// @vitest-environment node
/**
 * The CDN's configuration, and a real nginx with it in front of a small origin that sets
 * Cache-Control as the site's servers do: what it stores, what it asks the origin again, what it
 * passes through untouched.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import {
  createServer,
  request,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { freePort } from '../server/free-port';
import { deploymentSchema } from './deployment';
import { cacheControlValues } from './http-policy';
import { CACHE_STATUS_HEADER, cdnEdgesFor, cdnNginxConfig } from './nginx-cdn';
import { nginxBinary, nginxTestRoot, reachable } from './nginx-test-server';

const edge = { listen: { address: '127.0.0.1', port: 8511 }, origin: 'http://127.0.0.1:8510' };
const config = cdnNginxConfig({ edges: [edge], runtimeDir: '/run/cdn' });
/** The block of a location, up to its closing brace. */
const locationOf = (text: string, match: string) => {
  const start = text.indexOf(`location ${match} {`);
  return start === -1 ? '' : text.slice(start, text.indexOf('\n    }', start));
};

describe('the configuration', () => {
  test('listens where told and passes every path to the origin, its cache in the runtime folder', () => {
    expect(config).toContain('listen 127.0.0.1:8511;');
    expect(config.match(/proxy_pass http:\/\/127\.0\.0\.1:8510;/g)).toHaveLength(4);
    expect(config).toMatch(/proxy_cache_path \/run\/cdn\/cache .*keys_zone=tla_cdn:/);
    expect(locationOf(config, '/')).toContain('proxy_cache tla_cdn;');
    expect(locationOf(config, '/')).toContain(
      'add_header X-Cache-Status $upstream_cache_status always;',
    );
  });

  test('honours the origin’s caching: revalidates, and overrides nothing', () => {
    expect(config).toContain('proxy_cache_revalidate on;');
    expect(config).toMatch(/proxy_cache_use_stale error timeout/);
    expect(config).not.toMatch(/proxy_cache_valid|proxy_ignore_headers|proxy_hide_header|expires /);
  });

  test('keys on the public host, the URI and the accepted encodings, which the origin is sent', () => {
    expect(config).toContain(
      'proxy_cache_key "$scheme://$http_host$request_uri $tla_cdn_encoding";',
    );
    expect(config).toContain('proxy_set_header Accept-Encoding $tla_cdn_encoding;');
    expect(config).toContain('proxy_set_header Host $http_host;');
  });

  test('passes the release service, violation reports and beacons through, never stored', () => {
    const release = locationOf(config, '^~ /_release/');
    for (const line of [
      'proxy_cache off;',
      'proxy_request_buffering off;',
      'proxy_buffering off;',
      'client_max_body_size 209715200;',
      'proxy_read_timeout 900s;',
    ]) {
      expect(release).toContain(line);
    }
    for (const posts of ['= /_csp-reports', '= /_rum']) {
      expect(locationOf(config, posts)).toContain('proxy_cache off;');
      expect(locationOf(config, posts)).toContain('proxy_request_buffering off;');
    }
  });

  test('an IPv6 address is bracketed; an origin with a path, or https, is refused', () => {
    const v6 = cdnNginxConfig({
      edges: [{ listen: { address: '::1', port: 8511 }, origin: 'http://[::1]:8510' }],
      runtimeDir: '/run/cdn',
    });
    expect(v6).toContain('listen [::1]:8511;');
    for (const origin of ['http://127.0.0.1:8510/', 'https://127.0.0.1:8510']) {
      expect(() =>
        cdnNginxConfig({ edges: [{ ...edge, origin }], runtimeDir: '/run/cdn' }),
      ).toThrow();
    }
  });
});

describe('the CDN in front of a deployment', () => {
  const described = (urls: string[], extra: Record<string, unknown> = {}) =>
    deploymentSchema.parse({
      name: 'behind-cdn',
      apps: {
        shell: { url: urls[0] },
        blog: { url: urls[1] ?? `${urls[0]}_apps/blog/` },
        learn: { url: urls[2] ?? `${urls[0]}_apps/learn/` },
        simulator: { url: urls[3] ?? `${urls[0]}_apps/simulator/` },
      },
      ...extra,
    });

  test('listens on the public port at its own address, the origin at the listen address', () => {
    const deployment = described(['http://www.site.test:8510/'], { listenAddress: '127.0.0.1' });
    expect(cdnEdgesFor(deployment, { address: '127.0.0.2' })).toEqual([
      { listen: { address: '127.0.0.2', port: 8510 }, origin: 'http://127.0.0.1:8510' },
    ]);
    // Or on another port of the origin's own address; a wildcard origin is reached on loopback.
    const wildcard = described(['http://www.site.test:8510/'], { listenAddress: '0.0.0.0' });
    expect(cdnEdgesFor(wildcard, { address: '127.0.0.1', port: 8511 })).toEqual([
      { listen: { address: '127.0.0.1', port: 8511 }, origin: 'http://127.0.0.1:8510' },
    ]);
  });

  test('one edge per port of the description; never in front of itself, nor of https', () => {
    const ports = described([
      'http://www.site.test:8470/',
      'http://blog.site.test:8470/',
      'http://learn.site.test:8471/',
      'http://simulator.site.test:8470/',
    ]);
    expect(cdnEdgesFor(ports, { address: '127.0.0.2' }).map((edge) => edge.origin)).toEqual([
      'http://127.0.0.1:8470',
      'http://127.0.0.1:8471',
    ]);
    expect(() => cdnEdgesFor(ports, { address: '127.0.0.2', port: 9000 })).toThrow(
      /ports 8470, 8471/,
    );
    const plain = described(['http://www.site.test:8510/']);
    expect(() => cdnEdgesFor(plain, { address: '127.0.0.1' })).toThrow(
      /would listen where the origin .* does \(127\.0\.0\.1:8510\)/,
    );
    const secure = described(['https://www.site.test/'], {
      tls: { certificate: 'site.pem', key: 'site.key', httpPort: 8080 },
    });
    expect(() => cdnEdgesFor(secure, { address: '127.0.0.2' })).toThrow(/plain HTTP only/);
  });
});

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

const cacheStatus = (answer: Answer) => answer.headers[CACHE_STATUS_HEADER.toLowerCase()];

/** One request, its answer read whole; `base` is where it goes. */
function fetchFrom(base: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const req = request(new URL(path, base), { headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const withNginx = describe.skipIf(!nginxBinary);

withNginx('a real nginx in front of an origin', () => {
  const address = '127.0.0.1';
  let cdn = '';
  let origin: Server | undefined;
  let nginx: ChildProcess | undefined;
  /** Requests the origin answered, by path, and what each was sent. */
  const seen: { path: string; headers: IncomingHttpHeaders }[] = [];
  const seenFor = (path: string) => seen.filter((entry) => entry.path === path);
  let page = 'first version';
  /** Lets the release's upload end, once the test has seen the origin get its start. */
  let uploadStarted: () => void = () => {};

  const styles = 'body { color: black; }\n'.repeat(20);
  const variants: Record<string, Buffer> = {
    br: brotliCompressSync(styles),
    gzip: gzipSync(styles),
    '': Buffer.from(styles),
  };

  function answerOrigin(req: IncomingMessage, res: ServerResponse) {
    const path = req.url ?? '/';
    seen.push({ path, headers: req.headers });
    if (path === '/assets/index-abc123.js') {
      res.writeHead(200, {
        'Cache-Control': cacheControlValues.immutable,
        'Content-Type': 'text/javascript',
      });
      return res.end('export const answer = 42;\n');
    }
    if (path === '/glossary') {
      res.writeHead(200, {
        'Cache-Control': cacheControlValues.revalidate,
        'Content-Type': 'text/html',
        ETag: `"${page.length}-${page.charCodeAt(0)}"`,
      });
      return res.end(`<h1>${page}</h1>`);
    }
    if (path === '/favicon.svg') {
      const headers = { 'Cache-Control': 'public, max-age=1', ETag: 'W/"icon-1"' };
      if (req.headers['if-none-match'] === headers.ETag) {
        res.writeHead(304, headers);
        return res.end();
      }
      res.writeHead(200, { ...headers, 'Content-Type': 'image/svg+xml' });
      return res.end('<svg xmlns="http://www.w3.org/2000/svg"/>');
    }
    if (path === '/assets/styles-abc123.css') {
      // As sirv and gzip_static do: the precompressed copy the reader accepts, br first.
      const accepted = req.headers['accept-encoding'] ?? '';
      const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : '';
      res.writeHead(200, {
        'Cache-Control': cacheControlValues.immutable,
        'Content-Type': 'text/css',
        Vary: 'Accept-Encoding',
        ...(encoding ? { 'Content-Encoding': encoding } : {}),
      });
      return res.end(variants[encoding]);
    }
    if (path === '/_release/learn' && req.method === 'POST') {
      // As the release service: an answer begun at once, lines as the work goes.
      res.writeHead(202, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' });
      res.write('uploading\n');
      let received = 0;
      req.on('data', (chunk: Buffer) => {
        received += chunk.length;
        uploadStarted();
      });
      req.on('end', () => {
        res.write(`received ${received} bytes\n`);
        setTimeout(() => res.end('verdict: live\n'), 300);
      });
      return;
    }
    res.writeHead(404, { 'Cache-Control': 'no-cache' });
    res.end('Not found\n');
  }

  beforeAll(async () => {
    const originPort = await freePort(address);
    const cdnPort = await freePort(address);
    origin = createServer(answerOrigin);
    await new Promise<void>((resolve) => origin?.listen(originPort, address, resolve));
    const runtimeDir = join(nginxTestRoot(), 'cdn');
    mkdirSync(runtimeDir, { recursive: true });
    const configFile = join(runtimeDir, 'nginx.conf');
    writeFileSync(
      configFile,
      cdnNginxConfig({
        edges: [{ listen: { address, port: cdnPort }, origin: `http://${address}:${originPort}` }],
        runtimeDir,
      }),
    );
    nginx = spawn(nginxBinary ?? 'nginx', ['-p', runtimeDir, '-c', configFile], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    nginx.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    for (let tries = 0; tries < 100 && !(await reachable(address, cdnPort)); tries += 1) {
      if (nginx.exitCode !== null) throw new Error(`nginx did not start: ${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    cdn = `http://${address}:${cdnPort}`;
  });

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx?.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await exited;
    }
    await new Promise((resolve) => origin?.close(resolve));
  });

  test('a hashed asset is fetched from the origin once, then served from the cache', async () => {
    const first = await fetchFrom(cdn, '/assets/index-abc123.js');
    const second = await fetchFrom(cdn, '/assets/index-abc123.js');
    expect([first.status, cacheStatus(first)]).toEqual([200, 'MISS']);
    expect([second.status, cacheStatus(second)]).toEqual([200, 'HIT']);
    expect(second.body.toString()).toBe('export const answer = 42;\n');
    expect(second.headers['cache-control']).toBe(cacheControlValues.immutable);
    expect(seenFor('/assets/index-abc123.js')).toHaveLength(1);
  });

  test('a no-cache page is never served from the cache: a change at the origin shows next time', async () => {
    page = 'first version';
    const before = await fetchFrom(cdn, '/glossary');
    expect(before.body.toString()).toBe('<h1>first version</h1>');
    page = 'next release';
    const after = await fetchFrom(cdn, '/glossary');
    expect(after.body.toString()).toBe('<h1>next release</h1>');
    for (const answer of [before, after]) {
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(['MISS', 'REVALIDATED', 'EXPIRED']).toContain(cacheStatus(answer));
    }
    expect(seenFor('/glossary')).toHaveLength(2);
  });

  test('a file past its max-age is revalidated with its ETag, and kept on a 304', async () => {
    const first = await fetchFrom(cdn, '/favicon.svg');
    const fresh = await fetchFrom(cdn, '/favicon.svg');
    expect([cacheStatus(first), cacheStatus(fresh)]).toEqual(['MISS', 'HIT']);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const stale = await fetchFrom(cdn, '/favicon.svg');
    expect([stale.status, cacheStatus(stale)]).toEqual([200, 'REVALIDATED']);
    expect(stale.body.toString()).toBe(first.body.toString());
    expect(seenFor('/favicon.svg').map(({ headers }) => headers['if-none-match'])).toEqual([
      undefined,
      'W/"icon-1"',
    ]);
  });

  test('each accepted encoding gets its own copy, however the browser spells the header', async () => {
    const path = '/assets/styles-abc123.css';
    const br = await fetchFrom(cdn, path, { 'Accept-Encoding': 'br' });
    const gzip = await fetchFrom(cdn, path, { 'Accept-Encoding': 'gzip' });
    const plain = await fetchFrom(cdn, path);
    const brAgain = await fetchFrom(cdn, path, { 'Accept-Encoding': 'br' });
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect([br, gzip, plain, brAgain].map(cacheStatus)).toEqual(['MISS', 'MISS', 'MISS', 'HIT']);
    expect([br, gzip, plain, brAgain].map((answer) => answer.headers['content-encoding'])).toEqual([
      'br',
      'gzip',
      undefined,
      'br',
    ]);
    expect(plain.body.toString()).toBe(styles);
    expect(gzip.body).toEqual(variants.gzip);
    expect(brAgain.body).toEqual(variants.br);
    // Browsers' spellings of br and gzip ask the origin in one spelling, and are served from the
    // cache once stored. nginx also keeps a copy per raw header the origin varies on, so each
    // spelling is fetched once.
    const spellings = ['gzip, deflate, br, zstd', 'gzip, deflate, br'];
    for (const spelling of spellings) {
      const first = await fetchFrom(cdn, path, { 'Accept-Encoding': spelling });
      const again = await fetchFrom(cdn, path, { 'Accept-Encoding': spelling });
      expect([first, again].map((answer) => answer.headers['content-encoding'])).toEqual([
        'br',
        'br',
      ]);
      expect(cacheStatus(again)).toBe('HIT');
    }
    expect(new Set(seenFor(path).map(({ headers }) => headers['accept-encoding']))).toEqual(
      new Set(['br', 'gzip', undefined, 'br, gzip']),
    );
  });

  test('a release passes through: the upload streams to the origin, its lines stream back', async () => {
    const url = new URL('/_release/learn', cdn);
    const lines: string[] = [];
    const started = new Promise<void>((resolve) => (uploadStarted = resolve));
    const answer = await new Promise<IncomingMessage>((resolve, reject) => {
      const req = request(url, { method: 'POST', agent: false }, resolve);
      req.on('error', reject);
      req.setHeader('Transfer-Encoding', 'chunked');
      // The first half only: a buffering proxy would wait for the rest before asking the origin.
      req.write(Buffer.alloc(64 * 1024, 1));
      void started.then(() => req.end(Buffer.alloc(64 * 1024, 2)));
    });
    expect(answer.statusCode).toBe(202);
    expect(answer.headers[CACHE_STATUS_HEADER.toLowerCase()]).toBeUndefined();
    answer.setEncoding('utf8');
    for await (const chunk of answer) lines.push(String(chunk));
    // Three writes at the origin arrived as more than one piece: nothing held them back whole.
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe('uploading\nreceived 131072 bytes\nverdict: live\n');
  });
});
