import { defineSection } from '../contracts/section';

/** A section contract whose section is searched (an index, and a module for the reader's own posts). */
export const searchableSection = defineSection({
  remote: 'blog',
  title: 'Blog',
  modules: {
    'blog-routes': {
      file: './src/app/blog-routes.tsx',
      mount: '/blog/*',
      label: 'Blog',
      paths: ['/blog'],
      search: { index: true, reader: './src/app/reader-search.ts' },
    },
    'latest-posts': {
      file: './src/app/latest-posts.tsx',
      mount: '/',
      label: 'Latest',
      paths: ['/'],
      widget: { slot: 'home-after-partners', order: 10 },
    },
  },
});
