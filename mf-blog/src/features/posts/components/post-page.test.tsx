import { hydrateRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { act, screen, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import path from 'node:path';
import { siteConfig } from '@tla/federated/site-config';
import { committedDates } from '@tla/platform/build-tools/content-dates';
import { formatCalendarDate } from '@tla/shared-ui/lib/format';
import { DEFAULT_OG_IMAGE, DEFAULT_OG_IMAGE_ALT } from '@tla/shared-ui/components/page-meta';
import { BREAKS_THE_RENDERER } from '../../../test/breaking-renderer';
import { prerenderedHtml, renderRouteLoaded, storeUserPosts, userPost } from '../../../test/render-route';
import { PostPage } from './post-page';

vi.mock('@tla/shared-ui/markdown/compile-markdown', async (importOriginal) =>
  (await import('../../../test/breaking-renderer')).breakingRenderer(await importOriginal()),
);

/** A built-in post's body suspends until its chunk has loaded. */
const renderPost = (slug: string, element = <PostPage />) => renderRouteLoaded(element, `/blog/${slug}`, '/blog/:slug');

function metaContent(property: string): string[] {
  return [...document.head.querySelectorAll(`meta[property="${property}"]`)].map((meta) => meta.getAttribute('content') ?? '');
}

test('a built-in post: breadcrumbs, title, plain badge, date, read time, image, body and the partner card', async () => {
  await renderPost('adding-liquidity-to-your-solana-token');
  const title = 'Adding Liquidity to Your Solana Token: Raydium Pools Explained';
  const trail = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
  expect(trail.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
  expect(trail.getByText(title)).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getByText('Liquidity')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Liquidity' })).not.toBeInTheDocument();
  expect(screen.getByText('May 15, 2025')).toHaveAttribute('datetime', '2025-05-15');
  expect(screen.getByText('8 min read')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: title })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'What a liquidity pool is' })).toBeInTheDocument();
  expect(screen.getAllByRole('table').length).toBeGreaterThan(0);
  const cta = screen.getByRole('complementary', { name: 'Ready to Create Your Solana Token?' });
  expect(within(cta).getByRole('link', { name: /Create Your Token Now/ })).toHaveAttribute('target', '_blank');
});

test('article metadata: og type article, published time and the category as a tag', async () => {
  await renderPost('marketing-your-meme-coin-launch');
  expect(document.title).toBe('Marketing Your Meme Coin: A Launch Plan That Builds Trust | Token Launch Academy');
  expect(metaContent('og:type')).toEqual(['article']);
  expect(metaContent('article:published_time')).toEqual(['2025-05-17']);
  expect(metaContent('article:tag')).toEqual(['Marketing']);
});

test('a built-in post shows when its text was last changed, from its file’s last commit', async () => {
  const slug = 'tokenomics-principles-for-solana-tokens';
  const dates = committedDates(path.join(import.meta.dirname, `../content/${slug}.md`));
  await renderPost(slug);
  expect(metaContent('article:published_time')).toEqual(['2025-05-13']);
  expect(metaContent('article:modified_time')).toEqual(dates ? [dates.updatedAt] : []);
  const header = within(screen.getByRole('heading', { level: 1 }).closest('header') ?? document.body);
  // The text was committed after its publish date, so the line shows whenever git knows the file.
  if (dates && dates.updatedAt > '2025-05-13') {
    expect(header.getByText(/^Last updated/)).toHaveTextContent(`Last updated ${formatCalendarDate(dates.updatedAt)}`);
    expect(header.getByText(formatCalendarDate(dates.updatedAt))).toHaveAttribute('datetime', dates.updatedAt);
  } else expect(header.queryByText(/^Last updated/)).not.toBeInTheDocument();
});

