import { act, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '@tla/shared-ui/lib/query-client';
import { afterEach, expect, test, vi } from 'vitest';
import { RemoteIsland } from './remote-island';
import { collectPrerenderedIslands, ServerIslandsContext } from './server-islands';
import { testSections } from '../../test/section-table';
import { testRemoteRuntime } from '../../test/test-runtime';
import type { RemoteComponentModule } from '@tla/platform/contracts/remote-module';
import type { RemoteRuntime } from '@tla/platform/runtime/remote-runtime';
import { RemotesProvider } from './remote-runtime-context';

/** The section's own code is still on its way in every test here. */
const runtime = testRemoteRuntime();

const section = testSections.blog;
const buildId = 'blog-build-1';
const BlogList = () => <h1>Latest posts</h1>;

/** Stands for any part of the page that suspends the first time it hydrates (a lazy route, a `use`). */
let pending: Promise<void> | undefined;
function SuspendsOnce() {
  if (pending) throw pending;
  return <p>Beside the section</p>;
}

function page(frame: ReactNode, path: string, remotes: RemoteRuntime = runtime) {
  const router = createMemoryRouter([{ path: '*', element: frame }], { initialEntries: [path] });
  return (
    <QueryClientProvider client={createQueryClient()}>
      <RemotesProvider runtime={remotes} sections={[section]} widgets={[]}>
        <RouterProvider router={router} />
      </RemotesProvider>
    </QueryClientProvider>
  );
}

const frame = (
  <Suspense fallback={<p>Loading the page</p>}>
    <RemoteIsland
      section={section}
      loading={<p role="status">Loading Blog</p>}
      unavailable={() => null}
    />
    <SuspendsOnce />
  </Suspense>
);

/** The HTML compose writes: the shell's page with the remote's fragment in its island. */
function serverHtml(path: string): string {
  const fragment = { html: renderToString(<BlogList />), buildId };
  const server = {
    lookup: () => fragment,
    onMissing: () => {},
  };
  return renderToString(
    <ServerIslandsContext.Provider value={server}>
      {page(frame, path)}
    </ServerIslandsContext.Provider>,
  );
}

afterEach(() => {
  document.body.replaceChildren();
  pending = undefined;
});

test('a hydration that React throws away and starts again still keeps the section prerendered', async () => {
  // The section's own code is still on its way: what is on screen is the shell's hydration alone.
  const root = document.createElement('div');
  root.innerHTML = serverHtml('/blog');
  document.body.append(root);
  const heading = screen.getByRole('heading', { name: 'Latest posts' });
  collectPrerenderedIslands(root, { pathname: '/blog', search: '' });

  let resume = () => {};
  pending = new Promise<void>((resolve) => {
    resume = () => {
      pending = undefined;
      resolve();
    };
  });
  const recovered = vi.fn();
  await act(async () => {
    hydrateRoot(root, page(frame, '/blog'), { onRecoverableError: recovered });
  });
  // The first attempt rendered the island, then its sibling suspended: React retries the whole
  // boundary once the sibling's data is there.
  await act(async () => resume());

  expect(await screen.findByText('Beside the section')).toBeInTheDocument();
  expect(recovered).not.toHaveBeenCalled();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  // Hydrated in place: the very element the server sent.
  expect(screen.getByRole('heading', { name: 'Latest posts' })).toBe(heading);
});

test('the HTML of one page is not hydrated into another path (the reader moved on before it hydrated)', async () => {
  const root = document.createElement('div');
  root.innerHTML = serverHtml('/blog');
  collectPrerenderedIslands(root, { pathname: '/blog', search: '' });

  const elsewhere = document.createElement('div');
  document.body.append(elsewhere);
  await act(async () => createRoot(elsewhere).render(page(frame, '/blog/another-post')));

  expect(screen.getByRole('status')).toHaveTextContent('Loading Blog');
  expect(screen.queryByRole('heading', { name: 'Latest posts' })).not.toBeInTheDocument();
});

test('once on screen, the prerendered HTML is used up: the next visit to the section renders it afresh', async () => {
  const root = document.createElement('div');
  root.innerHTML = serverHtml('/blog');
  document.body.append(root);
  collectPrerenderedIslands(root, { pathname: '/blog', search: '' });
  const hydrated = await act(async () => hydrateRoot(root, page(frame, '/blog')));
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  await act(async () => hydrated.unmount());

  await act(async () => createRoot(root).render(page(frame, '/blog')));
  expect(screen.getByRole('status')).toHaveTextContent('Loading Blog');
});

/** A runtime that fetched the blog's page ahead, its code arriving when the test says. */
function runtimeWithPageFetchedAhead() {
  const remotes = testRemoteRuntime();
  remotes.fetchedFragment.mockReturnValue({ html: renderToString(<BlogList />), buildId });
  let arrive = () => {};
  const code = new Promise<RemoteComponentModule>((resolve) => {
    arrive = () =>
      resolve({
        // The reader's own post, which the build's HTML cannot have.
        default: () => (
          <>
            <h1>Latest posts</h1>
            <p>Your draft: My first token</p>
          </>
        ),
        buildId,
      });
  });
  remotes.loadComponent.mockReturnValue(code);
  return { remotes, arrive };
}

test('a page whose HTML was fetched ahead shows it at once, then its code renders it afresh', async () => {
  const { remotes, arrive } = runtimeWithPageFetchedAhead();
  const container = document.createElement('div');
  document.body.append(container);
  const recovered = vi.fn();
  await act(async () =>
    createRoot(container, { onRecoverableError: recovered }).render(page(frame, '/blog', remotes)),
  );

  expect(screen.getByRole('heading', { name: 'Latest posts' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(remotes.fetchedFragment).toHaveBeenCalledWith(section, '/blog');

  await act(async () => arrive());
  // Rendered afresh, not hydrated: what only the reader's browser knows is there, and nothing was
  // thrown away as a mismatch.
  expect(await screen.findByText('Your draft: My first token')).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { name: 'Latest posts' })).toHaveLength(1);
  expect(recovered).not.toHaveBeenCalled();
});

test('with search params the HTML fetched ahead (made for the bare path) is not shown', async () => {
  const { remotes } = runtimeWithPageFetchedAhead();
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () =>
    createRoot(container).render(page(frame, '/blog?category=tokenomics', remotes)),
  );

  expect(screen.getByRole('status')).toHaveTextContent('Loading Blog');
  expect(screen.queryByRole('heading', { name: 'Latest posts' })).not.toBeInTheDocument();
});
