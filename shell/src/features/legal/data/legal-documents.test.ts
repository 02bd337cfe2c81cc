import { expect, test } from 'vitest';
import { formatCalendarDate } from '@tla/shared-ui/lib/format';
import { privacyPolicy } from './privacy-policy';
import { legalDocumentSchema } from './schemas';
import { termsOfService } from './terms-of-service';

test.each([
  ['privacy policy', privacyPolicy],
  ['terms of service', termsOfService],
])('the %s has 11 sections and was last updated April 18, 2025', (_name, document) => {
  expect(legalDocumentSchema.parse(document)).toEqual(document);
  expect(document.sections).toHaveLength(11);
  expect(new Set(document.sections.map((section) => section.heading)).size).toBe(11);
  expect(formatCalendarDate(document.lastUpdated)).toBe('April 18, 2025');
});

test('the privacy policy says posts stay in the reader’s browser and the form sends nothing', () => {
  const text = JSON.stringify(privacyPolicy).toLowerCase();
  expect(text).toContain('blog posts you write or edit in the blog editor');
  expect(text).toContain('local storage');
  expect(text).toContain('contact form on this website does not send');
});
