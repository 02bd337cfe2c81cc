import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation, useNavigate } from 'react-router';
import { ModuleLoadError } from '@tla/platform/islands/lazy-modules';
import { useRouterContexts } from '@tla/platform/islands/router-bridge';
import { afterEach, expect, test, vi } from 'vitest';
import type { MountOptions } from './island-controller';
import { islandRootsOf, type ShellView } from './mount-island-root';

function ReadsView({ onView }: { onView: (view: ShellView) => void }) {
  const view = { navigate: useNavigate(), contexts: useRouterContexts(), queryClient };
  useEffect(() => {
    onView(view);
  });
  return null;
}

const queryClient = new QueryClient();

/** The shell's view where an island sits, at `path`, as RemoteIsland reads it. */
async function shellViewAt(path: string): Promise<ShellView> {
  let view: ShellView | undefined;
  const element = (
    <ReadsView
      onView={(seen) => {
        view = seen;
      }}
    />
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  await act(async () => render(<RouterProvider router={router} />));
  if (!view) throw new Error('the router did not render');
  return view;
}

function Where() {
  return <h1>At {useLocation().pathname}</h1>;
}

const mountOptions = (overrides: Partial<MountOptions> = {}): MountOptions => ({
  hydrate: false,
  onMount: vi.fn(),
  onRecoverableError: vi.fn(),
  onUncaughtError: vi.fn(),
  ...overrides,
});

const mount = islandRootsOf({ remote: 'mf_blog', module: 'blog-routes' });

afterEach(() => vi.useRealTimers());

test('a root rendered afresh shows the page with the shell’s router, then follows the shell', async () => {
  const element = document.createElement('div');
  document.body.append(element);
  const onMount = vi.fn();
  const view = await shellViewAt('/blog');
  const root = await act(async () =>
    mount(element, { default: Where }, view, mountOptions({ onMount })),
  );
  expect(screen.getByRole('heading', { name: 'At /blog' })).toBeInTheDocument();
  expect(onMount).toHaveBeenCalledTimes(1);

  const next = await shellViewAt('/blog/first-post');
  await act(async () => root.render(next));
  expect(screen.getByRole('heading', { name: 'At /blog/first-post' })).toBeInTheDocument();
  element.remove();
});

test('unmounting waits for the render in progress to end', async () => {
  vi.useFakeTimers();
  const element = document.createElement('div');
  document.body.append(element);
  const view = await shellViewAt('/blog');
  const root = await act(async () => mount(element, { default: Where }, view, mountOptions()));
  root.unmount();
  expect(screen.getByRole('heading', { name: 'At /blog' })).toBeInTheDocument();

  await act(async () => vi.runAllTimers());
  expect(screen.queryByRole('heading', { name: 'At /blog' })).not.toBeInTheDocument();
  element.remove();
});

test('an error the root cannot recover from says whether code failed to load or crashed', async () => {
  const onUncaughtError = vi.fn();
  const missing = new ModuleLoadError('./pages/list.tsx', new TypeError('Failed to fetch'));
  const crash = new TypeError("Cannot read properties of undefined (reading 'title')");
  const view = await shellViewAt('/blog');
  for (const error of [missing, crash]) {
    const Throws = (): never => {
      throw error;
    };
    // Not inside act: act would rethrow the error itself, before the root can report it.
    mount(
      document.createElement('div'),
      { default: Throws },
      view,
      mountOptions({ onUncaughtError }),
    );
    await vi.waitFor(() =>
      expect(onUncaughtError).toHaveBeenLastCalledWith(error, expect.anything()),
    );
  }
  expect(onUncaughtError.mock.calls).toEqual([
    [missing, true],
    [crash, false],
  ]);
});
