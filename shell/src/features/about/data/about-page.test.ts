// @vitest-environment node
import { expect, test } from 'vitest';
import { siteConfig } from '@tla/federated/site-config';
import { aboutPage } from './about-page';
import { aboutPageSchema } from './schemas';

test('the about page content satisfies its schema: four values, three reasons, six FAQ entries', () => {
  expect(aboutPageSchema.parse(aboutPage)).toEqual(aboutPage);
  expect(aboutPage.team.values).toHaveLength(4);
  expect(aboutPage.reasons.items).toHaveLength(3);
  expect(aboutPage.faq.items).toHaveLength(6);
  expect(new Set(aboutPage.faq.items.map((item) => item.question)).size).toBe(6);
});

test('its links go to the messaging channel and the partner platform', () => {
  expect(aboutPage.contact.messaging.href).toBe(siteConfig.messagingUrl);
  expect(aboutPage.contact.partner.href).toBe(siteConfig.partnerUrl);
  expect(aboutPage.cta.link.href).toBe(siteConfig.createTokenUrl);
});
