import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { publishedSearchFiles } from '@tla/platform/test/published-search';
import { postsSearchIndex } from '../../../app/search-indexes';
import { blogMount, listPageRoutes } from '../../../config/blog-paths';
import { renderRouteLoaded, storeUserPosts, userPost } from '../../../test/render-route';
import { BlogListPage } from './blog-list-page';

/** The blog's search index as its build publishes it, answered by the site. */
const searchFiles = await publishedSearchFiles({ [blogMount]: postsSearchIndex() });
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) =>
      searchFiles[path] === undefined ? new Response('', { status: 404 }) : new Response(searchFiles[path]),
    ),
  );
  return () => vi.unstubAllGlobals();
});

/** The list at its own path and at each of its pages' paths, as the blog routes it. */
const list = (
  <Routes>
    <Route index element={<BlogListPage />} />
    {listPageRoutes.map((route) => (
      <Route key={route} path={route} element={<BlogListPage />} />
    ))}
  </Routes>
);
/** The list's posts arrive as the blog's published list pages. */
const renderList = (path = '/blog') => renderRouteLoaded(list, path);
/** A search waits for the index files its words need. */
const renderSearch = (path: string) => renderRouteLoaded(list, path);

const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Articles' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

/** 20 of the reader's posts plus the 7 built-in ones: 27 posts, 3 pages of 9. */
function storeManyPosts() {
  storeUserPosts(
    Array.from({ length: 20 }, (_, i) =>
      userPost({ id: 100 + i, slug: `reader-post-${i}`, title: `Reader post ${i}`, publishedAt: `2026-01-${String(i + 1).padStart(2, '0')}T08:00:00.000Z` }),
    ),
  );
}

test('the blog: heading, the write button, category chips and the posts newest first', async () => {
  await renderList();
  expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Write a Blog Post' })).toHaveAttribute('href', '/blog/editor');
  const chips = screen.getByRole('navigation', { name: 'Article categories' });
  expect(within(chips).getAllByRole('link').map((link) => link.textContent)).toEqual([
    'All',
    'Token Creation',
    'No-Code Solutions',
    'Tokenomics',
    'Marketing',
    'Liquidity',
  ]);
  expect(within(chips).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
  expect(within(chips).getByRole('link', { name: 'Liquidity' })).toHaveAttribute('href', '/blog/category/liquidity');
  expect(cardTitles()).toHaveLength(7);
  expect(cardTitles()[0]).toBe('Marketing Your Meme Coin: A Launch Plan That Builds Trust');
  expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
});

test('a card links to its post, shows its date, excerpt and "Read more", and its badge links to the category', async () => {
  await renderList();
  const title = screen.getByRole('link', { name: 'Adding Liquidity to Your Solana Token: Raydium Pools Explained' });
  expect(title).toHaveAttribute('href', '/blog/adding-liquidity-to-your-solana-token');
  const card = title.closest('[data-slot="card"]');
  if (!(card instanceof HTMLElement)) throw new Error('the title is not inside a card');
  expect(within(card).getByText('May 15, 2025')).toBeInTheDocument();
  expect(within(card).getByText('Read more')).toBeInTheDocument();
  expect(within(card).getByText(/How constant-product pools price your token/)).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'Liquidity' })).toHaveAttribute('href', '/blog/category/liquidity');
});

