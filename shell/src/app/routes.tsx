import type { RouteObject } from 'react-router';
import { ComingSoon } from '@tla/shared-ui/components/coming-soon';
import { NotFound } from '@tla/shared-ui/components/not-found';
import { ErrorScreen } from '../components/error-screen';
import HomePage from './routes/home-page';
import { RootLayout, type RouteHandle } from '../components/root-layout';
import { RouteError } from '../components/route-error';
import { pendingStaticPages } from '../config/static-pages';
import { RemoteSlot } from '../features/remotes/remote-slot';
import { remoteSections } from '../features/remotes/remote-sections';

const fullWidth: RouteHandle = { fullWidth: true };

/**
 * The one route table of the site (document 001 §2.1). Remote sections are mounted lazily: each slot
 * loads its remote's exposed routes on first visit; the remote owns the paths below its segment.
 * Each slot has a key so React never reuses one section's state for another.
 */
export const pageRoutes: RouteObject[] = [
  { index: true, element: <HomePage />, handle: fullWidth },
  { path: 'blog/*', element: <RemoteSlot key="blog" section={remoteSections.blog} /> },
  { path: 'tutorials/*', element: <RemoteSlot key="tutorials" section={remoteSections.tutorials} /> },
  { path: 'resources/*', element: <RemoteSlot key="resources" section={remoteSections.resources} /> },
  { path: 'glossary', element: <RemoteSlot key="glossary" section={remoteSections.glossary} /> },
  { path: 'token-simulator', element: <RemoteSlot key="simulator" section={remoteSections.simulator} /> },
  ...pendingStaticPages.map((page) => ({
    path: page.path.slice(1),
    element: <ComingSoon title={page.title} description={page.description} path={page.path} />,
  })),
  { path: 'not-found', element: <NotFound /> },
  { path: '*', element: <NotFound /> },
];

/**
 * Pages inside the frame. A page that fails to render shows the error screen inside the frame; if the
 * frame itself fails, the error screen replaces it.
 */
export function buildRoutes(pages: RouteObject[]): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <ErrorScreen />,
      children: [{ errorElement: <RouteError />, children: pages }],
    },
  ];
}

export const routes = buildRoutes(pageRoutes);
