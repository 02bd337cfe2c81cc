import type { ComponentProps } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { act, screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import type * as ArticleModule from '@tla/shared-ui/markdown/article';
import { prerenderedHtml } from '../../../test/render-route';
import { PostPage } from './post-page';

// Counts the renders of the post's text, the page's largest part.
const articleRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@tla/shared-ui/markdown/article', async (importOriginal) => {
  const actual = await importOriginal<typeof ArticleModule>();
  function CountedArticle(props: ComponentProps<typeof actual.Article>) {
    articleRenders.count += 1;
    return <actual.Article {...props} />;
  }
  return { ...actual, Article: CountedArticle };
});

test('a built-in post hydrates without rendering its text again, for a reader with no posts of their own', async () => {
  const slug = 'spl-token-developer-guide';
  const routes = [{ path: '/blog/:slug', element: <PostPage /> }];
  const html = await prerenderedHtml(routes, <PostPage />, `/blog/${slug}`, '/blog/:slug');

  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  articleRenders.count = 0;
  const router = createMemoryRouter(routes, { initialEntries: [`/blog/${slug}`] });
  const root = await act(async () => hydrateRoot(container, <RouterProvider router={router} />));
  expect(screen.getByRole('heading', { level: 1, name: /SPL Token/ })).toBeInTheDocument();
  // What the page reads in the browser (the reader's posts, none) is what the prerender read.
  expect(articleRenders.count).toBe(1);
  act(() => root.unmount());
  container.remove();
});
