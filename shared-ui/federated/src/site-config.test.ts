import { expect, test } from 'vitest';
import { allowedRedirectHosts, siteConfig, siteConfigFromEnv } from './site-config';
import { checkSiteConfig, siteConfigSchema } from './site-config-schema';

test('defaults are placeholders on the reserved .example domain', () => {
  const config = checkSiteConfig({});
  expect(new URL(config.partnerUrl).hostname).toMatch(/\.example$/);
  expect(config.adPublisherId).toBeUndefined();
  expect(config.name).toBe('Token Launch Academy');
});

test('every destination can be overridden at build time', () => {
  const config = checkSiteConfig({
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
  expect(() => checkSiteConfig({ [key]: value })).toThrow(key);
});

test('the browser reads the config unchecked, as the build checked it', () => {
  const env = { VITE_SITE_ORIGIN: 'https://academy.io//', VITE_PROMOTE_VIDEO_ID: ' dQw4w9WgXcQ ' };
  expect(siteConfigFromEnv(env)).toEqual(checkSiteConfig(env));
  expect(siteConfigSchema.parse(siteConfig)).toEqual(siteConfig);
});

test('blank overrides fall back to the defaults', () => {
  expect(checkSiteConfig({ VITE_PARTNER_URL: '   ' }).partnerUrl).toBe('https://partner.example');
});

test('the redirect allow-list holds the partner and promotion hosts only', () => {
  expect(allowedRedirectHosts(checkSiteConfig({}))).toEqual(['partner.example', 'promote.example']);
});
