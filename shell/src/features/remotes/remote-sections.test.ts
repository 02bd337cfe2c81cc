import { afterEach, expect, test } from 'vitest';
import { testSectionTable, testSections } from '../../test/section-table';
import { sectionTableBlock } from '@tla/platform/contracts/page-protocol';
import { readInlineSectionTable, sectionForPath } from './remote-sections';

afterEach(() => {
  document.head.replaceChildren();
});

test('a path belongs to the section whose published mount matches it', () => {
  expect(sectionForPath(testSectionTable, '/blog')).toBe(testSections.blog);
  expect(sectionForPath(testSectionTable, '/blog/editor/my-post?x=1#top')).toBe(testSections.blog);
  expect(sectionForPath(testSectionTable, '/glossary')).toBe(testSections.glossary);
  expect(sectionForPath(testSectionTable, '/glossary/mint')).toBeUndefined();
  expect(sectionForPath(testSectionTable, '/blogs')).toBeUndefined();
  expect(sectionForPath(testSectionTable, '/about')).toBeUndefined();
});

test('a section a remote adds later is found without a shell change', () => {
  const courses = { remote: 'mf_learn', module: 'courses-routes', mount: '/courses/*', label: 'Courses' };
  expect(sectionForPath([...testSectionTable, courses], '/courses/first')).toBe(courses);
});

test('the table compose writes into a page reads back, and no markup in it can close its script', () => {
  const hostile = { ...testSections.blog, label: '</script><script>alert(1)</script>' };
  document.head.innerHTML = sectionTableBlock([hostile, testSections.glossary]);

  expect(document.head.querySelectorAll('script')).toHaveLength(1);
  expect(readInlineSectionTable(document)).toEqual([hostile, testSections.glossary]);
});

test('a page without the table says so; a broken one names the element and the field', () => {
  expect(readInlineSectionTable(document)).toBeUndefined();

  document.head.innerHTML = sectionTableBlock([{ ...testSections.blog, mount: 'blog' }]);
  expect(() => readInlineSectionTable(document)).toThrow(/#tla-sections .*0\.mount/);
});
