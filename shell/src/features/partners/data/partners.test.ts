// @vitest-environment node
import { expect, test } from 'vitest';
import { siteConfig } from '@tla/federated/site-config';
import { partners } from './partners';
import { partnersSchema } from './schemas';

test('four partners, only the first (the official partner) with a link', () => {
  expect(partnersSchema.parse(partners)).toEqual(partners);
  expect(partners).toHaveLength(4);
  expect(partners[0]).toMatchObject({ name: siteConfig.partnerName, href: siteConfig.partnerUrl });
  expect(partners.slice(1).every((partner) => partner.href === undefined)).toBe(true);
});

test('a second link is refused by the schema', () => {
  const withTwoLinks = partners.map((partner) => ({ ...partner, href: siteConfig.partnerUrl }));
  expect(partnersSchema.safeParse(withTwoLinks).success).toBe(false);
});
