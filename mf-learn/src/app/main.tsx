import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
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

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <BrowserRouter>
        <StandaloneFrame section="Learn" links={links}>
          <Routes>
            <Route path="/" element={<Navigate to="/tutorials" replace />} />
            <Route path="/tutorials/*" element={<TutorialsRoutes />} />
            <Route path="/resources/*" element={<ResourcesRoutes />} />
            <Route path="/glossary" element={<GlossaryRoute />} />
          </Routes>
        </StandaloneFrame>
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
