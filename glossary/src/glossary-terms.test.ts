import { expect, test } from 'vitest';
import { glossaryTerms } from './glossary-terms';
import { glossaryLinkTerms } from './link-terms';
import { glossaryTermSchema } from './schemas';

test('every term parses with the schema', () => {
  for (const entry of glossaryTerms) expect(glossaryTermSchema.parse(entry)).toEqual(entry);
});

test('articles link each term by its name, its acronym and its aliases', () => {
  const byId = new Map(glossaryLinkTerms.map((term) => [term.id, term]));
  expect(byId.get('associated-token-account')?.variants).toEqual(['Associated Token Account', 'ATA']);
  expect(byId.get('program-derived-address')?.variants).toEqual(['Program Derived Address', 'PDA']);
  expect(byId.get('lamport')?.definition).toMatch(/^The smallest unit of SOL/);
  // Too common a word in running text to mean the NFT collection.
  expect(byId.has('collection')).toBe(false);
  expect(glossaryLinkTerms).toHaveLength(glossaryTerms.length - 1);
});
