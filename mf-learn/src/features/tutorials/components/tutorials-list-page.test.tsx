import { act, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { tutorialsPath } from '../../../config/learn-paths';
import { renderAt } from '../test/render-tutorials';
import { tutorials } from '../data/tutorials';
import { TutorialsListPage } from './tutorials-list-page';

const cardTitles = () =>
  within(screen.getByRole('tabpanel'))
    .queryAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

test('shows every tutorial with its link, level, read time and description', async () => {
  await renderAt(tutorialsPath, <TutorialsListPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Tutorials' })).toBeInTheDocument();
  expect(cardTitles()).toEqual(tutorials.map((tutorial) => tutorial.title));
  expect(screen.getByRole('status')).toHaveTextContent('12 tutorials');

  const link = screen.getByRole('link', { name: 'How to Create an SPL Token' });
  expect(link).toHaveAttribute('href', '/tutorials/create-spl-token');
  const [firstCard] = screen.getAllByRole('listitem');
  if (!firstCard) throw new Error('no cards');
  const inCard = within(firstCard);
  expect(inCard.getByRole('link')).toBe(link);
  expect(inCard.getByText('Beginner')).toHaveClass('text-green-800');
  expect(inCard.getByText('20 min read')).toBeInTheDocument();
  expect(inCard.getByText(/Install the Solana and spl-token command-line tools/)).toBeInTheDocument();
});

test('the tabs are All Tutorials and the five categories, All Tutorials selected', async () => {
  await renderAt(tutorialsPath, <TutorialsListPage />);
  const tabs = screen.getAllByRole('tab');
  expect(tabs.map((tab) => tab.textContent)).toEqual([
    'All Tutorials',
    'Token Creation',
    'Liquidity',
    'Smart Contracts',
    'DeFi',
    'Tokenomics',
  ]);
  expect(screen.getByRole('tab', { name: 'All Tutorials' })).toHaveAttribute('aria-selected', 'true');
});

test('a tab filters by category and goes into the address', async () => {
  const user = userEvent.setup();
  const { location } = await renderAt(tutorialsPath, <TutorialsListPage />);
  await user.click(screen.getByRole('tab', { name: 'Token Creation' }));
  expect(screen.getByRole('tab', { name: 'Token Creation' })).toHaveAttribute('aria-selected', 'true');
  // The cards follow in a render after the tab's, and the address after the frame that shows the tab.
  await waitFor(() => expect(cardTitles()).toEqual(['How to Create an SPL Token', 'Token Metadata Standards']));
  await waitFor(() => expect(location().search).toBe('?category=token-creation'));

  await user.click(screen.getByRole('tab', { name: 'All Tutorials' }));
  expect(screen.getByRole('tab', { name: 'All Tutorials' })).toHaveAttribute('aria-selected', 'true');
  await waitFor(() => expect(cardTitles()).toHaveLength(12));
  await waitFor(() => expect(location().search).toBe(''));
});

test('switching tabs keeps the cards still listed, in one panel named by the selected tab', async () => {
  const user = userEvent.setup();
  await renderAt(tutorialsPath, <TutorialsListPage />);
  const card = screen.getByRole('link', { name: 'How to Create an SPL Token' });
  await user.click(screen.getByRole('tab', { name: 'Token Creation' }));
  expect(screen.getByRole('link', { name: 'How to Create an SPL Token' })).toBe(card);
  expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  expect(screen.getByRole('tabpanel', { name: 'Token Creation' })).toContainElement(card);
});

test('search matches title or description ignoring case, within the category', async () => {
  const user = userEvent.setup();
  const { location } = await renderAt(tutorialsPath, <TutorialsListPage />);
  const search = screen.getByRole('searchbox', { name: 'Search tutorials' });
  await user.type(search, 'MERKLE');
  expect(search).toHaveValue('MERKLE');
  // The cards follow in a render after the key's, and the address takes the text once typing pauses.
  await waitFor(() => expect(cardTitles()).toEqual(['Building a Token Airdrop Program']));
  await waitFor(() => expect(location().search).toBe('?q=MERKLE'));

  await user.clear(search);
  await user.type(search, 'staking');
  await user.click(screen.getByRole('tab', { name: 'DeFi' }));
  await waitFor(() => expect(cardTitles()).toEqual(['Building an SPL Token Staking Program']));
  await waitFor(() => expect(new URLSearchParams(location().search).get('category')).toBe('defi'));
  expect(new URLSearchParams(location().search).get('q')).toBe('staking');
});

test('submitting the search does nothing extra', async () => {
  const user = userEvent.setup();
  const { location } = await renderAt(tutorialsPath, <TutorialsListPage />);
  await user.type(screen.getByRole('searchbox', { name: 'Search tutorials' }), 'raydium{Enter}');
  expect(location().pathname).toBe('/tutorials');
  await waitFor(() => expect(cardTitles()).toEqual(['Creating a Raydium Liquidity Pool']));
});

test('the search has a submit button a keyboard reaches, which keeps the list and its filter', async () => {
  const user = userEvent.setup();
  const { location } = await renderAt(`${tutorialsPath}?category=liquidity`, <TutorialsListPage />);
  const search = screen.getByRole('searchbox', { name: 'Search tutorials' });
  await user.type(search, 'raydium');

  await user.tab();
  const submit = screen.getByRole('button', { name: 'Search tutorials' });
  expect(submit).toHaveFocus();
  expect(submit).toHaveAttribute('type', 'submit');
  await user.keyboard('{Enter}');

  expect(location().pathname).toBe('/tutorials');
  await waitFor(() => expect(new URLSearchParams(location().search).get('q')).toBe('raydium'));
  expect(new URLSearchParams(location().search).get('category')).toBe('liquidity');
  expect(search).toHaveValue('raydium');
  await waitFor(() => expect(cardTitles()).toEqual(['Creating a Raydium Liquidity Pool']));
});

test('no match for a search: the search hint', async () => {
  const user = userEvent.setup();
  await renderAt(tutorialsPath, <TutorialsListPage />);
  await user.type(screen.getByRole('searchbox', { name: 'Search tutorials' }), 'no such tutorial');
  expect(await screen.findByRole('heading', { name: 'No tutorials found' })).toBeInTheDocument();
  expect(screen.getByText('Try searching with different keywords.')).toBeInTheDocument();
  expect(screen.queryByText('No tutorials available in this category yet.')).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('0 tutorials');
});

test('an empty category without a search: the category hint', async () => {
  const withoutLiquidity = tutorials.filter((tutorial) => tutorial.category !== 'liquidity');
  await renderAt(`${tutorialsPath}?category=liquidity`, <TutorialsListPage tutorials={withoutLiquidity} />);
  expect(screen.getByRole('heading', { name: 'No tutorials found' })).toBeInTheDocument();
  expect(screen.getByText('No tutorials available in this category yet.')).toBeInTheDocument();
  expect(screen.queryByText('Try searching with different keywords.')).not.toBeInTheDocument();
});

test('a shared address restores the tab and the search text', async () => {
  await renderAt(`${tutorialsPath}?category=defi&q=Staking`, <TutorialsListPage />);
  expect(screen.getByRole('tab', { name: 'DeFi' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('searchbox', { name: 'Search tutorials' })).toHaveValue('Staking');
  expect(cardTitles()).toEqual(['Building an SPL Token Staking Program']);
});

test('malformed parameters fall back to all tutorials and no search', async () => {
  await renderAt(`${tutorialsPath}?category=memes&q=${'a'.repeat(500)}`, <TutorialsListPage />);
  expect(screen.getByRole('tab', { name: 'All Tutorials' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('searchbox', { name: 'Search tutorials' })).toHaveValue('');
  expect(cardTitles()).toHaveLength(12);
});

test('links the tutorials\' feeds below the list, as plain links a feed reader can take', async () => {
  const feeds = [
    { href: '/tutorials/rss.xml', title: 'Tutorials (RSS)', label: 'RSS' },
    { href: '/tutorials/feed.json', title: 'Tutorials (JSON Feed)', label: 'JSON Feed' },
  ];
  await renderAt(tutorialsPath, <TutorialsListPage feeds={feeds} />);
  const follow = screen.getByText('Follow new tutorials:').parentElement;
  if (!follow) throw new Error('no feed links');
  expect(within(follow).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['RSS', '/tutorials/rss.xml'],
    ['JSON Feed', '/tutorials/feed.json'],
  ]);
});

test('a search typed while the chosen tab is still on its way into the address keeps the tab', async () => {
  const user = userEvent.setup();
  // Every change of address waits for this gate, as a slow navigation would.
  let openGate = () => {};
  const gate = new Promise<null>((resolve) => (openGate = () => resolve(null)));
  const router = createMemoryRouter(
    [{ id: 'list', path: tutorialsPath, element: <TutorialsListPage />, loader: () => gate }],
    { initialEntries: [tutorialsPath], hydrationData: { loaderData: { list: null } } },
  );
  render(<RouterProvider router={router} />);
  await user.click(await screen.findByRole('tab', { name: 'Liquidity' }));
  expect(screen.getByRole('tab', { name: 'Liquidity' })).toHaveAttribute('aria-selected', 'true');
  expect(router.state.location.search).toBe('');

  await user.type(screen.getByRole('searchbox', { name: 'Search tutorials' }), 'raydium');
  await act(async () => openGate());

  await waitFor(() => expect(router.state.location.search).toBe('?category=liquidity&q=raydium'));
  expect(cardTitles()).toEqual(['Creating a Raydium Liquidity Pool']);
});
