import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, type InitialEntry } from 'react-router';
import { expect, test } from 'vitest';
import { glossaryPath, glossaryTermPath } from '../../../config/learn-paths';
import { glossaryFilters, glossaryTerms } from '../data/glossary-query';
import { GlossaryPage } from './glossary-page';

/** The page as the build prerenders it (the path alone: a static host never sees ?q= or #hash). */
function prerenderedContainer(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <MemoryRouter initialEntries={[glossaryPath]}>
      <GlossaryPage terms={glossaryTerms} filters={glossaryFilters} />
    </MemoryRouter>,
  );
  document.body.append(container);
  return container;
}

function hydrateAt(entry: InitialEntry) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <GlossaryPage terms={glossaryTerms} filters={glossaryFilters} />
    </MemoryRouter>,
    { container: prerenderedContainer(), hydrate: true },
  );
}

test('hydrating the prerendered page applies the query of the URL afterwards, without a mismatch', async () => {
  // A reload: history still holds the mark of the page's own last update, yet the URL must win.
  hydrateAt({ pathname: glossaryPath, search: '?q=fdv&category=defi', state: { glossaryQuery: true } });
  expect(await screen.findByRole('button', { name: 'DeFi', pressed: true })).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Search terms' })).toHaveValue('fdv');
  expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Market Cap']);
});

test('hydrating the prerendered page opens the term named by the hash', async () => {
  hydrateAt(glossaryTermPath('mint-authority'));
  expect(await screen.findByRole('button', { name: 'Mint Authority', expanded: true })).toHaveFocus();
});
