import { builtInPostMeta } from '../features/posts/data/built-in-post-meta';

/**
 * Every static path the blog owns, prerendered at build time. A reader's own posts live in their
 * browser, so their pages (and editor paths) render on the client only.
 */
export const prerenderPaths: string[] = [
  '/blog',
  ...builtInPostMeta.map((post) => `/blog/${post.slug}`),
  '/blog/editor',
];
