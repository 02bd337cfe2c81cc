// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { Outlet, redirect, useParams } from 'react-router';
import { expect, test } from 'vitest';
import { staticRouterAt } from './static-router';

function Post() {
  return <h1>Post {useParams().slug}</h1>;
}

const routes = [
  {
    path: '/',
    element: (
      <main>
        <Outlet />
      </main>
    ),
    children: [
      { path: 'blog/:slug', element: <Post /> },
      { path: 'old-blog', loader: () => redirect('/blog') },
    ],
  },
];

test('renders the route table at the path', async () => {
  expect(renderToString(await staticRouterAt(routes, '/blog/launch-day'))).toBe(
    '<main><h1>Post <!-- -->launch-day</h1></main>',
  );
});

test('a path that redirects has no page to prerender', async () => {
  await expect(staticRouterAt(routes, '/old-blog')).rejects.toThrow(
    '/old-blog answered a redirect during prerender',
  );
});
