import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { expect, test, vi } from 'vitest';
import type { GlossaryLinkTerm } from './rehype-glossary-links';
import { Markdown } from './markdown';

const terms: GlossaryLinkTerm[] = [
  {
    id: 'associated-token-account',
    term: 'Associated Token Account',
    variants: ['ATA'],
    definition: 'The token account a wallet has for a mint, at an address derived from both.',
  },
  { id: 'token-account', term: 'Token Account', variants: [], definition: 'An account that holds a balance of one mint.' },
  { id: 'bonding-curve', term: 'Bonding Curve', variants: [], definition: 'A formula that sets the price from the supply sold.' },
  { id: 'spl-token', term: 'SPL Token', variants: ['SPL'], definition: 'The standard token program on Solana.' },
  { id: 'rent', term: 'Rent', variants: [], definition: 'A deposit every account holds to stay on chain.' },
  { id: 'royalties', term: 'Royalty', variants: [], definition: 'A share of each resale paid to the creator.' },
  { id: 'program-derived-address', term: 'Program Derived Address', variants: ['PDA'], definition: 'An address with no private key.' },
];

function page(content: string, glossaryTerms: readonly GlossaryLinkTerm[] | undefined) {
  return (
    <MemoryRouter>
      <Markdown content={content} glossaryTerms={glossaryTerms} />
    </MemoryRouter>
  );
}

const renderMarkdown = (content: string, glossaryTerms: readonly GlossaryLinkTerm[] = terms) => render(page(content, glossaryTerms));

