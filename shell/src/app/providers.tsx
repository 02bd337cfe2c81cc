import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tla/federated/query';
import { createQueryClient } from '@tla/shared-ui/lib/query-client';

/** The one query client: remotes share @tanstack/react-query as a singleton and so use this one. */
export function AppProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
