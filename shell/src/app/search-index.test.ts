import { expect, test } from 'vitest';
import { searchIndexSchema } from '@tla/platform/contracts/search';
import { privacyPolicy } from '../features/legal/data/privacy-policy';
import { shellPrerenderPaths, unlistedShellPaths } from './prerender-paths';
import { shellSearchIndex } from './search-index';

test("the shell's pages are searchable: every document parses and leads to one of its pages", () => {
  const index = searchIndexSchema.parse(shellSearchIndex());
  expect(index.group).toBe('Pages');
  for (const document of index.documents) {
    expect(shellPrerenderPaths).toContain(document.url.split('#')[0]);
    expect(document.text.trim()).not.toBe('');
  }
  const pages = new Set(index.documents.map((document) => document.url.split('#')[0]));
  expect([...pages].sort()).toEqual(
    shellPrerenderPaths.filter((path) => !unlistedShellPaths.includes(path)).sort(),
  );
});

test('each legal section is found at its heading, with its own text only', () => {
  const sections = shellSearchIndex().documents.filter((document) =>
    document.url.startsWith('/privacy-policy#'),
  );
  expect(sections.map((document) => document.heading)).toEqual(
    privacyPolicy.sections.map((section) => section.heading),
  );
  expect(sections[0]?.url).toBe('/privacy-policy#legal-section-1');
  expect(sections[0]?.text).toContain(privacyPolicy.sections[0]?.paragraphs[0]);
});
