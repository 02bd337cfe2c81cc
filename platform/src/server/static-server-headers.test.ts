// @vitest-environment node
/** The Node server's headers on every answer, and what it does with bad requests. */
import { createServer } from 'node:net';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { setUpStaticServers } from './static-server.fixture';

const { dists, rawGet, base } = setUpStaticServers();

test('a Range is ignored: the whole file, 200, and no range is ever offered or refused', async () => {
  const asset = '/assets/index-abcdef12.js';
  // bytes=5-2 once made sirv open a stream ending before its start, which stopped the process.
  const ranges = [
    'bytes=0-0',
    'bytes=0-6',
    'bytes=-3',
    'bytes=100000-',
    'bytes=5-2',
    'bytes=0-1,4-5',
  ];
  for (const range of [...ranges, 'pages=1-2']) {
    const response = await rawGet(asset, { Range: range });
    expect(response.status, range).toBe(200);
    expect(response.body, range).toBe('console.log(1)');
    expect(response.headers['content-range'], range).toBeUndefined();
    expect(response.headers['accept-ranges'], range).toBeUndefined();
    expect(response.headers['cache-control'], range).toBe('public, max-age=31536000, immutable');
  }
  expect((await rawGet(asset, { Range: 'bytes=0-0', 'If-Range': '"x"' })).status).toBe(200);
});

test('every answer carries the security headers, errors included, and an error is never cached', async () => {
  const answers = [
    { status: 404, response: await rawGet('/assets%2F..%2Findex.html') },
    { status: 404, response: await rawGet('/no-such-page') },
    { status: 404, response: await rawGet('/.env') },
    { status: 404, response: await rawGet('/assets/gone-00000000.js') },
    { status: 404, response: await rawGet('/_apps/blog/no-page') },
    { status: 405, response: await rawGet('/blog', {}, 'POST') },
    { status: 200, response: await rawGet('/blog') },
    {
      status: 304,
      response: await rawGet('/blog', {
        'If-None-Match': (await rawGet('/blog')).headers.etag ?? '',
      }),
    },
  ];
  for (const { status, response } of answers) {
    expect(response.status).toBe(status);
    expect(response.headers['content-security-policy'], `${status}`).toContain(
      "frame-ancestors 'none'",
    );
    expect(response.headers['x-content-type-options'], `${status}`).toBe('nosniff');
    expect(response.headers['referrer-policy'], `${status}`).toBe(
      'strict-origin-when-cross-origin',
    );
    expect(response.headers['permissions-policy'], `${status}`).toContain('camera=()');
    if (status >= 400) expect(response.headers['cache-control'], `${status}`).toBe('no-cache');
  }
  expect(answers[5]?.response.headers.allow).toBe('GET, HEAD');
  for (const { status, response } of answers) {
    expect(response.headers['cross-origin-opener-policy'], `${status}`).toBe('same-origin');
    // Every app of this deployment is under the shell's origin.
    expect(response.headers['cross-origin-resource-policy'], `${status}`).toBe('same-origin');
  }
});

test('a file that cannot be read cuts its answer short and the server keeps serving', async () => {
  // A socket passes sirv's checks (it exists, it is no folder) but cannot be opened for reading.
  const socket = createServer();
  await new Promise<void>((resolve) =>
    socket.listen(join(dists.shell, 'assets', 'socket.js'), resolve),
  );
  try {
    await expect(rawGet('/assets/socket.js')).rejects.toThrow();
    expect((await rawGet('/blog')).status).toBe(200);
  } finally {
    await new Promise((resolve) => socket.close(resolve));
  }
});

test('the policy names the report endpoint both ways browsers read it', async () => {
  const page = await fetch(`${base()}/blog`);
  expect(page.headers.get('reporting-endpoints')).toBe(`csp-violations="${base()}/_csp-reports"`);
  expect(page.headers.get('content-security-policy')).toContain(
    `report-uri ${base()}/_csp-reports; report-to csp-violations`,
  );
});
