import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '@tla/shared-ui/lib/query-client';
import { siteRoutes } from '../app/routes';
import { RemotesProvider } from '../features/remotes/remote-runtime-context';
import type { RemoteSection } from '../features/remotes/remote-sections';
import { testSectionTable } from './section-table';
import { testRemoteRuntime } from './test-runtime';

/** Render the shell's real route table at a path, as a reader would arrive there. */
export function renderAt(
  path: string,
  runtime = testRemoteRuntime(),
  sections: RemoteSection[] = testSectionTable,
) {
  const router = createMemoryRouter(siteRoutes(sections), { initialEntries: [path] });
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RemotesProvider runtime={runtime} sections={sections}>
        <RouterProvider router={router} />
      </RemotesProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, runtime };
}
