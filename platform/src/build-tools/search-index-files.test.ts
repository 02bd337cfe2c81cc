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
  const folders = searchIndexFiles(searchableSection, { 'blog-routes': () => index });
  expect(Object.keys(folders)).toEqual(['site/blog/']);
  const files = (await folders['site/blog/']?.make()) ?? {};
  expect(Object.keys(files).sort()).toEqual([
    'search.json',
    expect.stringMatching(/^search\/[0-9a-f]{16}\/documents-0\.json$/),
    expect.stringMatching(/^search\/[0-9a-f]{16}\/terms-0\.json$/),
  ]);
  expect(JSON.parse(String(files['search.json']))).toMatchObject({
    group: 'Blog',
    documentCount: 1,
  });
  const broken = searchIndexFiles(searchableSection, {
    'blog-routes': () => ({
      group: 'Blog',
      documents: [{ url: 'https://elsewhere.example/', title: 'A', text: '' }],
    }),
  });
  await expect(broken['site/blog/']?.make()).rejects.toThrow(
    /site\/blog\/search\.json.*documents\.0\.url/,
  );
});
