// @vitest-environment node
import { expect, test } from 'vitest';
import { siteConfig } from '@tla/federated/site-config';
import { affiliatePage } from './affiliate-page';
import { affiliatePageSchema } from './schemas';

test('the affiliate content satisfies its schema: three steps, six benefits, three tiers, four FAQ entries', () => {
  expect(affiliatePageSchema.parse(affiliatePage)).toEqual(affiliatePage);
  expect(affiliatePage.steps.items).toHaveLength(3);
  expect(affiliatePage.benefits.items).toHaveLength(6);
  expect(affiliatePage.faq.items).toHaveLength(4);
});

test('the tiers are 20% standard, 25% after 10 referrals and 30% elite; the headline says up to 30%', () => {
  expect(affiliatePage.tiers.items.map((tier) => [tier.name, tier.rate, tier.requirement])).toEqual(
    [
      ['Standard', 20, 'For new affiliates'],
      ['Premium', 25, 'After 10 successful referrals'],
      ['Elite', 30, 'For top performers'],
    ],
  );
  expect(affiliatePage.hero.eyebrow).toContain('up to 30%');
});

test('the constants of the programme are stated: 90 days, weekly, no minimum, 24 hours', () => {
  const text = JSON.stringify(affiliatePage);
  for (const fact of ['90 days', 'weekly', 'no minimum', 'within 24 hours'])
    expect(text).toContain(fact);
  expect(affiliatePage.apply.href).toBe(siteConfig.messagingUrl);
});
