// @vitest-environment node
import { expect, test } from 'vitest';
import {
  categoryLabel,
  compareTerms,
  defaultGlossaryQuery,
  filterGlossary,
  glossaryFilters,
  glossaryLetters,
  glossaryQueryToSearch,
  glossaryTerms,
  groupByLetter,
  maxSearchLength,
  parseGlossaryParams,
  termForHash,
  termLetter,
} from './glossary-query';
import {
  glossaryCategorySchema,
  glossaryFilterSchema,
  glossaryLetterSchema,
  glossaryTermSchema,
  type GlossaryTerm,
} from './schemas';

const slugs = new Set(glossaryTerms.map((entry) => entry.slug));
const terms = (list: readonly GlossaryTerm[]): string[] => list.map((entry) => entry.term);
const isSorted = (list: readonly GlossaryTerm[]): boolean =>
  list.every((entry, i) => i === 0 || compareTerms(list[i - 1] ?? entry, entry) <= 0);

test('every term parses with the schema', () => {
  for (const entry of glossaryTerms) {
    expect(glossaryTermSchema.parse(entry)).toEqual(entry);
  }
});

test('terms compare as an English collator at base strength compares them, pair by pair', () => {
  const collator = new Intl.Collator('en', { sensitivity: 'base' });
  const [first] = glossaryTerms;
  if (!first) throw new Error('the glossary has no terms');
  const variants: GlossaryTerm[] = ['Token', 'token', 'Tokén', 'Token-2022', 'Token Account', 'Tokens'].map(
    (term) => ({ ...first, term }),
  );
  for (const a of [...glossaryTerms, ...variants])
    for (const b of [...glossaryTerms, ...variants])
      expect(Math.sign(compareTerms(a, b)), `${a.term} / ${b.term}`).toBe(Math.sign(collator.compare(a.term, b.term)));
});

test('there are 30 terms with unique names and slugs', () => {
  expect(glossaryTerms).toHaveLength(30);
  expect(slugs.size).toBe(30);
  expect(new Set(glossaryTerms.map((entry) => entry.term.toLowerCase())).size).toBe(30);
});

test('Mint Authority can be deep-linked as /glossary#mint-authority', () => {
  expect(glossaryTerms.find((entry) => entry.slug === 'mint-authority')?.term).toBe(
    'Mint Authority',
  );
});

test('the core token-creation terms are present', () => {
  for (const slug of [
    'spl-token',
    'token-2022',
    'associated-token-account',
    'freeze-authority',
    'rent',
    'lamport',
    'decimals',
    'metadata',
    'liquidity-pool',
    'automated-market-maker',
    'slippage',
    'seed-phrase',
    'nft',
  ]) {
    expect(slugs.has(slug), slug).toBe(true);
  }
});

test('every category has at least four terms', () => {
  for (const category of glossaryCategorySchema.options) {
    expect(
      glossaryTerms.filter((entry) => entry.category === category).length,
      category,
    ).toBeGreaterThanOrEqual(4);
  }
});

test('related terms exist, are 2-4 other terms and are not duplicated', () => {
  for (const entry of glossaryTerms) {
    expect(entry.related.length).toBeGreaterThanOrEqual(2);
    expect(entry.related.length).toBeLessThanOrEqual(4);
    expect(entry.related).not.toContain(entry.slug);
    expect(new Set(entry.related).size).toBe(entry.related.length);
    for (const slug of entry.related)
      expect(slugs.has(slug), `${entry.slug} -> ${slug}`).toBe(true);
  }
});

test('every term is reachable from some other term', () => {
  const referenced = new Set(glossaryTerms.flatMap((entry) => entry.related));
  for (const slug of slugs) expect(referenced.has(slug), slug).toBe(true);
});

test('definitions are two to four sentences and never contain a secret-looking string', () => {
  for (const { slug, definition } of glossaryTerms) {
    const sentences = definition.split(/(?<=[.!?])\s+(?=[A-Z0-9])/);
    expect(sentences.length, slug).toBeGreaterThanOrEqual(2);
    expect(sentences.length, slug).toBeLessThanOrEqual(4);
    expect(definition, slug).toMatch(/[.!?]$/);
    // Base58 secret keys are ~88 characters; public program IDs (32-44) are fine.
    expect(definition, slug).not.toMatch(/[1-9A-HJ-NP-Za-km-z]{64,}/);
  }
});

