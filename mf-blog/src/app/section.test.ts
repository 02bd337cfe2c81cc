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

test('it exposes both modules and publishes its section route with its menu entries', () => {
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
        search: { index: '/blog/search.json', reader: 'blog-routes-reader-search' },
        navigation: [
          { menu: 'header', label: 'Blog', order: 20, path: '/blog' },
          { menu: 'footer', label: 'Blog', order: 20, path: '/blog' },
          { menu: 'footer-categories', label: 'Token Creation', order: 10, path: '/blog?category=token-creation' },
          { menu: 'footer-categories', label: 'Liquidity Pools', order: 20, path: '/blog?category=liquidity' },
          { menu: 'footer-categories', label: 'DeFi Guides', order: 30, path: '/blog?category=defi' },
          { menu: 'footer-categories', label: 'Smart Contracts', order: 40, path: '/blog?category=smart-contracts' },
          { menu: 'footer-categories', label: 'Tokenomics', order: 50, path: '/blog?category=tokenomics' },
        ],
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
