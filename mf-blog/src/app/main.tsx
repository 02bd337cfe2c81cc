import { mountStandalone } from '@tla/platform/islands/mount-standalone';
import BlogRoutes from './blog-routes';
import LatestPostsWidget from './latest-posts';
import './standalone.css';

// The blog on its own, for its team: the same routes the shell mounts, in a light frame.
mountStandalone({
  section: 'Blog',
  links: [
    { label: 'Blog', to: '/blog' },
    { label: 'Editor', to: '/blog/editor' },
    { label: 'Home widget', to: '/widgets/latest-posts' },
  ],
  routes: [
    { path: '/blog/*', element: <BlogRoutes /> },
    { path: '/widgets/latest-posts', element: <LatestPostsWidget /> },
  ],
});
