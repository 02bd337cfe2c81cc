import { defineSection } from '@tla/platform/contracts/section';
import { builtInPostMeta } from '../features/posts/data/built-in-post-meta';
import { feedLinks } from './feed-links';

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
      mount: '/blog/*',
      label: 'Blog',
      paths: ['/blog', ...builtInPostMeta.map((post) => `/blog/${post.slug}`), '/blog/editor'],
      // A post the reader wrote, and its editor: pages no server has HTML for.
      clientPaths: ['/blog/:slug', '/blog/editor/:slug'],
      search: { index: true, reader: './src/app/reader-search.ts' },
    },
    'latest-posts': {
      file: './src/app/latest-posts.tsx',
      mount: '/',
      label: 'Latest from Our Blog',
      paths: ['/'],
    },
  },
  feeds: feedLinks.map(({ type, title, href }) => ({ type, title, href })),
});
