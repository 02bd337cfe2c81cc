// @vitest-environment node
import { expect, test } from 'vitest';
import { defineSection } from '../contracts/section';
import { searchIndexFiles } from './search-index-files';

const searchable = defineSection({
  remote: 'blog',
  title: 'Blog',
  modules: {
    'blog-routes': {
      file: './src/app/blog-routes.tsx',
      mount: '/blog/*',
      label: 'Blog',
      paths: ['/blog'],
      search: { index: true },
    },
    'latest-posts': {
      file: './src/app/latest-posts.tsx',
      mount: '/',
      label: 'Latest',
      paths: ['/'],
    },
  },
});

test('a build makes exactly the search indexes its contract promises, checked against the schema', async () => {
  const index = { group: 'Blog', documents: [{ url: '/blog/a', title: 'A', text: 'a' }] };
  expect(() => searchIndexFiles(searchable, {})).toThrow(/missing: blog-routes/);
  expect(() =>
    searchIndexFiles(searchable, { 'blog-routes': () => index, 'latest-posts': () => index }),
  ).toThrow(/not promised: latest-posts/);
  const files = searchIndexFiles(searchable, { 'blog-routes': () => index });
  expect(Object.keys(files)).toEqual(['site/blog/search.json']);
  await expect(files['site/blog/search.json']?.()).resolves.toEqual(index);
  const broken = searchIndexFiles(searchable, {
    'blog-routes': () => ({
      group: 'Blog',
      documents: [{ url: 'https://elsewhere.example/', title: 'A', text: '' }],
    }),
  });
  await expect(broken['site/blog/search.json']?.()).rejects.toThrow(
    /site\/blog\/search\.json.*documents\.0\.url/,
  );
});
