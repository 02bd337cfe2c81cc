// @vitest-environment node
import { expect, test } from 'vitest';
import { publishedSectionSchema } from './published';
import { searchableSection } from '../test/searchable-section';
import {
  exposesOf,
  publishedSection,
  searchIndexPath,
  sectionRoutes,
  sitePathPrefixes,
} from './section';

const routes = [
  { remote: 'mf_blog', mount: '/blog/*' },
  { remote: 'mf_learn', mount: '/tutorials/*' },
  { remote: 'mf_learn', mount: '/glossary' },
  { remote: 'mf_simulator', mount: '/token-simulator' },
];

test("a remote publishes site files below its own sections' paths only", () => {
  expect(sitePathPrefixes(routes, 'mf_blog')).toEqual(['/blog/']);
  expect(sitePathPrefixes(routes, 'mf_learn')).toEqual(['/tutorials/', '/glossary/']);
  expect(sitePathPrefixes(routes, 'mf_simulator')).toEqual(['/token-simulator/']);
  expect(sitePathPrefixes(routes, 'mf_other')).toEqual([]);
});

test('a section at one path lends nothing to its siblings or to the home page', () => {
  const prefixes = sitePathPrefixes([...routes, { remote: 'mf_learn', mount: '/' }], 'mf_learn');
  const allowed = (path: string) => prefixes.some((prefix) => path.startsWith(prefix));
  expect(allowed('/glossary/og/index.png')).toBe(true);
  expect(allowed('/glossary-extra/og.png')).toBe(false);
  expect(allowed('/og/index.png')).toBe(false);
  expect(allowed('/blog/og/index.png')).toBe(false);
});

test("a remote's published routes become rows of the site's section table, each naming its remote", () => {
  expect(
    sectionRoutes({
      remote: 'mf_learn',
      routes: [{ module: 'glossary-page', mount: '/glossary', label: 'Glossary' }],
      feeds: [],
    }),
  ).toEqual([
    { remote: 'mf_learn', module: 'glossary-page', mount: '/glossary', label: 'Glossary' },
  ]);
});


test("a section's search: its index path under its mount, its reader module exposed and published", () => {
  expect(searchIndexPath('/blog/*')).toBe('/blog/search.json');
  expect(searchIndexPath('/glossary')).toBe('/glossary/search.json');
  expect(searchIndexPath('/')).toBe('/search.json');
  expect(exposesOf(searchableSection)).toEqual({
    './blog-routes': './src/app/blog-routes.tsx',
    './blog-routes-reader-search': './src/app/reader-search.ts',
    './latest-posts': './src/app/latest-posts.tsx',
  });
  const published = publishedSection(searchableSection);
  expect(published.routes).toEqual([
    {
      module: 'blog-routes',
      mount: '/blog/*',
      label: 'Blog',
      search: { index: '/blog/search.json', reader: 'blog-routes-reader-search' },
    },
  ]);
  expect(publishedSectionSchema.parse(published)).toEqual(published);
});
