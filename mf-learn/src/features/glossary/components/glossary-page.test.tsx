import { useEffect } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { expect, test, vi } from 'vitest';
import { glossaryPath, glossaryTermPath } from '../../../config/learn-paths';
import { filterGlossary, glossaryFilters, glossaryTerms } from '../data/glossary-query';
import type { GlossaryTerm } from '../data/schemas';
import { EMPTY_GLOSSARY_MESSAGE, GlossaryPage } from './glossary-page';

// Typing filters thirty accordion items key by key; jsdom on a busy CI machine needs the headroom.
vi.setConfig({ testTimeout: 20_000 });

function LocationProbe() {
  const { search, hash } = useLocation();
  return <output aria-label="location">{`${search}${hash}`}</output>;
}

function renderPage(entry: string = glossaryPath, terms: readonly GlossaryTerm[] = glossaryTerms) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <GlossaryPage terms={terms} filters={glossaryFilters} />
      <LocationProbe />
    </MemoryRouter>,
  );
}

const termNames = () =>
  screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const trigger = (name: string) => screen.getByRole('button', { name: (accessibleName) => accessibleName === name });
const filter = (name: string) =>
  within(screen.getByRole('group', { name: 'Filter by category' })).getByRole('button', { name });
const location = () => screen.getByRole('status', { name: 'location' });

test('lists all 30 terms alphabetically with All Terms pressed', () => {
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Glossary' })).toBeInTheDocument();
  expect(termNames()).toEqual(filterGlossary(glossaryTerms, { search: '', category: 'all' }).map((entry) => entry.term));
  expect(termNames()).toHaveLength(30);
  expect(filter('All Terms')).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByText('Showing all 30 terms')).toBeInTheDocument();
  expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(30);
});

test('search matches term or definition, ignoring case, and is kept in the URL', async () => {
  const user = userEvent.setup();
  renderPage();
  await user.type(screen.getByRole('searchbox', { name: 'Search terms' }), 'MINT');
  // The list follows the field in a render after the key's.
  await waitFor(() =>
    expect(termNames()).toEqual(
      filterGlossary(glossaryTerms, { search: 'mint', category: 'all' }).map((entry) => entry.term),
    ),
  );
  expect(termNames()).toContain('Mint Authority');
  // Found by its definition only.
  expect(termNames()).toContain('SPL Token');
  expect(await screen.findByText('?q=MINT')).toBeInTheDocument();

  await user.clear(screen.getByRole('searchbox', { name: 'Search terms' }));
  await user.type(screen.getByRole('searchbox', { name: 'Search terms' }), 'fdv');
  await waitFor(() => expect(termNames()).toEqual(['Market Cap']));
  expect(screen.getByText('Showing 1 of 30 terms')).toBeInTheDocument();
});

test('the URL takes the search text once typing pauses, in one update, not one per key', async () => {
  const user = userEvent.setup();
  const addresses: string[] = [];
  function AddressLog() {
    const { key, search } = useLocation();
    // One entry per location the router commits.
    useEffect(() => {
      addresses.push(search);
    }, [key, search]);
    return null;
  }
  render(
    <MemoryRouter initialEntries={[glossaryPath]}>
      <GlossaryPage terms={glossaryTerms} filters={glossaryFilters} />
      <AddressLog />
    </MemoryRouter>,
  );
  await user.type(screen.getByRole('searchbox', { name: 'Search terms' }), 'min');
  expect(await screen.findByText('Showing 10 of 30 terms')).toBeInTheDocument();
  await waitFor(() => expect(addresses).toEqual(['', '?q=min']));
});

test('a category chosen right after typing keeps the text, in the URL too', async () => {
  const user = userEvent.setup();
  renderPage();
  await user.type(screen.getByRole('searchbox', { name: 'Search terms' }), 'pool');
  await user.click(filter('DeFi'));
  expect(await screen.findByText('?q=pool&category=defi')).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Search terms' })).toHaveValue('pool');
  expect(termNames()).toEqual(filterGlossary(glossaryTerms, { search: 'pool', category: 'defi' }).map((entry) => entry.term));
});

