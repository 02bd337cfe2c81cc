import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '@tla/shared-ui/lib/query-client';
import { siteRoutes } from '../app/routes';
import { MissingPathContext } from '../app/layout/site-not-found';
import { RemotesProvider } from '../features/remotes/remote-runtime-context';
import type { RemoteSection } from '../features/remotes/remote-sections';
import type { SectionWidget } from '@tla/platform/contracts/widgets';
import { testSectionTable, testWidgetTable } from './section-table';
import { testRemoteRuntime } from './test-runtime';

/**
 * Render the shell's real route table at a path, as a reader would arrive there; `missingPath` is the
 * path the web server answered with its not-found page, if it did.
 */
export function renderAt(
  path: string,
  runtime = testRemoteRuntime(),
  sections: RemoteSection[] = testSectionTable,
  {
    missingPath,
    widgets = testWidgetTable,
  }: { missingPath?: string; widgets?: readonly SectionWidget[] } = {},
) {
  const router = createMemoryRouter(siteRoutes(sections), { initialEntries: [path] });
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RemotesProvider runtime={runtime} sections={sections} widgets={widgets}>
        <MissingPathContext value={missingPath}>
          <RouterProvider router={router} />
        </MissingPathContext>
      </RemotesProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, runtime };
}
