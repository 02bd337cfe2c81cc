// @vitest-environment node
import { expect, test } from 'vitest';
import { searchableSection } from '../test/searchable-section';
import { searchIndexFiles } from './search-index-files';

test('a build makes exactly the search indexes its contract promises, checked against the schema', async () => {
  const index = { group: 'Blog', documents: [{ url: '/blog/a', title: 'A', text: 'a' }] };
  expect(() => searchIndexFiles(searchableSection, {})).toThrow(/missing: blog-routes/);
  expect(() =>
    searchIndexFiles(searchableSection, {
      'blog-routes': () => index,
      'latest-posts': () => index,
    }),
  ).toThrow(/not promised: latest-posts/);
  const files = searchIndexFiles(searchableSection, { 'blog-routes': () => index });
  expect(Object.keys(files)).toEqual(['site/blog/search.json']);
  await expect(files['site/blog/search.json']?.()).resolves.toEqual(index);
  const broken = searchIndexFiles(searchableSection, {
    'blog-routes': () => ({
      group: 'Blog',
      documents: [{ url: 'https://elsewhere.example/', title: 'A', text: '' }],
    }),
  });
  await expect(broken['site/blog/search.json']?.()).rejects.toThrow(
    /site\/blog\/search\.json.*documents\.0\.url/,
  );
});
