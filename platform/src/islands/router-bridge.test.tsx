// What the island runtime relies on in React Router: its UNSAFE_ contexts, read in one React root and
// provided again in another, carry the whole router. If an upgrade renames, adds or drops a context, or
// a hook starts reading something the bridge does not carry, one of these tests fails.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import * as reactRouter from 'react-router';
import {
  createMemoryRouter,
  Link,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
import { expect, test } from 'vitest';
import * as routerFacade from '@tla/federated/router';
import { RouterBridge, useRouterContexts, type RouterContexts } from './router-bridge';

/** The contexts router-bridge.tsx reads and provides again. */
const bridged = [
  'UNSAFE_DataRouterContext',
  'UNSAFE_DataRouterStateContext',
  'UNSAFE_FetchersContext',
  'UNSAFE_LocationContext',
  'UNSAFE_NavigationContext',
  'UNSAFE_RouteContext',
  'UNSAFE_ViewTransitionContext',
];
/** Context exports the bridge leaves out on purpose: framework mode (Vite plugin, SSR) only. */
const notBridged = ['UNSAFE_FrameworkContext'];

test('React Router exports exactly the contexts the bridge knows of, and the facade passes them on', () => {
  const exports: Record<string, unknown> = { ...reactRouter };
  const facade: Record<string, unknown> = { ...routerFacade };
  const contexts = Object.keys(exports).filter((name) => /^UNSAFE_\w*Context$/.test(name));
  // A new context may carry state an island needs: decide whether to bridge it, then list it here.
  expect(contexts.sort()).toEqual([...bridged, ...notBridged].sort());
  for (const name of bridged) {
    expect(exports[name], name).toHaveProperty('$$typeof', Symbol.for('react.context'));
    expect(facade[name], `@tla/federated/router re-exports ${name}`).toBe(exports[name]);
  }
});

function ReadContexts({ onRead }: { onRead: (contexts: RouterContexts) => void }) {
  onRead(useRouterContexts());
  return null;
}

test('RouterProvider sets every bridged context (none is left at its default)', () => {
  const read: Record<'outside' | 'inside', RouterContexts[]> = { outside: [], inside: [] };
  const router = createMemoryRouter([
    { path: '/', element: <ReadContexts onRead={(contexts) => read.inside.push(contexts)} /> },
  ]);
  render(
    <>
      <ReadContexts onRead={(contexts) => read.outside.push(contexts)} />
      <RouterProvider router={router} />
    </>,
  );
  const [outside] = read.outside;
  const [inside] = read.inside;
  expect(outside).toBeDefined();
  expect(inside).toBeDefined();
  for (const key of Object.keys(outside ?? {}) as (keyof RouterContexts)[]) {
    expect(inside?.[key], key).not.toBe(outside?.[key]);
  }
});

/**
 * A separate React root inside the outer router, as the shell mounts an island: the contexts read here
 * are provided again in the root on every render.
 */
function BridgedRoot({ children }: { children: ReactNode }) {
  const contexts = useRouterContexts();
  const container = useRef<HTMLDivElement>(null);
  const root = useRef<Root | undefined>(undefined);
  useEffect(() => {
    if (!container.current) return;
    const mounted = createRoot(container.current);
    root.current = mounted;
    return () => {
      root.current = undefined;
      // A root may not unmount while React renders the outer one.
      setTimeout(() => mounted.unmount(), 0);
    };
  }, []);
  useEffect(() => {
    root.current?.render(<RouterBridge contexts={contexts}>{children}</RouterBridge>);
  });
  return <div ref={container} />;
}

function Layout() {
  return (
    <>
      <nav>
        <Link to="/about">About</Link>
      </nav>
      <p>Outer location: {useLocation().pathname + useLocation().search}</p>
      <Outlet />
    </>
  );
}

function renderOuter(path: string, section: ReactNode) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Layout />,
        children: [
          { path: 'blog/*', element: <BridgedRoot>{section}</BridgedRoot> },
          { path: 'about', element: <h1>About</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function Post() {
  const { slug } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  return (
    <>
      <h1>Post {slug}</h1>
      <p>Highlight: {searchParams.get('highlight') ?? 'none'}</p>
      <button type="button" onClick={() => setSearchParams({ highlight: 'mint' })}>
        Highlight mint
      </button>
      <button type="button" onClick={() => navigate('..')}>
        Back to the list
      </button>
    </>
  );
}

/** The section's own routes, relative to where the outer router mounts it. */
function BlogSection() {
  return (
    <Routes>
      <Route index element={<Link to="first-post">Read the first post</Link>} />
      <Route path=":slug" element={<Post />} />
    </Routes>
  );
}

test('a Link clicked inside the bridged root navigates the outer data router', async () => {
  const user = userEvent.setup();
  const router = renderOuter('/blog', <BlogSection />);

  await user.click(await screen.findByRole('link', { name: 'Read the first post' }));

  expect(router.state.location.pathname).toBe('/blog/first-post');
  expect(screen.getByText('Outer location: /blog/first-post')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Post first-post' })).toBeInTheDocument();
});

test('params, search params, navigate and relative routes inside see the outer router', async () => {
  const user = userEvent.setup();
  const router = renderOuter('/blog/launch-day?highlight=supply', <BlogSection />);

  // Relative <Routes> match below the outer `blog/*`; useParams and useSearchParams read its state.
  expect(await screen.findByRole('heading', { name: 'Post launch-day' })).toBeInTheDocument();
  expect(screen.getByText('Highlight: supply')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Highlight mint' }));
  expect(router.state.location.search).toBe('?highlight=mint');
  expect(await screen.findByText('Highlight: mint')).toBeInTheDocument();

  // A relative navigate resolves against the outer route's match.
  await user.click(screen.getByRole('button', { name: 'Back to the list' }));
  expect(router.state.location.pathname).toBe('/blog');
  expect(await screen.findByRole('link', { name: 'Read the first post' })).toBeInTheDocument();
});

function UnsavedDraft() {
  const [dirty, setDirty] = useState(false);
  const blocker = useBlocker(dirty);
  return (
    <>
      <button type="button" onClick={() => setDirty(true)}>
        Edit draft
      </button>
      <p>Blocker: {blocker.state}</p>
      {blocker.state === 'blocked' ? (
        <button type="button" onClick={() => blocker.proceed()}>
          Leave anyway
        </button>
      ) : null}
    </>
  );
}

test('a blocker inside the bridged root holds the outer router until told to proceed', async () => {
  const user = userEvent.setup();
  const router = renderOuter('/blog', <UnsavedDraft />);

  await user.click(await screen.findByRole('button', { name: 'Edit draft' }));
  await user.click(screen.getByRole('link', { name: 'About' }));

  expect(await screen.findByText('Blocker: blocked')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/blog');

  await user.click(screen.getByRole('button', { name: 'Leave anyway' }));
  expect(await screen.findByRole('heading', { name: 'About' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/about');
  // Let the island's root unmount (deferred past the outer render) before the test ends.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
});
