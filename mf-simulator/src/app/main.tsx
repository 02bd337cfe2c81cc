import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tla/federated/query';
import { createBrowserRouter, Navigate, Outlet, RouterProvider } from '@tla/federated/router';
import { NotFound } from '@tla/shared-ui/components/not-found';
import { StandaloneFrame } from '@tla/shared-ui/components/standalone-frame';
import { createQueryClient } from '@tla/shared-ui/lib/query-client';
import SimulatorPage from './simulator-page';
import './standalone.css';

// The simulator on its own, for its team.
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A data router, like the shell's, so the section behaves here as it does in the composed site.
const router = createBrowserRouter([
  {
    element: (
      <StandaloneFrame
        section="Token Simulator"
        links={[{ label: 'Simulator', to: '/token-simulator' }]}
      >
        <Outlet />
      </StandaloneFrame>
    ),
    children: [
      { path: '/', element: <Navigate to="/token-simulator" replace /> },
      { path: '/token-simulator', element: <SimulatorPage /> },
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
