// @vitest-environment node
import { expect, test } from 'vitest';
import { normaliseRequestPath } from './request-path';

test('a path is decoded, its dot segments resolved and repeated slashes merged', () => {
  const cases: [string, string][] = [
    ['/', '/'],
    ['/blog', '/blog'],
    ['/blog/', '/blog/'],
    ['/blog?category=defi%2Fnft', '/blog'],
    ['//blog//post', '/blog/post'],
    ['/blog/./post', '/blog/post'],
    ['/blog/.', '/blog/'],
    ['/assets/../blog', '/blog'],
    ['/assets/%2e%2e/blog', '/blog'],
    ['/blog/x/..', '/blog/'],
    ['/%C3%BCber', '/über'],
    ['/blog%3Fx', '/blog?x'],
    ['/%2eenv', '/.env'],
  ];
  for (const [target, pathname] of cases) {
    expect(normaliseRequestPath(target), target).toEqual({ ok: true, pathname });
  }
});

test('encoded slashes, backslashes, control characters, bad escapes and escapes are refused', () => {
  const cases: [string, RegExp][] = [
    ['/assets%2F..%2Findex.html', /encoded slash/],
    ['/assets%2f..%2f_spa.html', /encoded slash/],
    ['/assets%5C..%5Cindex.html', /backslash/],
    ['/assets\\..\\index.html', /backslash/],
    ['/a%00b', /control character/],
    ['/blog%0A', /control character/],
    ['/%E0%A4%A', /malformed percent-encoding in "%E0%A4%A"/],
    ['/..', /above the site root/],
    ['/../../etc/passwd', /above the site root/],
    ['/blog/%2e%2e/%2e%2e/etc/passwd', /above the site root/],
    ['http://evil.example/blog', /not a path/],
    ['*', /not a path/],
  ];
  for (const [target, reason] of cases) {
    const result = normaliseRequestPath(target);
    expect(result.ok, target).toBe(false);
    if (!result.ok) expect(result.reason, target).toMatch(reason);
  }
});
