import type { SectionComponents } from '@tla/platform/contracts/section';
import BlogRoutes from './blog-routes';
import LatestPosts from './latest-posts';
import type { section } from './section';

/** The component behind each module of the contract, for the prerender and the standalone entry. */
export const sectionComponents: SectionComponents<typeof section> = {
  'blog-routes': BlogRoutes,
  'latest-posts': LatestPosts,
};
