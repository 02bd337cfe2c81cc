import { memo, useDeferredValue, useId, useMemo, useRef } from 'react';
import { Link } from '@tla/federated/router';
import { Search, SearchX } from 'lucide-react';
import { Button } from '@tla/shared-ui/components/button';
import { Input } from '@tla/shared-ui/components/input';
import { KeyboardSubmitButton } from '@tla/shared-ui/components/keyboard-submit-button';
import { Label } from '@tla/shared-ui/components/label';
import { PageMeta } from '@tla/shared-ui/components/page-meta';
import { glossaryPath, tutorialsPath } from '../../../config/learn-paths';
import { filterGlossary, glossaryLetters, glossaryQueryToSearch } from '../data/glossary-query';
import type { GlossaryFilter, GlossaryTerm } from '../data/schemas';
import { useGlossaryQuery } from '../hooks/use-glossary-query';
import { useHashTerm } from '../hooks/use-hash-term';
import { GlossaryCategoryFilters } from './glossary-category-filters';
import { GlossaryLetterBar } from './glossary-letter-bar';
import { GlossaryTermList } from './glossary-term-list';

export const EMPTY_GLOSSARY_MESSAGE = 'No terms found matching your search criteria.';

export type GlossaryPageProps = {
  terms: readonly GlossaryTerm[];
  filters: readonly GlossaryFilter[];
  /** The page's social card (a site path); the site's default image without it. */
  ogImage?: string;
};

/** /glossary: search, category filters, an A–Z bar and the terms in a single-open accordion. */
export function GlossaryPage({ terms, filters, ogImage }: GlossaryPageProps) {
  const { query, setSearch, setCategory, clear } = useGlossaryQuery();
  // The field shows each key in the key's own frame; the list, the A–Z bar and the count follow with the
  // text in a render of their own, which React does after that frame and drops for a newer key.
  const search = useDeferredValue(query.search);
  const { category } = query;
  // Kept between renders (with the list below, memoized): hydration renders the page twice, the second
  // time with the URL's query, which is most often the same.
  const visible = useMemo(() => filterGlossary(terms, { search, category }), [terms, search, category]);
  const letters = useMemo(() => glossaryLetters(visible), [visible]);
  // Links keep the query; built from the hook's query (not the raw URL) so hydration sees the server's.
  const linkSearch = glossaryQueryToSearch({ search, category });
  const searchId = useId();
  const searchInput = useRef<HTMLInputElement>(null);

  const clearFilters = () => {
    clear();
    // The button disappears with the empty state; keep focus where the reader can type again.
    searchInput.current?.focus();
  };

  return (
    <div className="space-y-8">
      <PageMeta
        title="Glossary"
        description="Plain-language definitions of Solana, token, DeFi, wallet and NFT terms: mint authority, SPL tokens, liquidity pools, slippage and more."
        keywords={['solana glossary', 'crypto terms', 'defi glossary', 'spl token', 'mint authority']}
        path={glossaryPath}
        ogImage={ogImage}
        ogType="website"
      />
      <header className="space-y-4">
        <h1 className="text-4xl font-bold tracking-tight">Glossary</h1>
        <p className="max-w-2xl text-lg text-muted-foreground">
          The words you meet when creating and trading tokens, explained in plain language. Put them to work
          in the{' '}
          <Link to={tutorialsPath} className="text-link underline underline-offset-4">
            tutorials
          </Link>
          .
        </p>
      </header>

      <div className="space-y-4 rounded-xl border border-border bg-card p-4 sm:p-6">
        {/* The list follows the text as it is typed; submitting (Enter, or the button a keyboard
            reaches) only keeps the page where it is, with its filter. Before hydration the browser
            submits the text as `q`, the parameter the page reads back. */}
        <form role="search" aria-label="Glossary" onSubmit={(event) => event.preventDefault()} className="space-y-2">
          <Label htmlFor={searchId}>Search terms</Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              ref={searchInput}
              id={searchId}
              name="q"
              type="search"
              value={query.search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="Search by term or definition…"
              autoComplete="off"
              className="pl-9"
            />
            <KeyboardSubmitButton>
              Search{' '}<span className="sr-only">terms</span>
            </KeyboardSubmitButton>
          </div>
        </form>
        <GlossaryCategoryFilters filters={filters} selected={query.category} onSelect={setCategory} />
        <GlossaryLetterBar letters={letters} search={linkSearch} />
      </div>

      <p role="status" className="text-sm text-muted-foreground">
        {visible.length === terms.length
          ? `Showing all ${terms.length} terms`
          : `Showing ${visible.length} of ${terms.length} terms`}
      </p>

      {visible.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-border px-6 py-12 text-center">
          <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
          <p className="text-lg">{EMPTY_GLOSSARY_MESSAGE}</p>
          {search.trim() !== '' ? (
            <Button type="button" variant="outline" onClick={clearFilters}>
              Clear filters
            </Button>
          ) : null}
        </div>
      ) : null}
      <GlossaryTerms terms={terms} visible={visible} search={linkSearch} />
    </div>
  );
}

type GlossaryTermsProps = { terms: readonly GlossaryTerm[]; visible: readonly GlossaryTerm[]; search: string };

/**
 * The list and its open term, which the URL's hash opens too. The open term is this component's state,
 * not the page's: opening one renders the list (two of its rows), not the search form, the filters
 * and the A–Z bar's links. Rendered with an empty list too, so a hash naming a filtered-out term can
 * still bring every term back.
 */
const GlossaryTerms = memo(function GlossaryTerms({ terms, visible, search }: GlossaryTermsProps) {
  const [openSlug, setOpenSlug] = useHashTerm(terms, visible);
  if (visible.length === 0) return null;
  return (
    <GlossaryTermList terms={visible} allTerms={terms} openSlug={openSlug} onOpenChange={setOpenSlug} search={search} />
  );
});