test('a post without an image says "No image"; one without a known category is Uncategorized, not a link', async () => {
  storeUserPosts([userPost({ categoryId: 42 })]);
  await renderList();
  expect(cardTitles()[0]).toBe('My launch diary');
  expect(screen.getByRole('img', { name: 'No image' })).toBeInTheDocument();
  expect(screen.getByText('Uncategorized')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Uncategorized' })).not.toBeInTheDocument();
});

test('a category: its name and description, its posts only, its chip marked', async () => {
  await renderList('/blog?category=token-creation');
  expect(screen.getByRole('heading', { level: 1, name: 'Token Creation Articles' })).toBeInTheDocument();
  expect(screen.getByText(/Step-by-step guides for creating, configuring and launching/)).toBeInTheDocument();
  expect(cardTitles()).toHaveLength(3);
  expect(screen.getByRole('link', { name: 'Token Creation', current: 'page' })).toBeInTheDocument();
});

test('a tapped chip is marked at once; the address, heading and posts follow', async () => {
  const user = userEvent.setup();
  const { router } = await renderList();
  const chips = screen.getByRole('navigation', { name: 'Article categories' });
  await user.click(within(chips).getByRole('link', { name: 'Token Creation' }));
  expect(within(chips).getByRole('link', { name: 'Token Creation' })).toHaveAttribute('aria-current', 'page');
  expect(within(chips).getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');

  expect(await screen.findByRole('heading', { level: 1, name: 'Token Creation Articles' })).toBeInTheDocument();
  // The list's pages have paths of their own, which the servers have prerendered.
  expect(router.state.location.pathname).toBe('/blog/category/token-creation');
  expect(cardTitles()).toHaveLength(3);
  expect(within(chips).getByRole('link', { name: 'Token Creation' })).toHaveAttribute('aria-current', 'page');

  await user.click(within(chips).getByRole('link', { name: 'All' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/blog');
  expect(router.state.historyAction).toBe('PUSH');
});

test('an unknown category marks no chip', async () => {
  await renderList('/blog?category=memes');
  const chips = screen.getByRole('navigation', { name: 'Article categories' });
  expect(within(chips).queryByRole('link', { current: 'page' })).toBeNull();
});

test.each(['defi', 'smart-contracts'])('a category that has no posts (%s) shows the empty state, not an error', async (slug) => {
  await renderList(`/blog?category=${slug}`);
  expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'No articles found' })).toBeInTheDocument();
  expect(screen.getByText('Check back soon for new content.')).toBeInTheDocument();
});

test('search results: heading, a way back, no chips; search wins over category', async () => {
  await renderSearch('/blog?search=RAYDIUM&category=marketing');
  expect(await screen.findByRole('heading', { level: 2, name: 'Search results for "RAYDIUM"' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to all articles' })).toHaveAttribute('href', '/blog');
  expect(screen.queryByRole('navigation', { name: 'Article categories' })).not.toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('RAYDIUM');
  expect(cardTitles().length).toBeGreaterThan(1);
});

test('a search finds a built-in post by words of its text alone', async () => {
  await renderSearch('/blog?search=impermanent+loss');
  expect(await screen.findByRole('heading', { level: 2, name: 'Search results for "impermanent loss"' })).toBeInTheDocument();
  expect(cardTitles()).toContain('Adding Liquidity to Your Solana Token: Raydium Pools Explained');
});

test('a search finds the reader’s own post by its markdown, and reads only the blog’s search index', async () => {
  storeUserPosts([userPost({ content: 'We airdropped the zorblaxian token to early holders.' })]);
  await renderSearch('/blog?search=zorblaxian');
  expect(await screen.findByRole('heading', { level: 2, name: 'Search results for "zorblaxian"' })).toBeInTheDocument();
  expect(cardTitles()).toEqual(['My launch diary']);
  const requested = vi.mocked(fetch).mock.calls.map(([path]) => String(path));
  expect(requested.length).toBeGreaterThan(0);
  expect(requested.every((path) => /^\/blog\/search(\.json|\/)/.test(path))).toBe(true);
});

test('when the index cannot be read, titles and excerpts are still searched', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 503 })));
  await renderSearch('/blog?search=raydium');
  expect(await screen.findByRole('heading', { level: 2, name: 'Search results for "raydium"' })).toBeInTheDocument();
  expect(cardTitles()).toContain('Adding Liquidity to Your Solana Token: Raydium Pools Explained');
});

test('no search results: says so and suggests other keywords', async () => {
  await renderSearch('/blog?search=zzzqqq');
  expect(await screen.findByRole('heading', { level: 2, name: 'No results found for "zzzqqq"' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'No articles found' })).toBeInTheDocument();
  expect(screen.getByText('Try searching with different keywords.')).toBeInTheDocument();
});

