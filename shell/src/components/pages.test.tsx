import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test, vi } from 'vitest';
import { publishedSearchFiles } from '@tla/platform/test/published-search';
import { renderAt } from '../test/render-routes';
import { ErrorScreen } from './error-screen';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ComingSoon } from '@tla/shared-ui/components/coming-soon';

// The not-found page's suggestions read the site's search indexes: every section answers with the
// same empty one (its files wherever the section publishes them), so none has a page for its words.
const emptyIndex = await publishedSearchFiles({ '/': { group: 'Pages', documents: [] } });
beforeEach(() => {
  vi.stubGlobal('fetch', async (path: string) => {
    const file = emptyIndex[path.slice(path.lastIndexOf('/search'))];
    return file === undefined ? new Response('', { status: 404 }) : new Response(file);
  });
});

test('an unknown path shows the not-found page inside the frame', async () => {
  renderAt('/this/does/not/exist');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
});

test('/not-found shows the not-found page, with its title, description and keywords', async () => {
  renderAt('/not-found');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
  ).toBeInTheDocument();
  expect(document.title).toBe('Page not found | Token Launch Academy');
  expect(document.head.querySelector('meta[name="keywords"]')).toHaveAttribute(
    'content',
    expect.stringContaining('create solana token'),
  );
});

test('the generic coming-soon page shows its title, description and the notice', () => {
  render(
    <MemoryRouter>
      <ComingSoon
        title="DAO Token Governance"
        description="Voting with tokens."
        keywords={['dao token governance', 'solana tutorial']}
        path="/tutorials/dao-token-governance"
      />
    </MemoryRouter>,
  );
  expect(
    screen.getByRole('heading', { level: 1, name: 'DAO Token Governance' }),
  ).toBeInTheDocument();
  expect(screen.getByText('Voting with tokens.')).toBeInTheDocument();
  expect(
    screen.getByText('This page is currently under development. Please check back later!'),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
});

test('the error screen says what happened and its one button reloads the page', async () => {
  const user = userEvent.setup();
  const reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
  render(<ErrorScreen />);

  expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  expect(
    screen.getByText(
      "We're sorry, but something unexpected happened. Please try refreshing the page.",
    ),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Refresh Page' }));
  expect(reload).toHaveBeenCalledTimes(1);
  vi.unstubAllGlobals();
});

test('a page that throws while rendering shows the error screen and keeps the header', async () => {
  const { createMemoryRouter, RouterProvider } = await import('react-router');
  const { buildRoutes } = await import('../app/routes');
  const { AppProviders } = await import('../app/providers');
  const { RemotesProvider } = await import('../features/remotes/remote-runtime-context');
  const { testRemoteRuntime } = await import('../test/test-runtime');
  function Broken(): never {
    throw new Error('boom');
  }
  const router = createMemoryRouter(buildRoutes([{ path: 'broken', element: <Broken /> }]), {
    initialEntries: ['/broken'],
  });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.mocked(console.error).mockImplementation(() => {}); // React reports the thrown error; expected here
  render(
    <AppProviders>
      <RemotesProvider runtime={testRemoteRuntime()} sections={[]} widgets={[]}>
        <RouterProvider router={router} />
      </RemotesProvider>
    </AppProviders>,
  );

  expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  expect(screen.getByRole('banner')).toBeInTheDocument();
});
