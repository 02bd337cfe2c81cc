// @vitest-environment node
import { expect, test } from 'vitest';
import { clientPathRegexes } from './client-paths';
import { sectionRoutesSchema } from './published';
import { publishedSectionSchema } from './published-at-build';
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
      widgets: [],
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

test("a section's client paths are published, and become one regular expression each for the servers", () => {
  const published = publishedSection({
    remote: 'blog',
    title: 'Blog',
    modules: {
      'blog-routes': {
        file: './src/app/blog-routes.tsx',
        mount: '/blog/*',
        label: 'Blog',
        paths: ['/blog'],
        clientPaths: ['/blog/:slug', '/blog/editor/:slug'],
      },
    },
  });
  expect(publishedSectionSchema.parse(published).routes[0]?.clientPaths).toEqual([
    '/blog/:slug',
    '/blog/editor/:slug',
  ]);
  const regexes = clientPathRegexes(sectionRoutes(published)).map((source) => new RegExp(source));
  const matches = (path: string) => regexes.some((regex) => regex.test(path));
  expect(matches('/blog/my-own-post')).toBe(true);
  expect(matches('/blog/my-own-post/')).toBe(true);
  expect(matches('/blog/editor/my-own-post')).toBe(true);
  expect(matches('/blog')).toBe(false);
  expect(matches('/blog/a/b')).toBe(false);
  expect(matches('/blog/editor/a/b')).toBe(false);
  expect(matches('/blogs/x')).toBe(false);
  expect(matches('/tutorials/x')).toBe(false);
});

test('a client path outside its own section, or not a pattern, is refused naming the route and the field', () => {
  const row = (mount: string, clientPaths: string[]) => ({
    remote: 'mf_learn',
    module: 'm',
    mount,
    label: 'L',
    clientPaths,
  });
  const problems = (rows: unknown) =>
    sectionRoutesSchema
      .safeParse(rows)
      .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
  expect(problems([row('/tutorials/*', ['/blog/:slug'])])).toEqual([
    ['0.clientPaths.0', '"/blog/:slug" is not below the section\'s mount /tutorials/*'],
  ]);
  expect(problems([row('/glossary', ['/glossary/:term'])])).toEqual([
    ['0.clientPaths.0', '"/glossary/:term" is not below the section\'s mount /glossary'],
  ]);
  expect(
    problems([row('/tutorials/*', ['/tutorials/../x', '/tutorials/*'])])?.map(([path]) => path),
  ).toEqual(['0.clientPaths.0', '0.clientPaths.1']);
  expect(problems([row('/tutorials/*', ['/tutorials/:slug'])])).toBeUndefined();
});
