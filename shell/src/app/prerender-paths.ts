import { NOT_FOUND_PATH } from '@tla/platform/contracts/page-protocol';

/** The shell's own pages to prerender (the remotes publish theirs with their fragments). */
export const shellPrerenderPaths = [
  '/',
  '/about',
  '/affiliate',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/guide/deploy-token',
  // What both web servers send, with status 404, for a path no app serves.
  NOT_FOUND_PATH,
  '/_status',
];

/** Shell pages that are not for readers to find: not in the site's search (nor, noindex, its sitemap). */
export const unlistedShellPaths = [NOT_FOUND_PATH, '/_status'];
