import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { expect, test, vi } from 'vitest';
import { QueryClient } from '@tla/federated/query';
import { IslandRoot } from './island-root';
import { useRouterContexts } from './router-bridge';
import {
  isModuleLoadError,
  lazyModules,
  lazyPages,
  LazyModulesContext,
  ModuleLoadError,
  type ModuleLoaders,
} from './lazy-modules';

/** A page module that arrives when the test says so. */
function deferredPage(heading: string) {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const load = vi.fn(async () => {
    await arrived;
    return { default: () => <h1>{heading}</h1> };
  });
  return { load, arrive };
}

type IslandProps = { children: ReactNode; onMount: () => void; renderedAfresh?: boolean };

function Island({ children, onMount, renderedAfresh }: IslandProps) {
  return (
    <IslandRoot
      contexts={useRouterContexts()}
      queryClient={new QueryClient()}
      onMount={onMount}
      renderedAfresh={renderedAfresh}
    >
      {children}
    </IslandRoot>
  );
}

test('a page loads only when it renders, with a spinner until its code is there', async () => {
  const guide = deferredPage('The guide');
  const other = deferredPage('Another page');
  const page = lazyPages({ './pages/guide.tsx': guide.load, './pages/other.tsx': other.load });
  const Guide = page('./pages/guide.tsx');
  page('./pages/other.tsx');
  const onMount = vi.fn();

  // Awaited acts: a lazily loaded page suspends the render until its code has arrived.
  await act(async () =>
    render(
      <MemoryRouter>
        <Island onMount={onMount}>
          <Guide />
        </Island>
      </MemoryRouter>,
    ),
  );
  expect(screen.getByRole('status')).toHaveTextContent('Loading page');
  expect(onMount).not.toHaveBeenCalled();

  await act(async () => guide.arrive());
  expect(await screen.findByRole('heading', { name: 'The guide' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  // The island counts as mounted only once its page is in place.
  expect(onMount).toHaveBeenCalledTimes(1);
  expect(other.load).not.toHaveBeenCalled();
});

test('an island rendered afresh shows nothing until its page’s code is there, then the page, with no spinner', async () => {
  const guide = deferredPage('The guide');
  const Guide = lazyPages({ './pages/guide.tsx': guide.load })('./pages/guide.tsx');
  const onMount = vi.fn();

  await act(async () =>
    render(
      <MemoryRouter>
        <Island onMount={onMount} renderedAfresh>
          <Guide />
        </Island>
      </MemoryRouter>,
    ),
  );
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  expect(onMount).not.toHaveBeenCalled();

  await act(async () => guide.arrive());
  expect(await screen.findByRole('heading', { name: 'The guide' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(onMount).toHaveBeenCalledTimes(1);
});

test('a prerender learns which pages a render used', async () => {
  const modules: ModuleLoaders = {
    './pages/list.tsx': async () => ({ default: () => <h1>List</h1> }),
    './pages/post.tsx': async () => ({ default: () => <h1>Post</h1> }),
  };
  const page = lazyPages(modules);
  const Post = page('./pages/post.tsx');
  page('./pages/list.tsx');
  const used = new Set<string>();

  await act(async () =>
    render(
      <LazyModulesContext value={used}>
        <Post />
      </LazyModulesContext>,
    ),
  );
  expect(await screen.findByRole('heading', { name: 'Post' })).toBeInTheDocument();
  expect([...used]).toEqual(['./pages/post.tsx']);
});

test('asking for a page that is not in the glob fails at once, naming the pages there are', () => {
  const page = lazyPages({ './pages/list.tsx': async () => ({ default: () => null }) });
  expect(() => page('./pages/lsit.tsx')).toThrow(
    'No module ./pages/lsit.tsx; found ./pages/list.tsx',
  );
});

test('a text one page needs loads when that page renders, once, parsed, and a prerender records it', async () => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const load = vi.fn(async () => {
    await arrived;
    return '  The whole guide.  ';
  });
  const useText = lazyModules({ '../content/guide.md': load }, (value) => String(value).trim());
  function Guide() {
    return <p>{useText('../content/guide.md')}</p>;
  }
  const used = new Set<string>();
  // Awaited acts: reading the text suspends the render until it has arrived.
  const view = await act(async () =>
    render(
      <LazyModulesContext value={used}>
        <Suspense fallback={<p>Loading the guide</p>}>
          <Guide />
        </Suspense>
      </LazyModulesContext>,
    ),
  );
  expect(screen.getByText('Loading the guide')).toBeInTheDocument();
  await act(async () => arrive());
  expect(await screen.findByText('The whole guide.')).toBeInTheDocument();
  view.unmount();

  await act(async () =>
    render(
      <Suspense fallback={null}>
        <Guide />
      </Suspense>,
    ),
  );
  expect(screen.getByText('The whole guide.')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
  expect([...used]).toEqual(['../content/guide.md']);
});

test('a page whose code failed to load is loaded again when its island is mounted anew (Retry)', async () => {
  const load = vi
    .fn<() => Promise<unknown>>()
    .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
    .mockResolvedValue({ default: () => <h1>The guide</h1> });
  const Guide = lazyPages({ './pages/guide.tsx': load })('./pages/guide.tsx');
  vi.mocked(console.error).mockImplementation(() => {}); // React reports the caught error
  function Section() {
    const [attempt, setAttempt] = useState(0);
    const retry = (
      <button type="button" onClick={() => setAttempt(attempt + 1)}>
        Retry
      </button>
    );
    return (
      <ErrorBoundary key={attempt} fallback={retry}>
        <Island onMount={() => {}}>
          <Guide />
        </Island>
      </ErrorBoundary>
    );
  }

  await act(async () =>
    render(
      <MemoryRouter>
        <Section />
      </MemoryRouter>,
    ),
  );
  const retry = await screen.findByRole('button', { name: 'Retry' });
  expect(load).toHaveBeenCalledTimes(1);
  await act(async () => retry.click());
  expect(await screen.findByRole('heading', { name: 'The guide' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

/** The smallest error boundary: what the shell shows for a section that failed. */
class ErrorBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

test('a module that does not arrive is reported as a load failure, one that breaks is not', () => {
  const failed = new ModuleLoadError('./pages/guide.tsx', new TypeError('Failed to fetch'));
  expect(isModuleLoadError(failed)).toBe(true);
  expect(failed.message).toBe('./pages/guide.tsx could not be loaded');
  // Another bundle's copy of the class (each remote bundles this module) is recognised by name.
  const fromAnotherBundle = Object.assign(new Error('x'), { name: 'ModuleLoadError' });
  expect(isModuleLoadError(fromAnotherBundle)).toBe(true);
  expect(isModuleLoadError(new TypeError('Cannot read properties of undefined'))).toBe(false);
});
