import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { createQueryClient } from '@tla/shared-ui/lib/query-client';
import { beforeEach, expect, test, vi } from 'vitest';
import type { RemoteComponentModule } from '@tla/platform/contracts/remote-module';
import { RemoteSlot } from './remote-slot';
import { testSections } from '../../test/section-table';
import { lazyPages } from '@tla/platform/islands/lazy-modules';
import { testRemoteRuntime, type TestRemoteRuntime } from '../../test/test-runtime';
import { RemotesProvider } from './remote-runtime-context';

let runtime: TestRemoteRuntime;
let load: TestRemoteRuntime['loadComponent'];

function deferred() {
  let resolve: (value: RemoteComponentModule) => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<RemoteComponentModule>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const blogModule: RemoteComponentModule = { default: () => <h1>Blog</h1> };

beforeEach(() => {
  runtime = testRemoteRuntime();
  load = runtime.loadComponent;
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

/** Render inside act, so React sees the module load settle the way a browser would. */
async function renderSlot() {
  return act(async () =>
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RemotesProvider runtime={runtime} sections={[testSections.blog]} widgets={[]}>
          <RouterProvider
            router={createMemoryRouter(
              [{ path: '/blog/*', element: <RemoteSlot section={testSections.blog} /> }],
              {
                initialEntries: ['/blog'],
              },
            )}
          />
        </RemotesProvider>
      </QueryClientProvider>,
    ),
  );
}

test('shows a spinner while the remote loads, then the section', async () => {
  const pending = deferred();
  load.mockReturnValue(pending.promise);
  await renderSlot();

  expect(screen.getByRole('status')).toHaveTextContent('Loading Blog');

  await act(async () => pending.resolve(blogModule));
  expect(await screen.findByRole('heading', { name: 'Blog' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('a remote that is down shows a message in its section, and Retry loads it again', async () => {
  const user = userEvent.setup();
  // Like the real loader: one promise per attempt; the first attempt fails, the retry succeeds.
  const failed = Promise.reject(new Error('Failed to load script resources'));
  failed.catch(() => {});
  const recovered = Promise.resolve(blogModule);
  load.mockImplementation((_section, attempt = 0) => (attempt === 0 ? failed : recovered));
  vi.mocked(console.error).mockImplementation(() => {}); // React logs the caught error
  await renderSlot();

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Blog is temporarily unavailable');
  expect(load).toHaveBeenLastCalledWith(testSections.blog, 0);

  await act(() => user.click(screen.getByRole('button', { name: 'Retry' })));

  expect(await screen.findByRole('heading', { name: 'Blog' })).toBeInTheDocument();
  expect(load).toHaveBeenLastCalledWith(testSections.blog, 1);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a remote that stays down keeps offering Retry', async () => {
  const user = userEvent.setup();
  const failed = Promise.reject(new Error('offline'));
  failed.catch(() => {});
  load.mockReturnValue(failed);
  vi.mocked(console.error).mockImplementation(() => {});
  await renderSlot();

  await screen.findByRole('alert');
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Blog is temporarily unavailable');
  expect(load).toHaveBeenCalledWith(testSections.blog, 1);
});

test('a section that breaks after it loaded (a page that failed to load) shows the message, and Retry brings it back', async () => {
  const user = userEvent.setup();
  // A page of the section whose chunk does not arrive, through the islands' own page loader.
  const PageThatFailedToLoad = lazyPages({
    './pages/list.tsx': () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
  })('./pages/list.tsx');
  load.mockImplementation((_section, attempt = 0) =>
    Promise.resolve(attempt === 0 ? { default: PageThatFailedToLoad } : blogModule),
  );
  vi.mocked(console.error).mockImplementation(() => {});
  // Not inside act: act would rethrow the island's error itself, before its root can report it.
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RemotesProvider runtime={runtime} sections={[testSections.blog]} widgets={[]}>
        <RouterProvider
          router={createMemoryRouter(
            [{ path: '/blog/*', element: <RemoteSlot section={testSections.blog} /> }],
            { initialEntries: ['/blog'] },
          )}
        />
      </RemotesProvider>
    </QueryClientProvider>,
  );

  expect(await screen.findByRole('alert')).toHaveTextContent('Blog is temporarily unavailable');
  await act(() => user.click(screen.getByRole('button', { name: 'Retry' })));
  expect(await screen.findByRole('heading', { name: 'Blog' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a page that crashes while rendering shows the error screen inside its section, whose Refresh Page reloads', async () => {
  const user = userEvent.setup();
  const reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
  function PageThatCrashes(): never {
    throw new TypeError("Cannot read properties of undefined (reading 'title')");
  }
  load.mockResolvedValue({ default: PageThatCrashes });
  vi.mocked(console.error).mockImplementation(() => {});
  // The frame around the section keeps working: a link outside it still navigates.
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <Link to="/about">About</Link>
            <Outlet />
          </>
        ),
        children: [
          { path: 'blog/*', element: <RemoteSlot section={testSections.blog} /> },
          { path: 'about', element: <h1>About</h1> },
        ],
      },
    ],
    { initialEntries: ['/blog'] },
  );
  // Not inside act: act would rethrow the island's error itself, before its root can report it.
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RemotesProvider runtime={runtime} sections={[testSections.blog]} widgets={[]}>
        <RouterProvider router={router} />
      </RemotesProvider>
    </QueryClientProvider>,
  );

  const screenOfError = await screen.findByRole('alert');
  expect(screenOfError).toHaveTextContent('Something went wrong');
  expect(screenOfError).toHaveTextContent(
    "We're sorry, but something unexpected happened. Please try refreshing the page.",
  );
  expect(screenOfError).not.toHaveTextContent('temporarily unavailable');
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Refresh Page' }));
  expect(reload).toHaveBeenCalledTimes(1);

  await user.click(screen.getByRole('link', { name: 'About' }));
  expect(await screen.findByRole('heading', { name: 'About' })).toBeInTheDocument();
  vi.unstubAllGlobals();
});
