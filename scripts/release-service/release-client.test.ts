import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { EXIT, runThroughService, serviceUrl } from './release-client';

let server: Server | undefined;
const work = mkdtempSync(join(tmpdir(), 'tla-release-client-'));
afterEach(() => {
  server?.close();
  server = undefined;
});
process.on('exit', () => rmSync(work, { recursive: true, force: true }));

/** A site whose service answers each request with the next of `answers` ([status, text, headers]). */
async function serviceAnswering(
  answers: [number, string, Record<string, string>?][],
): Promise<{ site: string; seen: { method: string; url: string; auth: string; bytes: number }[] }> {
  const seen: { method: string; url: string; auth: string; bytes: number }[] = [];
  server = createServer((req, res) => {
    let bytes = 0;
    req.on('data', (chunk: Buffer) => (bytes += chunk.length));
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        auth: req.headers.authorization ?? '',
        bytes,
      });
      const [status, text, headers = {}] = answers.shift() ?? [500, 'no more answers\n'];
      res.writeHead(status, { 'Content-Type': 'text/plain', ...headers });
      // Line by line, as the service streams.
      const lines = text.split(/(?<=\n)/);
      const next = () => {
        const line = lines.shift();
        if (line === undefined) return res.end();
        res.write(line);
        setTimeout(next, 5);
      };
      next();
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { site: `http://127.0.0.1:${port}/`, seen };
}

const archive = () => {
  const file = join(work, 'blog.tar.gz');
  writeFileSync(file, Buffer.alloc(2048, 1));
  return file;
};

test('a release is uploaded with the key; its lines printed; the verdict gives the exit status', async () => {
  const { site, seen } = await serviceAnswering([
    [202, 'release of blog: started\nswitching: the release goes live\nverdict: live\n'],
    [202, 'release of blog: started\nblog: refused: its page /blog failed\nverdict: refused\n'],
    [202, 'release of blog: started\nverdict: fault\n'],
    [202, 'release of blog: started\n'],
  ]);
  const printed: string[] = [];
  const run = () =>
    runThroughService({
      site,
      remote: 'blog',
      operation: { kind: 'release', archive: archive() },
      key: 'tla_0123abcd_secret',
      print: (line) => printed.push(line),
    });
  expect(await run()).toBe(EXIT.live);
  expect(printed).toEqual([
    'release of blog: started',
    'switching: the release goes live',
    'verdict: live',
  ]);
  expect(seen[0]).toEqual({
    method: 'POST',
    url: '/_release/blog',
    auth: 'Bearer tla_0123abcd_secret',
    bytes: 2048,
  });
  expect(await run()).toBe(EXIT.refused);
  expect(await run()).toBe(EXIT.fault);
  // Cut before a verdict: the service stopped mid-release.
  expect(await run()).toBe(EXIT.fault);
  expect(printed.at(-1)).toBe('release: the service stopped before it gave a verdict');
});

test('not allowed is 2, a refused archive 1, busy is retried, unreachable is 3', async () => {
  const { site } = await serviceAnswering([
    [401, 'blog: not a valid release key\n'],
    [403, 'blog: this key releases learn, not blog\n'],
    [422, 'blog: the archive holds what no build may\n'],
    [409, 'busy\n', { 'Retry-After': '0' }],
    [202, 'verdict: live\n'],
  ]);
  const printed: string[] = [];
  const run = (operation: Parameters<typeof runThroughService>[0]['operation']) =>
    runThroughService({ site, remote: 'blog', operation, key: 'k', print: (l) => printed.push(l) });
  expect(await run({ kind: 'rollback' })).toBe(EXIT.notAllowed);
  expect(await run({ kind: 'rollback' })).toBe(EXIT.notAllowed);
  expect(await run({ kind: 'release', archive: archive() })).toBe(EXIT.refused);
  expect(await run({ kind: 'end-grace' })).toBe(EXIT.live);
  expect(printed).toContain('release: the service is busy; asking again in 0 s');
  server?.close();
  expect(await run({ kind: 'list' })).toBe(EXIT.fault);
  expect(printed.at(-1)).toMatch(/^release: cannot reach http:\/\/127\.0\.0\.1:\d+: /);
  expect(
    await runThroughService({
      site,
      remote: 'blog',
      operation: { kind: 'list' },
      key: undefined,
      print: (l) => printed.push(l),
    }),
  ).toBe(EXIT.notAllowed);
  expect(printed.at(-1)).toContain('set TLA_RELEASE_KEY');
});

test('each operation has its address under the site', () => {
  const site = 'https://www.example.org/';
  expect(serviceUrl(site, 'learn', { kind: 'rollback' }).href).toBe(
    'https://www.example.org/_release/learn/rollback',
  );
  expect(serviceUrl(site, 'learn', { kind: 'list' }).href).toBe(
    'https://www.example.org/_release/learn',
  );
});
