import { createContext, memo, use, useMemo } from 'react';
import { Link } from '@tla/federated/router';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@tla/shared-ui/components/accordion';
import { Badge } from '@tla/shared-ui/components/badge';
import { HeadingAnchor, HeadingGroup } from '@tla/shared-ui/components/heading-anchor';
import { categoryLabel, groupByLetter } from '../data/glossary-query';
import type { GlossaryTerm } from '../data/schemas';
import { letterAnchor } from './glossary-letter-bar';

export type GlossaryTermListProps = {
  /** The terms to show (already filtered and sorted). */
  terms: readonly GlossaryTerm[];
  /** Every term, to name the related ones even when they are filtered out. */
  allTerms: readonly GlossaryTerm[];
  openSlug: string;
  onOpenChange: (slug: string) => void;
  /** The search string related-term links keep (the current query). */
  search: string;
};

/** The query the open term's related-term links keep (only an open term has such links). */
const LinkSearch = createContext('');

/**
 * The terms under A–Z headings, in one accordion: one term open at a time, collapsible, and the
 * triggers reachable with the arrow keys, Home and End. Opening a term renders that term and the one
 * that closes, nothing else: the letters and rows below the accordion do not depend on which term is
 * open (each row's item reads that from the accordion), so they stay as they were.
 */
export const GlossaryTermList = memo(function GlossaryTermList({
  terms,
  allTerms,
  openSlug,
  onOpenChange,
  search,
}: GlossaryTermListProps) {
  const termBySlug = useMemo(() => new Map(allTerms.map((entry) => [entry.slug, entry])), [allTerms]);
  const groups = useMemo(() => groupByLetter(terms), [terms]);
  return (
    <LinkSearch value={search}>
      <Accordion collapsible value={openSlug} onValueChange={onOpenChange} className="space-y-8">
        <GlossaryLetters groups={groups} termBySlug={termBySlug} />
      </Accordion>
    </LinkSearch>
  );
});

type GlossaryLettersProps = {
  groups: ReturnType<typeof groupByLetter>;
  termBySlug: ReadonlyMap<string, GlossaryTerm>;
};

const GlossaryLetters = memo(function GlossaryLetters({ groups, termBySlug }: GlossaryLettersProps) {
  return groups.map((group) => (
    // A letter is drawn when near the screen, at its closed rows' height until then: a load or a
    // filter styles the letters in view, not all thirty terms.
    <div
      key={group.letter}
      className="render-when-near"
      style={{ containIntrinsicSize: `auto calc(2.5rem + ${group.terms.length} * 3.8rem)` }}
    >
      <h2
        id={letterAnchor(group.letter)}
        tabIndex={-1}
        className="scroll-mt-24 border-b border-border pb-2 text-2xl font-bold text-link outline-none"
      >
        {group.letter}
      </h2>
      {group.terms.map((entry) => (
        <GlossaryTermRow key={entry.slug} entry={entry} termBySlug={termBySlug} />
      ))}
    </div>
  ));
});

type GlossaryTermRowProps = {
  entry: GlossaryTerm;
  termBySlug: ReadonlyMap<string, GlossaryTerm>;
};

const GlossaryTermRow = memo(function GlossaryTermRow({ entry, termBySlug }: GlossaryTermRowProps) {
  return (
    <AccordionItem value={entry.slug} id={entry.slug} className="scroll-mt-24">
      <HeadingGroup>
        <AccordionTrigger headingLevel={3} className="text-lg">
          {entry.term}
        </AccordionTrigger>
        {/* The item carries the id: following the link opens the term (useHashTerm). */}
        <HeadingAnchor id={entry.slug} headingText={entry.term} />
      </HeadingGroup>
      {/* The panel, and with it the details and their links, is rendered only while the term is open. */}
      <AccordionContent className="space-y-4">
        <GlossaryTermDetails entry={entry} termBySlug={termBySlug} />
      </AccordionContent>
    </AccordionItem>
  );
});

function GlossaryTermDetails({ entry, termBySlug }: GlossaryTermRowProps) {
  const search = use(LinkSearch);
  return (
    <>
      <p className="text-base text-foreground">{entry.definition}</p>
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="outline">{categoryLabel(entry.category)}</Badge>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <span className="text-sm font-medium text-muted-foreground">Related terms:</span>
        <ul aria-label={`Terms related to ${entry.term}`} className="flex flex-wrap gap-x-3 gap-y-1">
          {entry.related.map((slug) => (
            <li key={slug}>
              <Link to={{ search, hash: `#${slug}` }} className="text-link underline underline-offset-4">
                {termBySlug.get(slug)?.term ?? slug}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
