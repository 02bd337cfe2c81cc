import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { act, render, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import {
  createMemoryRouter,
  createStaticHandler,
  createStaticRouter,
  RouterProvider,
  StaticRouterProvider,
  useLocation,
  type RouteObject,
} from 'react-router';
import type { BlogPost } from '../features/posts/data/schemas';
import { POSTS_STORAGE_KEY } from '../features/posts/model/stored-posts';

/** Shows where the router is, so tests read the address like a reader reads the page. */
function Landing({ name }: { name: string }) {
  const location = useLocation();
  return (
    <h1>
      {name} {location.pathname}
      {location.search}
    </h1>
  );
}

/**
 * Renders an element at `path` in a data router (the shell's kind, so blockers work), on the route
 * `pattern`. /not-found and any other address show a landing heading.
 */
export function renderRoute(element: ReactNode, path: string, pattern = '/blog/*') {
  const router = createMemoryRouter(
    [
      { path: pattern, element },
      { path: '/not-found', element: <Landing name="Not found" /> },
      { path: '*', element: <Landing name="Elsewhere" /> },
    ],
    { initialEntries: [path] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}

/**
 * renderRoute in an awaited act, then waited for: for a page that suspends until a chunk has loaded
 * (a built-in post's body, the built-in posts' markdown for a search).
 */
export async function renderRouteLoaded(element: ReactNode, path: string, pattern?: string) {
  let rendered: ReturnType<typeof renderRoute> | undefined;
  await act(async () => {
    rendered = renderRoute(element, path, pattern);
  });
  if (!rendered) throw new Error('not rendered');
  const { container } = rendered;
  // The chunk is compiled on its first import (markdown, glossary, git dates): on a loaded machine
  // that takes longer than waitFor's default second.
  await waitFor(() => expect(container).not.toBeEmptyDOMElement(), { timeout: 10_000 });
  return rendered;
}

/**
 * The HTML the prerender writes for `path` with `routes`, `element` being the page at `pattern`. The
 * prerender waits for the page's files; they are read once here first, so the synchronous render
 * finds them read, as the prerender's does.
 */
export async function prerenderedHtml(routes: RouteObject[], element: ReactNode, path: string, pattern: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error('unexpected redirect');
  (await renderRouteLoaded(element, path, pattern)).unmount();
  return renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />);
}

/** What the reader's browser holds: their own posts under the store's key. */
export function storeUserPosts(posts: unknown[]): void {
  window.localStorage.setItem(POSTS_STORAGE_KEY, JSON.stringify(posts));
}

export function userPost(overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    id: 100,
    title: 'My launch diary',
    slug: 'my-launch-diary',
    excerpt: 'Notes from launch week.',
    content: '## Day one\n\nCreated the mint on devnet.',
    categoryId: 4,
    featuredImage: null,
    publishedAt: '2026-01-10T08:00:00.000Z',
    readTime: 3,
    ...overrides,
  };
}
