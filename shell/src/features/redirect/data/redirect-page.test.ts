// @vitest-environment node
import { expect, test } from 'vitest';
import { siteConfig } from '@tla/federated/site-config';
import { redirectPage } from './redirect-page';
import { redirectPageSchema } from './schemas';

test('the redirect page content satisfies its schema: follow after 1.5 s, meta refresh after 2 s', () => {
  expect(redirectPageSchema.parse(redirectPage)).toEqual(redirectPage);
  expect(redirectPage.followDelayMs).toBe(1_500);
  expect(redirectPage.metaRefreshSeconds).toBe(2);
  expect(redirectPage.refused.fallbackLabel).toContain(siteConfig.partnerName);
});
