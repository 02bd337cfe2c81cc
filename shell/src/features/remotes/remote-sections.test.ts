import { afterEach, expect, test } from 'vitest';
import {
  testSectionTable,
  testSections,
  testWidgets,
  testWidgetTable,
} from '../../test/section-table';
import {
  SECTION_TABLE_ELEMENT_ID,
  sectionTableBlock,
} from '@tla/platform/contracts/page-protocol';
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
  const table = { sections: [hostile, testSections.glossary], widgets: testWidgetTable };
  document.head.innerHTML = sectionTableBlock(table);

  expect(document.head.querySelectorAll('script')).toHaveLength(1);
  expect(readInlineSectionTable(document)).toEqual(table);
});

test('a page without the table says so; a broken one names the element and the field', () => {
  expect(readInlineSectionTable(document)).toBeUndefined();

  document.head.innerHTML = sectionTableBlock({
    sections: [{ ...testSections.blog, mount: 'blog' }],
    widgets: testWidgetTable,
  });
  expect(() => readInlineSectionTable(document)).toThrow(/#tla-sections .*sections\.0\.mount/);

  // A place the home page does not have, as an older or newer remote might publish it.
  const unknownPlace = { ...testWidgets.latestPosts, slot: 'home-footer' };
  document.head.innerHTML = `<script type="application/json" id="${SECTION_TABLE_ELEMENT_ID}">${JSON.stringify({ sections: testSectionTable, widgets: [unknownPlace] })}</script>`;
  expect(() => readInlineSectionTable(document)).toThrow(/#tla-sections .*widgets\.0\.slot/);
});
