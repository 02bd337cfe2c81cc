import { expect, test } from 'vitest';
import { exposesOf, publishedSection } from '@tla/platform/contracts/section';
import { builtInPostMeta } from '../features/posts/data/built-in-post-meta';
import { section } from './section';

test('the blog prerenders its list, every built-in post and the editor', () => {
  expect(section.modules['blog-routes'].paths).toEqual([
    '/blog',
    ...builtInPostMeta.map((post) => `/blog/${post.slug}`),
    '/blog/editor',
  ]);
});

test('it exposes both modules and publishes only its section route for the shell', () => {
  expect(exposesOf(section)).toEqual({
    './blog-routes': './src/app/blog-routes.tsx',
    './blog-routes-reader-search': './src/app/reader-search.ts',
    './latest-posts': './src/app/latest-posts.tsx',
  });
  expect(publishedSection(section)).toEqual({
    remote: 'mf_blog',
    routes: [
      {
        module: 'blog-routes',
        mount: '/blog/*',
        label: 'Blog',
        clientPaths: ['/blog/:slug', '/blog/editor/:slug'],
        search: { index: '/blog/search.json', reader: 'blog-routes-reader-search' },
      },
    ],
    feeds: [
      { type: 'application/rss+xml', title: 'Token Launch Academy Blog (RSS)', href: '/blog/rss.xml' },
      { type: 'application/atom+xml', title: 'Token Launch Academy Blog (Atom)', href: '/blog/atom.xml' },
      {
        type: 'application/feed+json',
        title: 'Token Launch Academy Blog (JSON Feed)',
        href: '/blog/feed.json',
      },
    ],
  });
});