test('the search has a submit button a keyboard reaches, which keeps the list and its filter', async () => {
  const user = userEvent.setup();
  renderPage(`${glossaryPath}?category=defi`);
  const search = screen.getByRole('searchbox', { name: 'Search terms' });
  await user.type(search, 'pool');
  await waitFor(() =>
    expect(termNames()).toEqual(filterGlossary(glossaryTerms, { search: 'pool', category: 'defi' }).map((entry) => entry.term)),
  );
  const filtered = termNames();

  await user.tab();
  const submit = within(screen.getByRole('search', { name: 'Glossary' })).getByRole('button', { name: 'Search terms' });
  expect(submit).toHaveFocus();
  expect(submit).toHaveAttribute('type', 'submit');
  await user.keyboard('{Enter}');

  expect(await screen.findByText('?q=pool&category=defi')).toBeInTheDocument();
  expect(search).toHaveValue('pool');
  expect(termNames()).toEqual(filtered);
  expect(filtered).toEqual(
    filterGlossary(glossaryTerms, { search: 'pool', category: 'defi' }).map((entry) => entry.term),
  );
});

test('a category filter narrows the list, combines with the search, and is a pressed toggle', async () => {
  const user = userEvent.setup();
  renderPage();
  await user.click(filter('Wallets'));
  expect(await screen.findByText('?category=wallets')).toBeInTheDocument();
  expect(filter('Wallets')).toHaveAttribute('aria-pressed', 'true');
  expect(filter('All Terms')).toHaveAttribute('aria-pressed', 'false');
  expect(termNames()).toEqual(['Private Key', 'Public Key', 'Seed Phrase', 'Wallet']);

  await user.click(filter('Tokens'));
  await user.type(screen.getByRole('searchbox', { name: 'Search terms' }), 'authority');
  await waitFor(() => expect(termNames()).toEqual(['Freeze Authority', 'Metadata', 'Mint Authority']));
  expect(await screen.findByText('?q=authority&category=tokens')).toBeInTheDocument();
});

test('no match shows the empty message, and Clear filters resets both search and category', async () => {
  const user = userEvent.setup();
  renderPage();
  await user.click(filter('DeFi'));
  await user.type(screen.getByRole('searchbox', { name: 'Search terms' }), 'phrase');
  expect(await screen.findByText(EMPTY_GLOSSARY_MESSAGE)).toBeInTheDocument();
  expect(termNames()).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Clear filters' }));
  expect(screen.getByRole('searchbox', { name: 'Search terms' })).toHaveValue('');
  expect(screen.getByRole('searchbox', { name: 'Search terms' })).toHaveFocus();
  expect(await screen.findByRole('button', { name: 'All Terms', pressed: true })).toBeInTheDocument();
  await waitFor(() => expect(termNames()).toHaveLength(30));
  expect(location()).toBeEmptyDOMElement();
  expect(screen.queryByText(EMPTY_GLOSSARY_MESSAGE)).toBeNull();
});

test('the Clear filters button shows only when there is search text', async () => {
  const user = userEvent.setup();
  const blockchainOnly = glossaryTerms.filter((entry) => entry.category === 'blockchain');
  renderPage(glossaryPath, blockchainOnly);
  await user.click(filter('NFTs'));
  expect(await screen.findByText(EMPTY_GLOSSARY_MESSAGE)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
});

test('the accordion keeps one term open at a time and can close it again', async () => {
  const user = userEvent.setup();
  renderPage();
  await user.click(trigger('Rent'));
  expect(trigger('Rent')).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByText(/A deposit of lamports/)).toBeVisible();

  await user.click(trigger('Wallet'));
  expect(trigger('Wallet')).toHaveAttribute('aria-expanded', 'true');
  expect(trigger('Rent')).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);

  await user.click(trigger('Wallet'));
  expect(trigger('Wallet')).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
});

test('arrow keys, Home and End move focus between the term triggers', async () => {
  const user = userEvent.setup();
  renderPage();
  const sorted = filterGlossary(glossaryTerms, { search: '', category: 'all' }).map((entry) => entry.term);
  const [first = '', second = ''] = sorted;
  const last = sorted.at(-1) ?? '';
  trigger(first).focus();
  await user.keyboard('{ArrowDown}');
  expect(trigger(second)).toHaveFocus();
  await user.keyboard('{ArrowUp}');
  expect(trigger(first)).toHaveFocus();
  await user.keyboard('{End}');
  expect(trigger(last)).toHaveFocus();
  await user.keyboard('{Home}');
  expect(trigger(first)).toHaveFocus();
  await user.keyboard('{ArrowUp}');
  expect(trigger(last)).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(trigger(last)).toHaveAttribute('aria-expanded', 'true');
});

