import { expect, test } from 'vitest';
import { allowedRedirectHosts, createSiteConfig } from './site-config';

test('defaults are placeholders on the reserved .example domain', () => {
  const config = createSiteConfig({});
  expect(new URL(config.partnerUrl).hostname).toMatch(/\.example$/);
  expect(config.adPublisherId).toBeUndefined();
  expect(config.name).toBe('Token Launch Academy');
});

test('every destination can be overridden at build time', () => {
  const config = createSiteConfig({
    VITE_PARTNER_URL: 'https://launch.partner.io',
    VITE_SITE_ORIGIN: 'https://academy.io/',
    VITE_AD_PUBLISHER_ID: 'ca-pub-1234567890123456',
  });
  expect(config.partnerUrl).toBe('https://launch.partner.io');
  expect(config.origin).toBe('https://academy.io');
  expect(config.adPublisherId).toBe('ca-pub-1234567890123456');
});

test.each([
  ['VITE_PARTNER_URL', 'javascript:alert(1)'],
  ['VITE_PARTNER_URL', 'http://insecure.example'],
  ['VITE_BUSINESS_EMAIL', 'not-an-email'],
  ['VITE_AD_PUBLISHER_ID', '<script>'],
])('an invalid %s fails loudly instead of shipping a broken link', (key, value) => {
  expect(() => createSiteConfig({ [key]: value })).toThrow();
});

test('blank overrides fall back to the defaults', () => {
  expect(createSiteConfig({ VITE_PARTNER_URL: '   ' }).partnerUrl).toBe('https://partner.example');
});

test('the redirect allow-list holds the partner and promotion hosts only', () => {
  expect(allowedRedirectHosts(createSiteConfig({}))).toEqual([
    'partner.example',
    'promote.example',
  ]);
});
