import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, test, vi } from 'vitest';
import { createQueryClient } from '@tla/shared-ui/lib/query-client';
import type { SearchIndex } from '@tla/platform/contracts/search';
import { publishedSearchFiles } from '@tla/platform/test/published-search';
import { testSections } from '../../test/section-table';
import { SearchButton } from './search-button';
import type { SearchSourceAccess } from './search-sources';

const blog: SearchIndex = {
  group: 'Blog',
  documents: [
    { url: '/blog/liquidity', title: 'Adding Liquidity', text: 'Pools and liquidity on Raydium.' },
  ],
};
const tutorials: SearchIndex = {
  group: 'Tutorials',
  documents: [
    {
      url: '/tutorials/pools#create-the-pool',
      title: 'Raydium Liquidity Pool',
      heading: 'Create the pool',
      text: 'Deposit both tokens to create the liquidity pool.',
    },
  ],
};

/** What jsdom lacks and cmdk uses: it sizes its list and scrolls the active option into view. */
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Element.prototype.scrollIntoView ??= () => {};

function renderSearch(fetchIndex: (path: string) => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(fetchIndex));
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  const access: SearchSourceAccess = {
    sections: () => [testSections.blog, testSections.tutorials],
    loadReader: vi.fn(async () => ({ group: 'Your posts', documents: [] })),
  };
  const router = createMemoryRouter([{ path: '*', element: <SearchButton access={access} /> }], {
    initialEntries: ['/about'],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const files = await publishedSearchFiles({
  '/': { group: 'Pages', documents: [] },
  '/blog/*': blog,
  '/tutorials/*': tutorials,
});
const served = async (path: string) =>
  files[path] === undefined ? new Response('', { status: 404 }) : new Response(files[path]);

test('Ctrl+K opens the search; arrows and Enter open a result at its heading; Esc closes', async () => {
  const user = userEvent.setup();
  const router = renderSearch(served);
  await user.keyboard('{Control>}k{/Control}');
  const dialog = await screen.findByRole('dialog', { name: 'Search the site' });
  const box = within(dialog).getByRole('combobox', { name: 'Search the site' });
  expect(box).toHaveFocus();
  expect(
    await within(dialog).findByText('Type to search 2 pages, sections and terms.'),
  ).toBeInTheDocument();

  await user.type(box, 'liquidity pool');
  const tutorialsGroup = await within(dialog).findByRole('group', { name: 'Tutorials' });
  const option = within(tutorialsGroup).getByRole('option', { name: /Create the pool/ });
  expect(within(option).getAllByText('pool', { selector: 'mark' }).length).toBeGreaterThan(0);
  while (option.getAttribute('aria-selected') !== 'true') await user.keyboard('{ArrowDown}');
  await user.keyboard('{Enter}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(router.state.location.pathname + router.state.location.hash).toBe(
    '/tutorials/pools#create-the-pool',
  );

  await user.click(screen.getByRole('button', { name: 'Search the site' }));
  expect(await screen.findByRole('dialog', { name: 'Search the site' })).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Search the site' })).toHaveFocus();
  vi.unstubAllGlobals();
});

test('says when nothing matches, and which section could not be searched', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const user = userEvent.setup();
  renderSearch(async (path) =>
    path === '/tutorials/search.json' ? new Response('', { status: 503 }) : served(path),
  );
  await user.click(screen.getByRole('button', { name: 'Search the site' }));
  const dialog = await screen.findByRole('dialog', { name: 'Search the site' });
  expect(
    await within(dialog).findByText(/Tutorials could not be searched right now/),
  ).toBeInTheDocument();
  await user.type(within(dialog).getByRole('combobox'), 'zzzz');
  expect(await within(dialog).findByText('No results for “zzzz”.')).toBeInTheDocument();
  await user.clear(within(dialog).getByRole('combobox'));
  await user.type(within(dialog).getByRole('combobox'), 'raydium');
  expect(
    await within(dialog).findByRole('option', { name: /Adding Liquidity/ }),
  ).toBeInTheDocument();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

test('a link with ?q= opens the search with its term and its results', async () => {
  window.history.replaceState(null, '', '/?q=liquidity%20pool');
  renderSearch(served);
  const dialog = await screen.findByRole('dialog', { name: 'Search the site' });
  expect(within(dialog).getByRole('combobox', { name: 'Search the site' })).toHaveValue(
    'liquidity pool',
  );
  const tutorialsGroup = await within(dialog).findByRole('group', { name: 'Tutorials' });
  expect(
    within(tutorialsGroup).getByRole('option', { name: /Create the pool/ }),
  ).toBeInTheDocument();
  // Closed, it stays closed: the link's term opens it once.
  await userEvent.setup().keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
});

test('?q= on a section page is that section’s own filter: the site search stays closed', async () => {
  window.history.replaceState(null, '', '/glossary?q=fdv');
  renderSearch(served);
  expect(await screen.findByRole('button', { name: 'Search the site' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
});
