import type { SectionWidget } from '@tla/platform/contracts/widgets';
import type { RemoteSection } from '../features/remotes/remote-sections';

/**
 * The sections as the remotes publish them today (their section.json, collected by compose): what the
 * shell's tests render its routes with. The e2e suite checks the deployed table itself.
 */
export const testSections = {
  blog: {
    remote: 'mf_blog',
    module: 'blog-routes',
    mount: '/blog/*',
    label: 'Blog',
    search: { index: '/blog/search.json', reader: 'blog-routes-reader-search', results: '/blog' },
    navigation: [
      { menu: 'header', label: 'Blog', order: 20, path: '/blog' },
      { menu: 'footer', label: 'Blog', order: 20, path: '/blog' },
      ...[
        ['Token Creation', 'token-creation'],
        ['Liquidity Pools', 'liquidity'],
        ['DeFi Guides', 'defi'],
        ['Smart Contracts', 'smart-contracts'],
        ['Tokenomics', 'tokenomics'],
      ].map(([label = '', slug = ''], index) => ({
        menu: 'footer-categories' as const,
        label,
        order: (index + 1) * 10,
        path: `/blog?category=${slug}`,
      })),
      ...[
        [
          'Token Creation',
          'token-creation',
          'Step-by-step guides for creating and launching your token',
        ],
        [
          'Liquidity Strategies',
          'liquidity',
          'Create and manage liquidity pools for sustainable token growth',
        ],
        [
          'Smart Contracts',
          'smart-contracts',
          'Build advanced functionality with smart contract development',
        ],
      ].map(([label = '', slug = '', description = ''], index) => ({
        menu: 'home-categories' as const,
        label,
        order: (index + 1) * 10,
        path: `/blog?category=${slug}`,
        key: slug,
        description,
      })),
      {
        menu: 'home-cta',
        label: 'Learn How It Works',
        order: 10,
        path: '/blog/create-solana-token-without-code-complete-guide',
      },
    ],
  },
  tutorials: {
    remote: 'mf_learn',
    module: 'tutorials-routes',
    mount: '/tutorials/*',
    label: 'Tutorials',
    search: { index: '/tutorials/search.json' },
    navigation: [
      { menu: 'header', label: 'Tutorials', order: 30, path: '/tutorials' },
      { menu: 'footer', label: 'Tutorials', order: 10, path: '/tutorials' },
      { menu: 'home-hero', label: 'Learn How It Works', order: 10, path: '/tutorials' },
    ],
  },
  resources: {
    remote: 'mf_learn',
    module: 'resources-routes',
    mount: '/resources/*',
    label: 'Resources',
    search: { index: '/resources/search.json' },
    navigation: [
      { menu: 'header', label: 'Resources', order: 40, path: '/resources' },
      { menu: 'footer', label: 'Resources', order: 30, path: '/resources' },
    ],
  },
  glossary: {
    remote: 'mf_learn',
    module: 'glossary-page',
    mount: '/glossary',
    label: 'Glossary',
    search: { index: '/glossary/search.json' },
    navigation: [{ menu: 'footer', label: 'Glossary', order: 40, path: '/glossary' }],
  },
  simulator: {
    remote: 'mf_simulator',
    module: 'simulator-page',
    mount: '/token-simulator',
    label: 'Token Simulator',
    navigation: [
      { menu: 'header-action', label: 'Token Simulator', order: 10, path: '/token-simulator' },
    ],
  },
} as const satisfies Record<string, RemoteSection>;

export const testSectionTable: RemoteSection[] = Object.values(testSections);

/** The home-page widgets as the remotes publish them today, with their places. */
export const testWidgets = {
  homeTutorials: {
    remote: 'mf_learn',
    module: 'home-tutorials',
    label: 'Step-by-Step Tutorials',
    slot: 'home-after-cta',
    order: 10,
  },
  homeResources: {
    remote: 'mf_learn',
    module: 'home-resources',
    label: 'Developer Resources',
    slot: 'home-after-cta',
    order: 20,
  },
  latestPosts: {
    remote: 'mf_blog',
    module: 'latest-posts',
    label: 'Latest from Our Blog',
    slot: 'home-after-partners',
    order: 10,
  },
} as const satisfies Record<string, SectionWidget>;

export const testWidgetTable: SectionWidget[] = Object.values(testWidgets);
