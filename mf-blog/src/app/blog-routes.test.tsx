import { act, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { siteConfig } from '@tla/federated/site-config';
import { parseRemoteComponentModule } from '@tla/platform/contracts/remote-module';
import { renderRoute } from '../test/render-route';
import BlogRoutes from './blog-routes';
import * as latestPostsModule from './latest-posts';
import * as blogRoutesModule from './blog-routes';

test.each([
  ['/blog', 'Blog'],
  ['/blog?category=liquidity', 'Liquidity Articles'],
  ['/blog/spl-token-developer-guide', "The Developer's Guide to SPL Tokens: CLI, Token-2022 and Metadata"],
  ['/blog/editor', 'Create New Blog Post'],
  ['/blog/editor/spl-token-developer-guide', 'Edit Blog Post'],
  ['/blog/a/b', 'Page not found'],
])('%s shows "%s"', async (path, heading) => {
  // Each page's code loads on demand: an awaited act lets the suspended render finish.
  await act(async () => renderRoute(<BlogRoutes />, path));
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
});

test.each([
  ['/blog', '/blog/og/index.png'],
  ['/blog/spl-token-developer-guide', '/blog/og/spl-token-developer-guide.png'],
])('%s names its social card %s', async (path, card) => {
  await act(async () => renderRoute(<BlogRoutes />, path));
  await screen.findByRole('heading', { level: 1 });
  const image = document.head.querySelector('meta[property="og:image"]')?.getAttribute('content');
  expect(image).toBe(`${siteConfig.origin}${card}`);
});

test('both exposed modules default-export a component, as the shell checks', () => {
  expect(() => parseRemoteComponentModule(blogRoutesModule)).not.toThrow();
  expect(() => parseRemoteComponentModule(latestPostsModule)).not.toThrow();
});