test('the schema rejects self references, unknown categories and too few related terms', () => {
  const entry = glossaryTerms[0];
  expect(entry).toBeDefined();
  const invalid: unknown[] = [
    { ...entry, related: [entry?.slug, 'rent'] },
    { ...entry, related: ['rent'] },
    { ...entry, related: ['rent', 'rent'] },
    { ...entry, category: 'gaming' },
    { ...entry, slug: 'Mint Authority' },
  ];
  for (const candidate of invalid) {
    expect(glossaryTermSchema.safeParse(candidate).success, JSON.stringify(candidate)).toBe(false);
  }
});

test('the filters are All Terms then one per category', () => {
  for (const filter of glossaryFilters) glossaryFilterSchema.parse(filter);
  expect(glossaryFilters).toEqual([
    { id: 'all', label: 'All Terms' },
    { id: 'blockchain', label: 'Blockchain' },
    { id: 'tokens', label: 'Tokens' },
    { id: 'defi', label: 'DeFi' },
    { id: 'wallets', label: 'Wallets' },
    { id: 'nft', label: 'NFTs' },
  ]);
  expect(glossaryFilters.slice(1).map((filter) => filter.id)).toEqual(
    glossaryCategorySchema.options,
  );
});

test('filterGlossary with no search and all categories returns every term sorted alphabetically', () => {
  const all = filterGlossary(glossaryTerms, { search: '', category: 'all' });
  expect(all).toHaveLength(30);
  expect(isSorted(all)).toBe(true);
  expect(all[0]?.term).toBe('Associated Token Account');
  expect(all.at(-1)?.term).toBe('Wallet');
});

test('filterGlossary sorts without regard to case and does not change its input', () => {
  const input: GlossaryTerm[] = [
    { term: 'zeta', slug: 'zeta', definition: 'Z. Z.', category: 'defi', related: ['a', 'b'] },
    { term: 'Alpha', slug: 'alpha', definition: 'A. A.', category: 'defi', related: ['a', 'b'] },
    { term: 'beta', slug: 'beta', definition: 'B. B.', category: 'defi', related: ['a', 'b'] },
  ];
  expect(terms(filterGlossary(input, { search: '', category: 'all' }))).toEqual([
    'Alpha',
    'beta',
    'zeta',
  ]);
  expect(terms(input)).toEqual(['zeta', 'Alpha', 'beta']);
});

test('filterGlossary matches the term or the definition, ignoring case and surrounding spaces', () => {
  expect(
    terms(filterGlossary(glossaryTerms, { search: '  MINT AUTHORITY ', category: 'all' })),
  ).toContain('Mint Authority');
  // Only in a definition: "fully diluted valuation (FDV)" is explained under Market Cap.
  expect(terms(filterGlossary(glossaryTerms, { search: 'fdv', category: 'all' }))).toEqual([
    'Market Cap',
  ]);
  const amm = filterGlossary(glossaryTerms, { search: 'amm', category: 'all' });
  expect(terms(amm)).toContain('Automated Market Maker (AMM)');
  expect(isSorted(amm)).toBe(true);
});

test('filterGlossary filters by category and combines it with the search', () => {
  const wallets = filterGlossary(glossaryTerms, { search: '', category: 'wallets' });
  expect(terms(wallets)).toEqual(['Private Key', 'Public Key', 'Seed Phrase', 'Wallet']);
  expect(terms(filterGlossary(glossaryTerms, { search: 'key', category: 'wallets' }))).toEqual([
    'Private Key',
    'Public Key',
    'Seed Phrase',
    'Wallet',
  ]);
  expect(terms(filterGlossary(glossaryTerms, { search: 'authority', category: 'tokens' }))).toEqual(
    ['Freeze Authority', 'Metadata', 'Mint Authority'],
  );
  for (const entry of filterGlossary(glossaryTerms, { search: 'token', category: 'nft' })) {
    expect(entry.category).toBe('nft');
  }
});

test('filterGlossary returns an empty list when nothing matches', () => {
  expect(filterGlossary(glossaryTerms, { search: 'xyzzy', category: 'all' })).toEqual([]);
  expect(filterGlossary(glossaryTerms, { search: 'seed phrase', category: 'defi' })).toEqual([]);
  expect(filterGlossary([], { search: '', category: 'all' })).toEqual([]);
});

