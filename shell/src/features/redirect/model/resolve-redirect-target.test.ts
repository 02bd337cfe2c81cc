import { expect, test } from 'vitest';
import { resolveRedirectTarget } from './resolve-redirect-target';

const options = {
  defaultTarget: 'https://partner.example/create',
  allowedHosts: ['partner.example', 'promote.example'],
};
const resolve = (target: string | null) => resolveRedirectTarget(target, options);

test('without a target, the partner’s create-token page', () => {
  expect(resolve(null)).toEqual({
    kind: 'external',
    href: 'https://partner.example/create',
    host: 'partner.example',
  });
  expect(resolve('   ')).toMatchObject({ kind: 'external', host: 'partner.example' });
});

test('an https address on an allow-listed host is followed', () => {
  expect(resolve('https://promote.example/boost?ref=tla')).toEqual({
    kind: 'external',
    href: 'https://promote.example/boost?ref=tla',
    host: 'promote.example',
  });
});

test('a path on this site goes through the router', () => {
  expect(resolve('/tutorials/create-spl-token?from=guide#setup')).toEqual({
    kind: 'internal',
    path: '/tutorials/create-spl-token?from=guide#setup',
  });
  expect(resolve('/')).toEqual({ kind: 'internal', path: '/' });
});

test.each([
  ['another host', 'https://evil.example/create'],
  ['a look-alike host', 'https://partner.example.evil.example/'],
  ['the allowed host as user name', 'https://partner.example@evil.example/'],
  ['credentials on the allowed host', 'https://user:pass@partner.example/'],
  ['plain http', 'http://partner.example/create'],
  ['javascript:', 'javascript:alert(document.cookie)'],
  ['JavaScript: in capitals with spaces', '  JaVaScRiPt:alert(1)'],
  ['data:', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
  ['protocol-relative', '//evil.example'],
  ['protocol-relative with a path', '//evil.example/partner.example'],
  ['backslash trick', '/\\evil.example'],
  ['tab trick', '/\t/evil.example'],
  ['a relative word', 'evil.example'],
])('%s is refused and never followed', (_label, target) => {
  expect(resolve(target).kind).toBe('refused');
});

test('a refusal says why', () => {
  expect(resolve('https://evil.example/')).toEqual({
    kind: 'refused',
    reason: 'evil.example is not one of our partner sites.',
  });
});
