import { blogFilePath } from '../config/blog-paths';
/** Where the site serves the blog's social cards (the blog publishes them, see social-cards.ts). */
export const blogCardPath = blogFilePath('og/index.png');
export const postCardPath = (slug: string): string => blogFilePath(`og/${slug}.png`);
