import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClientProvider } from '@tla/federated/query';
import {
  createBrowserRouter,
  Navigate,
  Outlet,
  RouterProvider,
  type RouteObject,
} from '@tla/federated/router';
import { NotFound } from '@tla/shared-ui/components/not-found';
import {
  StandaloneFrame,
  type StandaloneFrameProps,
} from '@tla/shared-ui/components/standalone-frame';
import { createQueryClient } from '@tla/shared-ui/lib/query-client';

type StandaloneLink = StandaloneFrameProps['links'][number];

export type StandaloneOptions = {
  /** The section's name in the frame's header, e.g. "Blog". */
  section: string;
  /** The frame's navigation; `/` redirects to the first one. */
  links: [StandaloneLink, ...StandaloneLink[]];
  /** The same route modules the shell mounts, e.g. `{ path: '/blog/*', element: <BlogRoutes /> }`. */
  routes: RouteObject[];
};

/**
 * Runs one remote on its own, for its team (`npm run dev -w mf-blog`), in a light frame, rendered
 * into the page's #root. A data router, like the shell's, so the section behaves here as it does in
 * the composed site (the blog editor's "leave with unsaved changes?" blocker needs one); unknown paths
 * get the not-found page.
 */
export function mountStandalone({ section, links, routes }: StandaloneOptions): Root {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');

  const router = createBrowserRouter([
    {
      element: (
        <StandaloneFrame section={section} links={links}>
          <Outlet />
        </StandaloneFrame>
      ),
      children: [
        { path: '/', element: <Navigate to={links[0].to} replace /> },
        ...routes,
        { path: '*', element: <NotFound /> },
      ],
    },
  ]);

  const root = createRoot(container);
  root.render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return root;
}
