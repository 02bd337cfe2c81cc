// @vitest-environment node
import { expect, test } from 'vitest';
import { siteConfig } from '@tla/federated/site-config';
import { contactPage } from './contact-page';
import { contactPageSchema } from './schemas';

test('the contact content satisfies its schema, with the form messages word for word', () => {
  expect(contactPageSchema.parse(contactPage)).toEqual(contactPage);
  expect(contactPage.form.successMessage).toBe(
    "Thanks for reaching out! We'll get back to you shortly.",
  );
  expect(contactPage.form.errorMessage).toBe(
    'There was an error submitting your message. Please try again.',
  );
  expect(contactPage.responseTime).toContain('24-48 hours on business days');
  expect(contactPage.faq).toHaveLength(3);
});

test('the side cards lead to messaging, community chat, business e-mail and the partner', () => {
  expect(contactPage.channels.map((channel) => channel.href)).toEqual([
    siteConfig.messagingUrl,
    siteConfig.communityChatUrl,
    `mailto:${siteConfig.businessEmail}`,
    siteConfig.createTokenUrl,
  ]);
});
