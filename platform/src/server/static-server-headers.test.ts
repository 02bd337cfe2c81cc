// @vitest-environment node
/** The Node server's headers on every answer, and what it does with bad requests and reports. */
import { createServer } from 'node:net';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { setUpStaticServers } from './static-server-fixture';

const { dists, rawGet, cspReportLog, base } = setUpStaticServers();

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

test('a violation report posted to the shell’s origin is logged on one line and answered 204', async () => {
  const report = {
    'csp-report': {
      'document-uri': `${base()}/blog`,
      'violated-directive': 'script-src-elem',
      'blocked-uri': 'https://evil.example/x.js',
    },
  };
  const answer = await rawGet(
    '/_csp-reports',
    { 'Content-Type': 'application/csp-report' },
    'POST',
    JSON.stringify(report, null, 2),
  );
  expect(answer.status).toBe(204);
  expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(cspReportLog.at(-1)).toBe(`csp-report ${JSON.stringify(report)}`);

  // Not JSON, with a line break that must not start a forged log line.
  await rawGet('/_csp-reports', {}, 'POST', 'x\ncsp-report forged');
  expect(cspReportLog.at(-1)).toBe('csp-report "x\\ncsp-report forged"');

  const before = cspReportLog.length;
  const tooLarge = await rawGet('/_csp-reports', {}, 'POST', 'x'.repeat(65 * 1024));
  expect(tooLarge.status).toBe(413);
  expect((await rawGet('/_csp-reports')).status).toBe(405);
  // Only the shell's origin takes reports: under a remote's prefix it is a missing file.
  expect((await rawGet('/_apps/blog/_csp-reports', {}, 'POST', '{}')).status).toBe(405);
  expect(cspReportLog).toHaveLength(before);
});

test('the policy names the report endpoint both ways browsers read it', async () => {
  const page = await fetch(`${base()}/blog`);
  expect(page.headers.get('reporting-endpoints')).toBe(`csp-violations="${base()}/_csp-reports"`);
  expect(page.headers.get('content-security-policy')).toContain(
    `report-uri ${base()}/_csp-reports; report-to csp-violations`,
  );
});
