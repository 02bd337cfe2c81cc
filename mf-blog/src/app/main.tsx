import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tla/federated/query';
import { createBrowserRouter, Navigate, Outlet, RouterProvider } from '@tla/federated/router';
import { NotFound } from '@tla/shared-ui/components/not-found';
import { StandaloneFrame } from '@tla/shared-ui/components/standalone-frame';
import { createQueryClient } from '@tla/shared-ui/lib/query-client';
import BlogRoutes from './blog-routes';
import LatestPostsWidget from './latest-posts';
import './standalone.css';

// The blog on its own, for its team: the same routes the shell mounts, in a light frame. A data router,
// like the shell's, so the editor's "leave with unsaved changes?" blocker works here too.
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const links = [
  { label: 'Blog', to: '/blog' },
  { label: 'Editor', to: '/blog/editor' },
  { label: 'Home widget', to: '/widgets/latest-posts' },
];

const router = createBrowserRouter([
  {
    element: (
      <StandaloneFrame section="Blog" links={links}>
        <Outlet />
      </StandaloneFrame>
    ),
    children: [
      { path: '/', element: <Navigate to="/blog" replace /> },
      { path: '/blog/*', element: <BlogRoutes /> },
      { path: '/widgets/latest-posts', element: <LatestPostsWidget /> },
      { path: '*', element: <NotFound /> },
    ],
  },
]);

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
