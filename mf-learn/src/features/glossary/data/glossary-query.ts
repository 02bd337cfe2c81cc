import {
  glossaryFilterIdSchema,
  glossarySlugSchema,
  type GlossaryCategory,
  type GlossaryFilter,
  type GlossaryLetter,
  type GlossaryQuery,
  type GlossaryTerm,
} from './schemas';
import { glossaryTerms } from '@tla/glossary/terms';

export { glossaryTerms };

/** Category filter buttons, in display order. */
export const glossaryFilters: readonly GlossaryFilter[] = [
  { id: 'all', label: 'All Terms' },
  { id: 'blockchain', label: 'Blockchain' },
  { id: 'tokens', label: 'Tokens' },
  { id: 'defi', label: 'DeFi' },
  { id: 'wallets', label: 'Wallets' },
  { id: 'nft', label: 'NFTs' },
];

/** A term without accents, in lower case: what alphabetical order compares. */
function sortKey(term: string): string {
  return term.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/**
 * Alphabetical order of terms, ignoring case and accents: the order of an English collator at base
 * strength (a test holds the two equal on every pair of terms), without one. A page's first collator
 * loads the browser's ICU data, a long task of its own that would fall in the glossary's hydration.
 */
export function compareTerms(a: GlossaryTerm, b: GlossaryTerm): number {
  const [x, y] = [sortKey(a.term), sortKey(b.term)];
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * The terms of a category (`all` keeps every category) whose term or definition contains the trimmed
 * search text, ignoring case; an empty search matches everything. Returns a new list sorted by term.
 */
export function filterGlossary(
  terms: readonly GlossaryTerm[],
  { search, category }: GlossaryQuery,
): GlossaryTerm[] {
  const query = search.trim().toLowerCase();
  return terms
    .filter(
      (entry) =>
        (category === 'all' || entry.category === category) &&
        (query === '' ||
          entry.term.toLowerCase().includes(query) ||
          entry.definition.toLowerCase().includes(query)),
    )
    .sort(compareTerms);
}

const alphabet = Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i));

/** The first letter of a term, without accents, in upper case. */
export function termLetter(term: string): string {
  return sortKey(term).charAt(0).toUpperCase();
}

/**
 * The A–Z bar: all 26 letters, each with the anchor of its first term in `terms`, so letters without
 * terms can be shown disabled. Terms that do not start with a letter A–Z get no entry.
 */
export function glossaryLetters(terms: readonly GlossaryTerm[]): GlossaryLetter[] {
  const sorted = [...terms].sort(compareTerms);
  return alphabet.map((letter) => ({
    letter,
    slug: sorted.find((entry) => termLetter(entry.term) === letter)?.slug ?? null,
  }));
}

/** The page's starting state: no search text, every category. */
export const defaultGlossaryQuery: GlossaryQuery = { search: '', category: 'all' };

/** Longest search text read from a URL; anything longer is treated as malformed. */
export const maxSearchLength = 100;

/**
 * The query kept in the URL (`?q=&category=`). A missing or malformed value falls back to its default:
 * an unknown category shows all terms, an over-long search shows no search.
 */
export function parseGlossaryParams(params: URLSearchParams): GlossaryQuery {
  const search = params.get('q') ?? '';
  const category = glossaryFilterIdSchema.safeParse(params.get('category'));
  return {
    search: search.length <= maxSearchLength ? search : '',
    category: category.success ? category.data : 'all',
  };
}

/** The URL search string for a query (`?q=mint&category=tokens`); defaults are left out. */
export function glossaryQueryToSearch({ search, category }: GlossaryQuery): string {
  const params = new URLSearchParams();
  if (search !== '') params.set('q', search);
  if (category !== 'all') params.set('category', category);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The display name of a category, as on its filter button. */
export function categoryLabel(category: GlossaryCategory): string {
  return glossaryFilters.find((filter) => filter.id === category)?.label ?? category;
}

/** The term a URL hash (`#mint-authority`) points at, if it names one. */
export function termForHash(terms: readonly GlossaryTerm[], hash: string): GlossaryTerm | undefined {
  const slug = glossarySlugSchema.safeParse(hash.replace(/^#/, ''));
  return slug.success ? terms.find((entry) => entry.slug === slug.data) : undefined;
}

/** Terms grouped under their first letter, both in alphabetical order (for the A–Z sections). */
export function groupByLetter(
  terms: readonly GlossaryTerm[],
): { letter: string; terms: GlossaryTerm[] }[] {
  const groups: { letter: string; terms: GlossaryTerm[] }[] = [];
  for (const entry of [...terms].sort(compareTerms)) {
    const letter = termLetter(entry.term);
    const last = groups.at(-1);
    if (last?.letter === letter) last.terms.push(entry);
    else groups.push({ letter, terms: [entry] });
  }
  return groups;
}