/** The glossary links on the page, as a reader finds them: their text and where they go. */
function termLinks() {
  return screen
    .queryAllByRole('link')
    .filter((link) => link.getAttribute('href')?.startsWith('/glossary#'))
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

test('only the first occurrence of a term is a link to its glossary entry', () => {
  renderMarkdown('Rent is a deposit.\n\nThe rent comes back when the account closes; rent again.');
  expect(termLinks()).toEqual([['Rent', '/glossary#rent']]);
});

test('variants and plurals link to their term, and a variant counts as the term', () => {
  renderMarkdown('Two ATAs, one associated token account. Several bonding curves and program derived addresses, no royalties.');
  expect(termLinks()).toEqual([
    ['ATAs', '/glossary#associated-token-account'],
    ['bonding curves', '/glossary#bonding-curve'],
    ['program derived addresses', '/glossary#program-derived-address'],
    ['royalties', '/glossary#royalties'],
  ]);
});

test('acronyms match only in capitals; phrases match in any case', () => {
  renderMarkdown('Ata and ata are names. Associated Token Account at the start of a sentence; the PDA, not a pda.');
  expect(termLinks()).toEqual([
    ['Associated Token Account', '/glossary#associated-token-account'],
    ['PDA', '/glossary#program-derived-address'],
  ]);
});

test('whole words only, and a phrase may break across lines', () => {
  renderMarkdown('Rental income, currently, parent accounts.\n\nEach associated token\naccount.');
  expect(termLinks()).toEqual([['associated token\naccount', '/glossary#associated-token-account']]);
});

test('the longest match wins where terms overlap, even after the longer term was linked', () => {
  renderMarkdown('An associated token account. Another associated token account. A plain token account.');
  expect(termLinks()).toEqual([
    ['associated token account', '/glossary#associated-token-account'],
    ['token account', '/glossary#token-account'],
  ]);
  expect(screen.getByText(/Another associated token account/)).toBeInTheDocument();
});

test('never inside inline code, code blocks, headings or existing links', () => {
  renderMarkdown(
    [
      '## Rent and the ATA',
      'Run `spl-token create-account` for an `ATA`, and read [about rent](/docs/rent).',
      '```text\nrent: 2039280 lamports (ATA)\n```',
      'Then the ATA pays rent.',
    ].join('\n\n'),
  );
  expect(screen.getByRole('heading', { level: 2, name: 'Rent and the ATA' })).toBeInTheDocument();
  expect(within(screen.getByRole('heading', { level: 2 })).queryByRole('link')).not.toBeInTheDocument();
  expect(screen.getByText('ATA', { selector: 'code' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'about rent' })).toHaveAttribute('href', '/docs/rent');
  expect(screen.getByRole('region', { name: 'text example' })).toHaveTextContent('rent: 2039280 lamports (ATA)');
  expect(within(screen.getByRole('region', { name: 'text example' })).queryByRole('link')).not.toBeInTheDocument();
  expect(termLinks()).toEqual([
    ['ATA', '/glossary#associated-token-account'],
    ['rent', '/glossary#rent'],
  ]);
});

test('markup from the markdown around and inside a paragraph is kept', () => {
  renderMarkdown('**Bold rent** and _an ATA_ in a list:\n\n- a bonding curve');
  expect(screen.getByRole('link', { name: 'rent' }).parentElement?.tagName).toBe('STRONG');
  expect(screen.getByRole('link', { name: 'ATA' }).parentElement?.tagName).toBe('EM');
  expect(within(screen.getByRole('listitem')).getByRole('link', { name: 'bonding curve' })).toBeInTheDocument();
});

test('hostile input: regex characters in a name match literally, markup in a definition stays text', async () => {
  const user = userEvent.setup();
  const hostile: GlossaryLinkTerm[] = [
    { id: 'cpp-beta', term: 'C++ (beta)', variants: ['a.b', '$&'], definition: '<img src=x onerror="alert(1)"> <b>not bold</b>' },
  ];
  renderMarkdown('CCC (beta) and axb are not it. We tried C++ (beta) today.', hostile);
  expect(termLinks()).toEqual([['C++ (beta)', '/glossary#cpp-beta']]);

  await user.tab();
  const tooltip = await screen.findByRole('tooltip');
  expect(tooltip).toHaveTextContent('<img src=x onerror="alert(1)"> <b>not bold</b>');
  expect(within(tooltip).queryByRole('img')).not.toBeInTheDocument();
});

test('keyboard focus on a linked term shows its definition; Escape closes it', async () => {
  const user = userEvent.setup();
  renderMarkdown('Every ATA costs rent.');
  await user.tab();
  const link = screen.getByRole('link', { name: 'ATA' });
  expect(link).toHaveFocus();
  expect(link).toHaveAccessibleDescription(/The token account a wallet has for a mint/);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  expect(link).toHaveAttribute('href', '/glossary#associated-token-account');
});

test('without glossary terms, or with none, the output is what it always was', () => {
  const content = '# Rent\n\nAn ATA pays rent. [Docs](/docs) and `code`.\n\n```ts\nconst rent = 1;\n```\n';
  const before = renderToString(page(content, undefined));
  expect(before).not.toContain('glossary');
  expect(renderToString(page(content, []))).toBe(before);
});

test('the prerendered HTML has the term links, and hydrating it warns about nothing', async () => {
  const content = '# Launch\n\nOpen an ATA, mind the rent, then price it on a bonding curve.\n\n```bash\nspl-token create-account\n```\n';
  const html = renderToString(page(content, terms));
  expect(html).toContain('href="/glossary#associated-token-account"');
  expect(html).toContain('data-glossary-term="bonding-curve"');

  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const recoverable = vi.fn();
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const root = await act(async () => hydrateRoot(container, page(content, terms), { onRecoverableError: recoverable }));

  expect(recoverable).not.toHaveBeenCalled();
  expect(errors).not.toHaveBeenCalled();
  expect(container.innerHTML).toBe(html);

  // Hydrated, the term link works: focus brings its definition.
  const user = userEvent.setup();
  await user.tab();
  expect(within(container).getByRole('link', { name: 'ATA' })).toHaveFocus();
  expect(await screen.findByRole('tooltip')).toHaveTextContent(/The token account a wallet has/);
  act(() => root.unmount());
  container.remove();
});
