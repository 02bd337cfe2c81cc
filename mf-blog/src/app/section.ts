import { defineSection } from '@tla/platform/contracts/section';
import { builtInPostMeta } from '../features/posts/data/built-in-post-meta';
import { categories } from '../features/posts/data/categories';
import { listPages } from '../features/posts/model/pagination';
import {
  blogMount,
  blogPath,
  categoryPath,
  editorPath,
  listClientPaths,
  listPagePath,
  listQueryPage,
  postPath,
} from '../config/blog-paths';
import { feedLinks } from './feed-links';

/** The footer's category links: two of them name categories the blog has no posts in yet. */
const footerCategories = [
  { label: 'Token Creation', slug: 'token-creation' },
  { label: 'Liquidity Pools', slug: 'liquidity' },
  { label: 'DeFi Guides', slug: 'defi' },
  { label: 'Smart Contracts', slug: 'smart-contracts' },
  { label: 'Tokenomics', slug: 'tokenomics' },
];

/** The home page's category cards: the blog's categories the site starts readers on. */
const homeCategories = [
  {
    label: 'Token Creation',
    slug: 'token-creation',
    description: 'Step-by-step guides for creating and launching your token',
  },
  {
    label: 'Liquidity Strategies',
    slug: 'liquidity',
    description: 'Create and manage liquidity pools for sustainable token growth',
  },
  {
    label: 'Smart Contracts',
    slug: 'smart-contracts',
    description: 'Build advanced functionality with smart contract development',
  },
];

/**
 * The categories whose list is prerendered: the blog's own, and those its menus link to before they
 * have posts (their page says so).
 */
const listedCategories = [
  ...categories,
  ...[...footerCategories, ...homeCategories]
    .filter(({ slug }) => !categories.some((category) => category.slug === slug))
    .filter(
      ({ slug }, index, linked) => linked.findIndex((other) => other.slug === slug) === index,
    ),
];

/** The post the home page's call-to-action banner sends readers to before they create a token. */
const howItWorksPost = 'create-solana-token-without-code-complete-guide';

/**
 * The blog's contract with the site: every path under /blog, and the home page's latest posts. A
 * reader's own posts live in their browser, so their pages (and editor paths) render on the client.
 */
export const section = defineSection({
  remote: 'blog',
  title: 'Blog',
  modules: {
    'blog-routes': {
      file: './src/app/blog-routes.tsx',
      mount: blogMount,
      label: 'Blog',
      paths: [
        ...listPages(builtInPostMeta, listedCategories).map(listPagePath),
        ...builtInPostMeta.map((post) => postPath(post.slug)),
        editorPath(),
      ],
      // A post the reader wrote, its editor, and the list's pages their own posts add: pages no
      // server has HTML for.
      clientPaths: [postPath(':slug'), editorPath(':slug'), ...listClientPaths],
      queryPages: [listQueryPage],
      // Its list answers `?search=`: the header's search form sends readers there.
      search: { index: true, reader: './src/app/reader-search.ts', results: blogPath },
      navigation: [
        { menu: 'header', label: 'Blog', order: 20 },
        { menu: 'footer', label: 'Blog', order: 20 },
        ...footerCategories.map(({ label, slug }, index) => ({
          menu: 'footer-categories' as const,
          label,
          order: (index + 1) * 10,
          path: categoryPath(slug),
        })),
        ...homeCategories.map(({ label, slug, description }, index) => ({
          menu: 'home-categories' as const,
          label,
          order: (index + 1) * 10,
          path: categoryPath(slug),
          key: slug,
          description,
        })),
        {
          menu: 'home-cta',
          label: 'Learn How It Works',
          order: 10,
          path: postPath(howItWorksPost),
        },
      ],
    },
    'latest-posts': {
      file: './src/app/latest-posts.tsx',
      mount: '/',
      label: 'Latest from Our Blog',
      paths: ['/'],
      widget: { slot: 'home-after-partners', order: 10 },
    },
  },
  feeds: feedLinks.map(({ type, title, href }) => ({ type, title, href })),
});