test('search and category come from the URL, and malformed values fall back to the defaults', () => {
  const { unmount } = renderPage(`${glossaryPath}?q=authority&category=tokens`);
  expect(screen.getByRole('searchbox', { name: 'Search terms' })).toHaveValue('authority');
  expect(filter('Tokens')).toHaveAttribute('aria-pressed', 'true');
  expect(termNames()).toEqual(['Freeze Authority', 'Metadata', 'Mint Authority']);
  unmount();
  renderPage(`${glossaryPath}?category=gaming`);
  expect(filter('All Terms')).toHaveAttribute('aria-pressed', 'true');
  expect(termNames()).toHaveLength(30);
});

test('a deep link opens its term, scrolls to it and moves focus to it', async () => {
  const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
  renderPage(glossaryTermPath('mint-authority'));
  expect(await screen.findByRole('button', { name: 'Mint Authority', expanded: true })).toHaveFocus();
  expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);
  expect(scrollIntoView).toHaveBeenCalled();
  expect(scrollIntoView.mock.contexts.at(-1)).toHaveAttribute('id', 'mint-authority');
});

test('a deep link to a term hidden by the filters shows every term again', async () => {
  renderPage(`${glossaryPath}?q=seed&category=wallets#mint-authority`);
  expect(await screen.findByRole('button', { name: 'Mint Authority', expanded: true })).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Search terms' })).toHaveValue('');
  expect(filter('All Terms')).toHaveAttribute('aria-pressed', 'true');
  expect(location()).toHaveTextContent(/^#mint-authority$/);
});

test('each term lists related terms whose links open them', async () => {
  const user = userEvent.setup();
  renderPage();
  await user.click(trigger('Mint Authority'));
  const related = screen.getByRole('list', { name: 'Terms related to Mint Authority' });
  expect(within(related).getAllByRole('link').map((link) => link.textContent)).toEqual([
    'Freeze Authority',
    'SPL Token',
    'Rug Pull',
  ]);
  await user.click(within(related).getByRole('link', { name: 'Rug Pull' }));
  expect(await screen.findByRole('button', { name: 'Rug Pull', expanded: true })).toHaveFocus();
  expect(trigger('Mint Authority')).toHaveAttribute('aria-expanded', 'false');
  expect(location()).toHaveTextContent('#rug-pull');
});

test('the A–Z bar jumps to a letter and disables letters without terms', async () => {
  const user = userEvent.setup();
  renderPage();
  const index = screen.getByRole('navigation', { name: 'Glossary index' });
  expect(within(index).queryByRole('link', { name: 'Q' })).toBeNull();
  expect(within(index).getByText('Q')).toHaveAttribute('aria-disabled', 'true');
  expect(within(index).getAllByRole('link').map((link) => link.textContent).join('')).toBe('ABCDFILMNPRSTVW');
  await user.click(within(index).getByRole('link', { name: 'M' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'M' })).toHaveFocus();
  expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
});

test('the A–Z bar follows the filtered list', async () => {
  const user = userEvent.setup();
  renderPage();
  await user.click(filter('Wallets'));
  const index = screen.getByRole('navigation', { name: 'Glossary index' });
  expect((await within(index).findAllByRole('link')).map((link) => link.textContent)).toEqual(['P', 'S', 'W']);
});

test('each term heading is followed by a labelled link to the term, leaving the heading its own name', async () => {
  const user = userEvent.setup();
  renderPage();
  expect(screen.getByRole('heading', { level: 3, name: 'Mint Authority' })).toBeInTheDocument();
  const link = screen.getByRole('link', { name: 'Link to section: Mint Authority' });
  expect(link).toHaveAttribute('href', '#mint-authority');
  // Right after the term's trigger in the tab order.
  trigger('Mint Authority').focus();
  await user.tab();
  expect(link).toHaveFocus();
});
