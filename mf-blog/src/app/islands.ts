import type { IslandDefinition } from '@tla/platform/prerender/render-island';
import BlogRoutes from './blog-routes';
import LatestPosts from './latest-posts';
import { prerenderPaths } from './prerender-paths';

export const remoteName = 'mf_blog';

/** The modules this remote exposes, where the shell mounts them, and the paths to prerender. */
export const islands: IslandDefinition[] = [
  { module: 'blog-routes', mount: '/blog/*', paths: prerenderPaths, Component: BlogRoutes },
  { module: 'latest-posts', mount: '/', paths: ['/'], Component: LatestPosts },
];
