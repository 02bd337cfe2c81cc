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
];
