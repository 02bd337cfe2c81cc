/** The shell's own pages to prerender (the remotes publish theirs with their fragments). */
export const shellPrerenderPaths = [
  '/',
  '/about',
  '/affiliate',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/guide/deploy-token',
  '/not-found',
  '/_status',
];

/** Shell pages that are not for readers to find: not in the site's search (nor, noindex, its sitemap). */
export const unlistedShellPaths = ['/not-found', '/_status'];