test('a reader’s post edited on a later day says when; its modified time is the edit', async () => {
  storeUserPosts([
    userPost({ publishedAt: '2026-01-10T08:00:00.000Z', updatedAt: '2026-02-03T12:00:00.000Z' }),
    userPost({ id: 101, slug: 'same-day', publishedAt: '2026-01-10T08:00:00.000Z', updatedAt: '2026-01-10T09:00:00.000Z' }),
  ]);
  const { unmount } = await renderRouteLoaded(<PostPage />, '/blog/my-launch-diary', '/blog/:slug');
  expect(screen.getByText(/^Last updated/)).toHaveTextContent('Last updated February 3, 2026');
  expect(metaContent('article:modified_time')).toEqual(['2026-02-03T12:00:00.000Z']);
  unmount();

  await renderRouteLoaded(<PostPage />, '/blog/same-day', '/blog/:slug');
  expect(screen.getByRole('heading', { level: 1, name: 'My launch diary' })).toBeInTheDocument();
  expect(screen.queryByText(/^Last updated/)).not.toBeInTheDocument();
  expect(metaContent('article:modified_time')).toEqual(['2026-01-10T09:00:00.000Z']);
});

test('a reader’s post saved before posts had an update date: no line, no modified time', async () => {
  storeUserPosts([userPost()]);
  await renderRouteLoaded(<PostPage />, '/blog/my-launch-diary', '/blog/:slug');
  expect(screen.getByRole('heading', { level: 1, name: 'My launch diary' })).toBeInTheDocument();
  expect(screen.queryByText(/^Last updated/)).not.toBeInTheDocument();
  expect(metaContent('article:modified_time')).toEqual([]);
});

const cardImage = (slug: string) => `/blog/og/${slug}.png`;

test('a built-in post names its own social card, absolute, with its title as the text', async () => {
  await renderPost('spl-token-developer-guide', <PostPage cardImage={cardImage} />);
  expect(metaContent('og:image')).toEqual([`${siteConfig.origin}/blog/og/spl-token-developer-guide.png`]);
  expect(metaContent('og:image:width')).toEqual(['1200']);
  expect(metaContent('og:image:height')).toEqual(['630']);
  expect(metaContent('og:image:alt')).toEqual([
    "The Developer's Guide to SPL Tokens: CLI, Token-2022 and Metadata | Token Launch Academy",
  ]);
});

test('a reader’s own post keeps the default image: no card was made for it', async () => {
  storeUserPosts([userPost()]);
  await renderRouteLoaded(<PostPage cardImage={cardImage} />, '/blog/my-launch-diary', '/blog/:slug');
  expect(screen.getByRole('heading', { level: 1, name: 'My launch diary' })).toBeInTheDocument();
  expect(metaContent('og:image')).toEqual([`${siteConfig.origin}${DEFAULT_OG_IMAGE}`]);
  expect(metaContent('og:image:alt')).toEqual([DEFAULT_OG_IMAGE_ALT]);
});

test('a post titled like markup gets a page and structured data that keep the title as text', async () => {
  const title = '</script><script>alert(1)</script> & <b>launch</b>';
  storeUserPosts([userPost({ title })]);
  const { container } = await renderRouteLoaded(<PostPage cardImage={cardImage} />, '/blog/my-launch-diary', '/blog/:slug');
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  const blocks = [...container.querySelectorAll('script[type="application/ld+json"]')].map(
    (block): unknown => JSON.parse(block.textContent ?? ''),
  );
  expect(blocks).toContainEqual(
    expect.objectContaining({
      '@type': 'BlogPosting',
      headline: title,
      datePublished: '2026-01-10T08:00:00.000Z',
      url: `${siteConfig.origin}/blog/my-launch-diary`,
    }),
  );
  expect(blocks).toContainEqual(expect.objectContaining({ '@type': 'BreadcrumbList' }));
  expect(container.querySelectorAll('script:not([type="application/ld+json"])')).toHaveLength(0);
});

test('a missing slug leads to /not-found, replacing the history entry', async () => {
  const { router } = await renderPost('no-such-post');
  expect(await screen.findByRole('heading', { name: 'Not found /not-found' })).toBeInTheDocument();
  expect(router.state.historyAction).toBe('REPLACE');
});

test('a reader’s own post: shown with its read time, Uncategorized when its category is gone', async () => {
  storeUserPosts([userPost({ categoryId: 77 })]);
  await renderPost('my-launch-diary');
  expect(await screen.findByRole('heading', { level: 2, name: 'Day one' }, { timeout: 5_000 })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'My launch diary' })).toBeInTheDocument();
  expect(screen.getByText('3 min read')).toBeInTheDocument();
  expect(screen.getByText('Uncategorized')).toBeInTheDocument();
  expect(screen.getByText('January 10, 2026')).toBeInTheDocument();
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
});

