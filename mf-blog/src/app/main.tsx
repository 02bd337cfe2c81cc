import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { StandaloneFrame } from '@tla/shared-ui/components/standalone-frame';
import { createQueryClient } from '@tla/shared-ui/lib/query-client';
import BlogRoutes from './blog-routes';
import './standalone.css';

// The blog on its own, for its team: the same routes the shell mounts, in a light frame.
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <BrowserRouter>
        <StandaloneFrame section="Blog" links={[{ label: 'Blog', to: '/blog' }, { label: 'Editor', to: '/blog/editor' }]}>
          <Routes>
            <Route path="/" element={<Navigate to="/blog" replace />} />
            <Route path="/blog/*" element={<BlogRoutes />} />
          </Routes>
        </StandaloneFrame>
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