test('the search form: blank text does nothing; a search drops page and category', async () => {
  const user = userEvent.setup();
  const { router } = await renderList('/blog?category=marketing&page=2');
  const box = screen.getByRole('searchbox', { name: 'Search articles' });
  expect(box).toHaveAttribute('placeholder', 'Search articles...');
  await user.type(box, '   {Enter}');
  expect(router.state.location.search).toBe('?category=marketing&page=2');
  await user.clear(box);
  await user.type(box, '  liquidity pools {Enter}');
  expect(router.state.location.pathname).toBe('/blog');
  expect(router.state.location.search).toBe('?search=liquidity+pools');
  expect(await screen.findByRole('heading', { name: /for "liquidity pools"$/ })).toBeInTheDocument();
});

test('pages of 9: numbers, Previous and Next, the page parameter', async () => {
  const user = userEvent.setup();
  storeManyPosts();
  const { router } = await renderList();
  const pagination = screen.getByRole('navigation', { name: 'Pagination' });
  expect(cardTitles()).toHaveLength(9);
  expect(within(pagination).getByRole('button', { name: 'Previous' })).toBeDisabled();
  expect(within(pagination).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  expect(within(pagination).getAllByRole('link', { name: /^Page / })).toHaveLength(3);

  // Each page's posts arrive as the blog's published list page: the click waits for them.
  await act(() => user.click(within(pagination).getByRole('link', { name: 'Next' })));
  expect(router.state.location.pathname).toBe('/blog/page/2');
  expect(await screen.findByRole('link', { name: 'Page 2', current: 'page' })).toBeInTheDocument();
  expect(cardTitles()[0]).toBe('Reader post 10');

  await act(() => user.click(screen.getByRole('link', { name: 'Page 3' })));
  expect(await screen.findByRole('link', { name: 'Page 3', current: 'page' })).toBeInTheDocument();
  expect(cardTitles()).toHaveLength(9);
  expect(cardTitles()[8]).toBe('Introducing the Token Simulator: Plan Your Solana Launch Before You Spend a Lamport');
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

  await act(() => user.click(screen.getByRole('link', { name: 'Previous' })));
  expect(await screen.findByRole('link', { name: 'Page 2', current: 'page' })).toBeInTheDocument();
  await act(() => user.click(screen.getByRole('link', { name: 'Previous' })));
  expect(router.state.location.pathname).toBe('/blog');
});

test('page numbers keep the category', async () => {
  storeUserPosts(
    Array.from({ length: 12 }, (_, i) => userPost({ id: 100 + i, slug: `m-${i}`, title: `M ${i}`, categoryId: 4 })),
  );
  await renderList('/blog/category/marketing');
  expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/blog/category/marketing/page/2');
});

test("a page's address in the query (a link from before the list's pages had paths) shows that page", async () => {
  storeManyPosts();
  await renderList('/blog?page=3');
  expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
});

test('a page of a category at its own path: its posts, its chip marked', async () => {
  storeManyPosts();
  await renderList('/blog/category/token-creation/page/1');
  expect(screen.getByRole('heading', { level: 1, name: 'Token Creation Articles' })).toBeInTheDocument();
  expect(within(screen.getByRole('navigation', { name: 'Article categories' })).getByRole('link', { name: 'Token Creation' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test.each([
  ['0', 1],
  ['-3', 1],
  ['2.5', 1],
  ['abc', 1],
  ['', 1],
  ['99', 3],
])('a malformed page (%j) never breaks the page: page %i is shown', async (page, shown) => {
  storeManyPosts();
  await renderList(`/blog?page=${page}`);
  expect(screen.getByRole('link', { name: `Page ${shown}` })).toHaveAttribute('aria-current', 'page');
  expect(cardTitles().length).toBeGreaterThan(0);
});

test('page 2 of a list with a single page still shows the posts', async () => {
  await renderList('/blog?page=2');
  expect(cardTitles()).toHaveLength(7);
});