test('a post’s body cannot run script: raw HTML is dropped and unsafe links are not links', async () => {
  storeUserPosts([
    userPost({ content: 'Click [x](javascript:alert(1)) now.\n\n<img src=x onerror=alert(1)>\n\n[safe](https://solana.com/docs)' }),
  ]);
  await renderPost('my-launch-diary');
  expect(await screen.findByRole('link', { name: /safe/ })).toHaveAttribute('href', 'https://solana.com/docs');
  expect(screen.getByText(/Click/)).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'x' })).not.toBeInTheDocument();
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
});

test('a reader’s post that cannot be rendered says so under its title, with the way to the editor', async () => {
  const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  storeUserPosts([userPost({ content: `Fish &amp; chips\n\n${BREAKS_THE_RENDERER}` })]);
  await renderPost('my-launch-diary');
  expect(await screen.findByRole('alert')).toHaveTextContent('This post could not be shown');
  expect(screen.getByRole('heading', { level: 1, name: 'My launch diary' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'open it in the editor' })).toHaveAttribute('href', '/blog/editor/my-launch-diary');
  expect(reported).toHaveBeenCalled();
});

/**
 * The prerender rule: the server HTML (built-in posts only) and the first client render agree, so
 * hydration is clean (a mismatch would log an error and fail the test); the reader's post follows.
 */
test('a reader’s post hydrates over prerendered HTML without a mismatch, then shows', async () => {
  const routes = [{ path: '/blog/:slug', element: <PostPage /> }, { path: '/not-found', element: <p>not found</p> }];
  // No built-in post has this slug: the prerender shows the page waiting for the reader's posts.
  const html = await prerenderedHtml(routes, <PostPage />, '/blog/my-launch-diary', '/blog/:slug');
  expect(html).toContain('Loading article');

  storeUserPosts([userPost()]);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const router = createMemoryRouter(routes, { initialEntries: ['/blog/my-launch-diary'] });
  await act(async () => {
    hydrateRoot(container, <RouterProvider router={router} />);
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'My launch diary' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/blog/my-launch-diary');
  container.remove();
});

test('a built-in post lists its sections, the posts before and after it, and related ones of its category', async () => {
  await renderPost('spl-token-developer-guide');
  const contents = screen.getByRole('navigation', { name: 'Contents' });
  const entries = within(contents).getAllByRole('link');
  expect(entries.length).toBeGreaterThan(2);
  for (const entry of entries) {
    const id = entry.getAttribute('href')?.slice(1) ?? '';
    expect(screen.getByRole('heading', { level: 2, name: entry.textContent ?? '' })).toHaveAttribute('id', id);
  }

  const more = screen.getByRole('navigation', { name: 'More posts' });
  expect(within(more).getByRole('link', { name: /Previous post/ })).toHaveAttribute('href', '/blog/how-to-create-a-meme-coin-on-solana');
  expect(within(more).getByRole('link', { name: /Next post/ })).toHaveAttribute('href', '/blog/create-solana-token-without-code-complete-guide');

  const related = screen.getByRole('region', { name: 'Related articles' });
  expect(within(related).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
    'How to Create a Meme Coin on Solana: The Complete Guide',
    'Introducing the Token Simulator: Plan Your Solana Launch Before You Spend a Lamport',
  ]);
});

test('the newest post leads back to the list where there is no next one, and a post alone in its category has no related ones', async () => {
  await renderPost('marketing-your-meme-coin-launch');
  const more = screen.getByRole('navigation', { name: 'More posts' });
  expect(within(more).getByRole('link', { name: /Previous post/ })).toHaveAttribute('href', '/blog/adding-liquidity-to-your-solana-token');
  expect(within(more).getByRole('link', { name: /All articles/ })).toHaveAttribute('href', '/blog');
  expect(screen.queryByRole('region', { name: 'Related articles' })).not.toBeInTheDocument();
});
