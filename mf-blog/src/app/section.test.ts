import { expect, test } from 'vitest';
import { exposesOf, publishedSection } from '@tla/platform/contracts/section';
import { builtInPostMeta } from '../features/posts/data/built-in-post-meta';
import { postPath } from '../config/blog-paths';
import { section } from './section';

test("the blog prerenders its list's pages, every built-in post and the editor", () => {
  expect(section.modules['blog-routes'].paths).toEqual([
    '/blog',
    ...['token-creation', 'no-code-solutions', 'tokenomics', 'marketing', 'liquidity', 'defi', 'smart-contracts'].map(
      (slug) => `/blog/category/${slug}`,
    ),
    ...builtInPostMeta.map((post) => `/blog/${post.slug}`),
    '/blog/editor',
  ]);
});

test('it exposes both modules and publishes its section route with its menu entries, and its home-page widget', () => {
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
        clientPaths: ['/blog/:slug', '/blog/editor/:slug', '/blog/page/:page', '/blog/category/:category/page/:page'],
        queryPages: [{ path: '/blog', params: ['category', 'page'] }],
        search: { index: '/blog/search.json', reader: 'blog-routes-reader-search', results: '/blog' },
        navigation: [
          { menu: 'header', label: 'Blog', order: 20, path: '/blog' },
          { menu: 'footer', label: 'Blog', order: 20, path: '/blog' },
          { menu: 'footer-categories', label: 'Token Creation', order: 10, path: '/blog/category/token-creation' },
          { menu: 'footer-categories', label: 'Liquidity Pools', order: 20, path: '/blog/category/liquidity' },
          { menu: 'footer-categories', label: 'DeFi Guides', order: 30, path: '/blog/category/defi' },
          { menu: 'footer-categories', label: 'Smart Contracts', order: 40, path: '/blog/category/smart-contracts' },
          { menu: 'footer-categories', label: 'Tokenomics', order: 50, path: '/blog/category/tokenomics' },
          {
            menu: 'home-categories',
            label: 'Token Creation',
            order: 10,
            path: '/blog/category/token-creation',
            key: 'token-creation',
            description: 'Step-by-step guides for creating and launching your token',
          },
          {
            menu: 'home-categories',
            label: 'Liquidity Strategies',
            order: 20,
            path: '/blog/category/liquidity',
            key: 'liquidity',
            description: 'Create and manage liquidity pools for sustainable token growth',
          },
          {
            menu: 'home-categories',
            label: 'Smart Contracts',
            order: 30,
            path: '/blog/category/smart-contracts',
            key: 'smart-contracts',
            description: 'Build advanced functionality with smart contract development',
          },
          {
            menu: 'home-cta',
            label: 'Learn How It Works',
            order: 10,
            path: '/blog/create-solana-token-without-code-complete-guide',
          },
        ],
      },
    ],
    widgets: [
      { module: 'latest-posts', label: 'Latest from Our Blog', slot: 'home-after-partners', order: 10 },
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

test('the home page’s banner leads to one of the blog’s own posts', () => {
  const navigation = publishedSection(section).routes[0]?.navigation ?? [];
  const [cta, ...others] = navigation.filter((entry) => entry.menu === 'home-cta');
  expect(others).toEqual([]);
  expect(builtInPostMeta.map((post) => postPath(post.slug))).toContain(cta?.path);
});
