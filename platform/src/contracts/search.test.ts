// @vitest-environment node
import { expect, test } from 'vitest';
import { coursesSection, throughSectionJson } from '../test/courses-section';
import { searchResultsPage, searchResultsPath } from './search';
import { publishedSection } from './section';

const courses = (results?: `/${string}`) =>
  coursesSection({ search: { index: true, ...(results && { results }) } });

test("a contract's results page reaches the section table, and the header's search goes there", () => {
  const table = throughSectionJson(courses('/courses/find'));
  expect(table[0]?.search).toEqual({ index: '/courses/search.json', results: '/courses/find' });
  expect(searchResultsPage(table)).toBe('/courses/find');
  expect(searchResultsPath('/courses/find', 'spl & token-2022')).toBe(
    '/courses/find?search=spl+%26+token-2022',
  );
});

test('a table whose sections list no results gives the header nowhere to search', () => {
  expect(searchResultsPage(throughSectionJson(courses()))).toBeUndefined();
  expect(searchResultsPage([])).toBeUndefined();
});

test("a remote cannot send the site's search outside its own section, nor give it a query", () => {
  expect(() => publishedSection(courses('/blog'))).toThrow(
    'the learn section contract (section.json) does not match its schema: routes.0.search.results: /blog is outside the section courses-routes (/courses/*)',
  );
  expect(() => publishedSection(courses('/courses?all=1'))).toThrow(
    /routes\.0\.search\.results: must be a path on the site, without a query/,
  );
});
