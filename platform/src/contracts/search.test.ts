// @vitest-environment node
import { expect, test } from 'vitest';
import { parsePublished } from './parse-published';
import { publishedSectionSchema } from './published-at-build';
import { searchResultsPage, searchResultsPath } from './search';
import { defineSection, publishedSection, sectionRoutes } from './section';

const courses = (results?: `/${string}`) =>
  defineSection({
    remote: 'learn',
    title: 'Learn',
    modules: {
      'courses-routes': {
        file: './src/app/courses-routes.tsx',
        mount: '/courses/*',
        label: 'Courses',
        paths: ['/courses'],
        search: { index: true, ...(results && { results }) },
      },
    },
  });

const throughSectionJson = (contract: ReturnType<typeof courses>) =>
  sectionRoutes(
    parsePublished(
      publishedSectionSchema,
      JSON.stringify(publishedSection(contract)),
      'learn/section.json',
    ),
  );

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
