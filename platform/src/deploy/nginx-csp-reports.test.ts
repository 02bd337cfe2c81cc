// @vitest-environment node
import { expect, test } from 'vitest';
import { acceptableCspReport } from './csp-report-endpoint';
import { NGINX_REPORT_BODY_PATTERN } from './nginx-csp-reports';

// nginx matches byte by byte: each byte read as the character of the same code (latin1) gives a
// JavaScript regular expression the same subject, and the pattern uses no syntax the two differ on.
const nginxAccepts = (body: Buffer) =>
  new RegExp(NGINX_REPORT_BODY_PATTERN).test(body.toString('latin1'));
const nodeAccepts = (body: Buffer) => acceptableCspReport(body) !== undefined;

/** Bodies on which the servers disagree, as hex (none expected). */
function disagreements(bodies: Iterable<Buffer>): string[] {
  const differing: string[] = [];
  for (const body of bodies) {
    if (nginxAccepts(body) !== nodeAccepts(body)) differing.push(body.toString('hex'));
  }
  return differing;
}

const wrapped = (middle: Buffer) =>
  Buffer.concat([Buffer.from('{"a":"'), middle, Buffer.from('"}')]);

test('nginx and the Node server take the same bodies: every character of the first planes', () => {
  function* characters() {
    for (let code = 0; code <= 0x10ffff; code += code < 0x10000 ? 1 : 0x111) {
      if (code >= 0xd800 && code <= 0xdfff) continue; // no character: not UTF-8, tested below
      yield wrapped(Buffer.from(String.fromCodePoint(code)));
    }
  }
  expect(disagreements(characters())).toEqual([]);
  // And which: C0 controls (escaped in the log) and text, not DEL, C1 or the line separators.
  const verdicts = Object.fromEntries(
    [0x0a, 0x1b, 0x41, 0x7f, 0x85, 0x9b, 0xa0, 0xe9, 0x2027, 0x2028, 0x2029, 0xfeff, 0x1f680].map(
      (code) => [code.toString(16), nginxAccepts(wrapped(Buffer.from(String.fromCodePoint(code))))],
    ),
  );
  expect(verdicts).toEqual({
    a: true,
    '1b': true,
    '41': true,
    '7f': false,
    '85': false,
    '9b': false,
    a0: true,
    e9: true,
    '2027': true,
    '2028': false,
    '2029': false,
    feff: true,
    '1f680': true,
  });
});

test('nginx and the Node server refuse the same byte sequences that are no UTF-8', () => {
  function* sequences() {
    // Every pair of bytes after a byte above 0x7F, and three and four bytes on the boundaries.
    for (let first = 0x80; first <= 0xff; first += 1) {
      yield wrapped(Buffer.from([first]));
      for (let second = 0; second <= 0xff; second += 1) {
        yield wrapped(Buffer.from([first, second]));
      }
    }
    const edges = [
      0x00, 0x41, 0x7f, 0x80, 0x8f, 0x90, 0x9f, 0xa0, 0xa7, 0xa8, 0xa9, 0xaa, 0xbf, 0xc0,
    ];
    for (let first = 0xe0; first <= 0xff; first += 1) {
      for (const second of edges) {
        for (const third of edges) {
          yield wrapped(Buffer.from([first, second, third]));
          for (const fourth of [0x41, 0x80, 0xbf, 0xc0]) {
            yield wrapped(Buffer.from([first, second, third, fourth]));
          }
        }
      }
    }
  }
  expect(disagreements(sequences())).toEqual([]);
  // An empty body is no report on either.
  expect([nginxAccepts(Buffer.alloc(0)), nodeAccepts(Buffer.alloc(0))]).toEqual([false, false]);
});
