import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { StandaloneFrame } from '@tla/shared-ui/components/standalone-frame';
import { createQueryClient } from '@tla/shared-ui/lib/query-client';
import SimulatorPage from './simulator-page';
import './standalone.css';

// The simulator on its own, for its team.
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <BrowserRouter>
        <StandaloneFrame section="Token Simulator" links={[{ label: 'Simulator', to: '/token-simulator' }]}>
          <Routes>
            <Route path="/" element={<Navigate to="/token-simulator" replace />} />
            <Route path="/token-simulator" element={<SimulatorPage />} />
          </Routes>
        </StandaloneFrame>
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
