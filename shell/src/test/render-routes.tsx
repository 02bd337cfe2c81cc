import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '@tla/shared-ui/lib/query-client';
import { siteRoutes } from '../app/routes';
import { testSectionTable } from './section-table';

/** Render the shell's real route table at a path, as a reader would arrive there. */
export function renderAt(path: string) {
  const router = createMemoryRouter(siteRoutes(testSectionTable), { initialEntries: [path] });
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router };
}
