// @vitest-environment node
/** The Node server's violation report endpoint: what it takes, how fast, and what it logs. */
import { request } from 'node:http';
import { expect, test } from 'vitest';
import { CSP_REPORT_RATE, MAX_CSP_REPORT_BYTES } from '../deploy/csp-report-endpoint';
import { LOG_ESCAPED_CHARACTERS } from '../deploy/log-line';
import { cspReportLine } from './csp-reports';
import { setUpStaticServers } from './static-server.fixture';

const { rawGet, cspReportLog, base } = setUpStaticServers();

/** A report posted from one loopback address (the rate limit counts per client address). */
function postReport(
  from: string,
  body: string | Buffer,
  headers: Record<string, string> = { 'Content-Type': 'application/csp-report' },
  path = '/_csp-reports',
): Promise<{ status: number; cache: string | undefined; policy: string | undefined }> {
  const { hostname, port } = new URL(base());
  return new Promise((resolve, reject) => {
    const sent = request(
      { hostname, port, path, method: 'POST', headers, localAddress: from },
      (response) => {
        response.resume();
        const policy = response.headers['content-security-policy'];
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            cache: response.headers['cache-control'],
            policy: Array.isArray(policy) ? policy.join(', ') : policy,
          }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

test('a violation report posted to the shell’s origin is logged on one line and answered 204', async () => {
  const report = {
    'csp-report': {
      'document-uri': `${base()}/blog`,
      'violated-directive': 'script-src-elem',
      'blocked-uri': 'https://evil.example/x.js',
    },
  };
  const answer = await postReport('127.0.0.21', JSON.stringify(report, null, 2));
  expect(answer.status).toBe(204);
  expect(answer.policy).toContain("frame-ancestors 'none'");
  expect(cspReportLog.at(-1)).toBe(`csp-report ${JSON.stringify(report)}`);
  // The Reporting API's posts, and any spelling of the media type.
  for (const type of ['application/reports+json', 'Application/CSP-Report ; charset=utf-8']) {
    expect((await postReport('127.0.0.21', '[]', { 'Content-Type': type })).status, type).toBe(204);
  }

  const before = cspReportLog.length;
  expect((await rawGet('/_csp-reports')).status).toBe(405);
  // Only the shell's origin takes reports: under a remote's prefix it is a missing file.
  expect((await postReport('127.0.0.21', '{}', {}, '/_apps/blog/_csp-reports')).status).toBe(405);
  expect(cspReportLog).toHaveLength(before);
});

test('only the report media types are taken (415), and only reports of a report’s size (413)', async () => {
  const before = cspReportLog.length;
  for (const type of ['text/plain', 'application/json', 'application/x-www-form-urlencoded', '']) {
    const answer = await postReport('127.0.0.22', '{}', type ? { 'Content-Type': type } : {});
    expect(answer.status, type).toBe(415);
    expect(answer.cache, type).toBe('no-cache');
    expect(answer.policy, type).toContain("frame-ancestors 'none'");
  }
  const padded = (size: number) => `{"csp-report":{"x":"${'a'.repeat(size - 23)}"}}`;
  expect(padded(MAX_CSP_REPORT_BYTES)).toHaveLength(MAX_CSP_REPORT_BYTES);
  const tooLarge = await postReport('127.0.0.22', padded(MAX_CSP_REPORT_BYTES + 1));
  expect(tooLarge.status).toBe(413);
  expect(tooLarge.cache).toBe('no-cache');
  // Sent in chunks, with no length declared: refused once it passes the cap.
  const chunked = await postReport('127.0.0.22', padded(MAX_CSP_REPORT_BYTES + 1), {
    'Content-Type': 'application/csp-report',
    'Transfer-Encoding': 'chunked',
  });
  expect(chunked.status).toBe(413);
  expect(cspReportLog).toHaveLength(before);
  expect((await postReport('127.0.0.22', padded(MAX_CSP_REPORT_BYTES))).status).toBe(204);
});

test('each client address may post a burst of reports, then one every few seconds (429)', async () => {
  const statuses: number[] = [];
  for (let sent = 0; sent <= CSP_REPORT_RATE.burst + 1; sent += 1) {
    statuses.push((await postReport('127.0.0.23', '{"csp-report":{}}')).status);
  }
  expect(statuses).toEqual([...Array<number>(CSP_REPORT_RATE.burst + 1).fill(204), 429]);
  const limited = await postReport('127.0.0.23', '{"csp-report":{}}');
  expect(limited.status).toBe(429);
  expect(limited.cache).toBe('no-cache');
  expect(limited.policy).toContain("frame-ancestors 'none'");
  expect((await postReport('127.0.0.24', '{"csp-report":{}}')).status).toBe(204);
});

test('nothing a terminal acts on reaches the log raw: escaped, or the body refused (400)', async () => {
  const before = cspReportLog.length;
  // Escaped in the JSON a browser sends: parsing would make them raw again; they are escaped.
  await postReport('127.0.0.25', '{"sample":"\\u0085\\u009b[2J\\u2028\\u2029\\u007f\\u001b[31m"}');
  expect(cspReportLog.at(-1)).toBe(
    'csp-report {"sample":"\\u0085\\u009b[2J\\u2028\\u2029\\u007f\\u001b[31m"}',
  );
  // Not JSON, with a line break and ESC: one line still, the report a JSON string.
  await postReport('127.0.0.25', 'x\ncsp-report forged\u001b[2J');
  expect(cspReportLog.at(-1)).toBe('csp-report "x\\ncsp-report forged\\u001b[2J"');
  // What nginx would log raw is refused on both servers, so that they take the same reports.
  for (const body of [
    Buffer.from('{"sample":"\u0085forged"}'),
    Buffer.from('{"sample":"\u009b2J"}'),
    Buffer.from('{"sample":"\u2028forged"}'),
    Buffer.from('{"sample":"\u007f"}'),
    Buffer.from([0x7b, 0x9b, 0x32, 0x4a, 0x7d]), // a lone 0x9B: 8-bit CSI
    Buffer.from([0x7b, 0xc0, 0x8a, 0x7d]), // an overlong line feed
    Buffer.alloc(0),
  ]) {
    const answer = await postReport('127.0.0.25', body);
    expect(answer.status, body.toString('hex')).toBe(400);
    expect(answer.cache, body.toString('hex')).toBe('no-cache');
  }
  expect((await postReport('127.0.0.25', '{"sample":"é 🚀"}')).status).toBe(204);
  const logged = cspReportLog.slice(before);
  expect(logged).toHaveLength(3);
  for (const line of logged) expect(line).not.toMatch(LOG_ESCAPED_CHARACTERS);
});

test('a log line escapes every control character and line separator, whatever it is given', () => {
  const raw = 'a\u0000\u0009\u000a\u001b\u007f\u0080\u0085\u009b\u009f\u00a0\u2028\u2029\u2027b';
  const line = cspReportLine(JSON.stringify({ raw }));
  expect(line).toBe(
    'csp-report {"raw":"a\\u0000\\t\\n\\u001b\\u007f\\u0080\\u0085\\u009b\\u009f\u00a0\\u2028\\u2029\u2027b"}',
  );
  expect(line).not.toMatch(LOG_ESCAPED_CHARACTERS);
  expect(JSON.parse(line.slice('csp-report '.length))).toEqual({ raw });
  expect(cspReportLine(raw)).toBe(
    'csp-report "a\\u0000\\t\\n\\u001b\\u007f\\u0080\\u0085\\u009b\\u009f\u00a0\\u2028\\u2029\u2027b"',
  );
});
