import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tla/federated/query';
import { createBrowserRouter, Navigate, Outlet, RouterProvider } from '@tla/federated/router';
import { NotFound } from '@tla/shared-ui/components/not-found';
import { StandaloneFrame } from '@tla/shared-ui/components/standalone-frame';
import { createQueryClient } from '@tla/shared-ui/lib/query-client';
import GlossaryRoute from './glossary-page';
import ResourcesRoutes from './resources-routes';
import TutorialsRoutes from './tutorials-routes';
import './standalone.css';

// The learning section on its own, for its team: the same modules the shell mounts.
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const links = [
  { label: 'Tutorials', to: '/tutorials' },
  { label: 'Resources', to: '/resources' },
  { label: 'Glossary', to: '/glossary' },
];

// A data router, like the shell's, so the section behaves here as it does in the composed site.
const router = createBrowserRouter([
  {
    element: (
      <StandaloneFrame section="Learn" links={links}>
        <Outlet />
      </StandaloneFrame>
    ),
    children: [
      { path: '/', element: <Navigate to="/tutorials" replace /> },
      { path: '/tutorials/*', element: <TutorialsRoutes /> },
      { path: '/resources/*', element: <ResourcesRoutes /> },
      { path: '/glossary', element: <GlossaryRoute /> },
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
