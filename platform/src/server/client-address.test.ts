// @vitest-environment node
import { expect, test } from 'vitest';
import { clientAddressOf, type RequestFrom } from './client-address';

const from = (peer: string, forwarded?: string | string[]): RequestFrom => ({
  socket: { remoteAddress: peer },
  headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
});

const behindCdn = clientAddressOf({
  from: ['10.0.0.0/8', '2001:db8::/32', '192.0.2.7'],
  header: 'X-Forwarded-For',
});

test('without trusted proxies a request comes from its peer, whatever it says', () => {
  const direct = clientAddressOf(undefined);
  expect(direct(from('203.0.113.5', '198.51.100.1'))).toBe('203.0.113.5');
  expect(direct(from('::ffff:203.0.113.5'))).toBe('203.0.113.5');
});

test('a trusted proxy names the reader: the last address that is not a proxy', () => {
  expect(behindCdn(from('10.1.2.3', '198.51.100.1'))).toBe('198.51.100.1');
  // A reader who puts an address first does not choose theirs: the CDN appended the real one.
  expect(behindCdn(from('10.1.2.3', '1.2.3.4, 198.51.100.1'))).toBe('198.51.100.1');
  // Through two proxies of ours, over IPv6 and a single address.
  expect(behindCdn(from('::ffff:10.1.2.3', '198.51.100.9, 192.0.2.7'))).toBe('198.51.100.9');
  expect(behindCdn(from('2001:db8::1', '2001:db8:1::5, 2001:db9::7'))).toBe('2001:db9::7');
  // The header sent twice reads as one list.
  expect(behindCdn(from('10.1.2.3', ['1.2.3.4', '198.51.100.2']))).toBe('198.51.100.2');
});

test('a peer that is not a trusted proxy is the client, whatever it forwards', () => {
  expect(behindCdn(from('203.0.113.5', '198.51.100.1'))).toBe('203.0.113.5');
  expect(behindCdn(from('11.0.0.1', '198.51.100.1'))).toBe('11.0.0.1');
});

test('a chain of proxies only, no header, or a non-address: the last proxy word that holds', () => {
  expect(behindCdn(from('10.1.2.3'))).toBe('10.1.2.3');
  expect(behindCdn(from('10.1.2.3', '10.9.9.9'))).toBe('10.9.9.9');
  expect(behindCdn(from('10.1.2.3', '198.51.100.1, not-an-address'))).toBe('10.1.2.3');
  expect(behindCdn(from('10.1.2.3', ' , '))).toBe('10.1.2.3');
});

test('another header when the proxies say so', () => {
  const cloudflare = clientAddressOf({ from: ['10.0.0.0/8'], header: 'CF-Connecting-IP' });
  const request: RequestFrom = {
    socket: { remoteAddress: '10.0.0.2' },
    headers: { 'cf-connecting-ip': '198.51.100.3', 'x-forwarded-for': '6.6.6.6' },
  };
  expect(cloudflare(request)).toBe('198.51.100.3');
});
