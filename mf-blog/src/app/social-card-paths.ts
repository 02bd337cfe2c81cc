/** Where the site serves the blog's social cards (the blog publishes them, see social-cards.ts). */
export const blogCardPath = '/blog/og/index.png';
export const postCardPath = (slug: string): string => `/blog/og/${slug}.png`;