test('glossaryLetters lists A-Z with the anchor of the first term of each letter', () => {
  const letters = glossaryLetters(glossaryTerms);
  for (const letter of letters) glossaryLetterSchema.parse(letter);
  expect(letters.map((entry) => entry.letter).join('')).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
  const bar = Object.fromEntries(letters.map((entry) => [entry.letter, entry.slug]));
  expect(bar.A).toBe('associated-token-account');
  expect(bar.M).toBe('market-cap');
  expect(bar.T).toBe('token-2022');
  expect(bar.Q).toBeNull();
  for (const { letter, slug } of letters) {
    const starting = glossaryTerms.filter((entry) => termLetter(entry.term) === letter);
    expect(slug === null, letter).toBe(starting.length === 0);
  }
});

test('glossaryLetters follows the filtered list', () => {
  const letters = glossaryLetters(
    filterGlossary(glossaryTerms, { search: '', category: 'wallets' }),
  );
  expect(letters.filter((entry) => entry.slug !== null).map((entry) => entry.letter)).toEqual([
    'P',
    'S',
    'W',
  ]);
  expect(glossaryLetters([]).every((entry) => entry.slug === null)).toBe(true);
  expect(termLetter('éclair')).toBe('E');
});

test('parseGlossaryParams reads q and category and falls back to defaults for malformed values', () => {
  expect(parseGlossaryParams(new URLSearchParams(''))).toEqual(defaultGlossaryQuery);
  expect(parseGlossaryParams(new URLSearchParams('q=Mint&category=tokens'))).toEqual({
    search: 'Mint',
    category: 'tokens',
  });
  expect(parseGlossaryParams(new URLSearchParams('q=rent&category=gaming'))).toEqual({
    search: 'rent',
    category: 'all',
  });
  expect(parseGlossaryParams(new URLSearchParams('category=Tokens')).category).toBe('all');
  expect(parseGlossaryParams(new URLSearchParams(`q=${'a'.repeat(maxSearchLength + 1)}`)).search).toBe('');
});

test('glossaryQueryToSearch leaves defaults out and round-trips through parseGlossaryParams', () => {
  expect(glossaryQueryToSearch(defaultGlossaryQuery)).toBe('');
  expect(glossaryQueryToSearch({ search: '', category: 'nft' })).toBe('?category=nft');
  const query = { search: 'seed & key?', category: 'wallets' } as const;
  const search = glossaryQueryToSearch(query);
  expect(parseGlossaryParams(new URLSearchParams(search))).toEqual(query);
});

test('termForHash finds the term a hash names and ignores anything else', () => {
  expect(termForHash(glossaryTerms, '#mint-authority')?.term).toBe('Mint Authority');
  expect(termForHash(glossaryTerms, 'rent')?.term).toBe('Rent');
  for (const hash of ['', '#', '#letter-m', '#Mint-Authority', '#no-such-term']) {
    expect(termForHash(glossaryTerms, hash), hash).toBeUndefined();
  }
});

test('groupByLetter groups sorted terms under their first letter', () => {
  const groups = groupByLetter(filterGlossary(glossaryTerms, { search: '', category: 'wallets' }));
  expect(groups.map((group) => [group.letter, terms(group.terms)])).toEqual([
    ['P', ['Private Key', 'Public Key']],
    ['S', ['Seed Phrase']],
    ['W', ['Wallet']],
  ]);
  expect(groupByLetter(glossaryTerms).flatMap((group) => group.terms)).toEqual(
    filterGlossary(glossaryTerms, defaultGlossaryQuery),
  );
  expect(groupByLetter([])).toEqual([]);
});

test('categoryLabel names each category as its filter button does', () => {
  expect(glossaryCategorySchema.options.map(categoryLabel)).toEqual([
    'Blockchain',
    'Tokens',
    'DeFi',
    'Wallets',
    'NFTs',
  ]);
});

test('the Token-2022 entry names both ways to choose it and that later commands detect it', () => {
  const entry = glossaryTerms.find((term) => term.slug === 'token-2022');
  expect(entry?.definition).not.toMatch(/only when you pass --program-2022/);
  expect(entry?.definition).toContain('--program-2022');
  expect(entry?.definition).toContain('--program-id');
  expect(entry?.definition).toMatch(/later commands detect the program from the existing mint/);
});
