import type { ReactNode } from 'react';
import { act, render, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
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
