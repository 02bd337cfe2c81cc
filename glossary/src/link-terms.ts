import {
  glossaryVariants,
  type GlossaryLinkTerm,
} from '@tla/shared-ui/markdown/rehype-glossary-links';
import { glossaryTerms } from './glossary-terms';

/**
 * The terms as articles link them (the first mention of each, with its definition on hover and
 * focus): the name and its parenthesised acronym, plus the other names readers meet it by.
 */
export const glossaryLinkTerms: readonly GlossaryLinkTerm[] = glossaryTerms
  .filter((entry) => entry.linkInArticles !== false)
  .map((entry) => ({
    id: entry.slug,
    term: entry.term,
    variants: [...glossaryVariants(entry.term), ...(entry.aliases ?? [])],
    definition: entry.definition,
  }));
