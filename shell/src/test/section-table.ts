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
    search: { index: '/blog/search.json', reader: 'blog-routes-reader-search' },
  },
  tutorials: {
    remote: 'mf_learn',
    module: 'tutorials-routes',
    mount: '/tutorials/*',
    label: 'Tutorials',
    search: { index: '/tutorials/search.json' },
  },
  resources: {
    remote: 'mf_learn',
    module: 'resources-routes',
    mount: '/resources/*',
    label: 'Resources',
    search: { index: '/resources/search.json' },
  },
  glossary: {
    remote: 'mf_learn',
    module: 'glossary-page',
    mount: '/glossary',
    label: 'Glossary',
    search: { index: '/glossary/search.json' },
  },
  simulator: {
    remote: 'mf_simulator',
    module: 'simulator-page',
    mount: '/token-simulator',
    label: 'Token Simulator',
  },
} as const satisfies Record<string, RemoteSection>;

export const testSectionTable: RemoteSection[] = Object.values(testSections);
