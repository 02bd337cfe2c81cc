import { memo, useMemo } from 'react';
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

/**
 * The terms under A–Z headings, in one accordion: one term open at a time, collapsible, and the
 * triggers reachable with the arrow keys, Home and End. Each term is a memoized row that renders again
 * only when it opens or closes (or the query its links keep changes): opening a term renders two rows,
 * not thirty, each with its trigger's icon and its heading's link.
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
    <Accordion collapsible value={openSlug} onValueChange={onOpenChange} className="space-y-8">
      {groups.map((group) => (
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
            <GlossaryTermRow
              key={entry.slug}
              entry={entry}
              open={entry.slug === openSlug}
              termBySlug={termBySlug}
              // Only an open term has links that keep the query: closed rows stay as they are when it changes.
              search={entry.slug === openSlug ? search : ''}
            />
          ))}
        </div>
      ))}
    </Accordion>
  );
});

type GlossaryTermRowProps = {
  entry: GlossaryTerm;
  open: boolean;
  termBySlug: ReadonlyMap<string, GlossaryTerm>;
  search: string;
};

const GlossaryTermRow = memo(function GlossaryTermRow({ entry, open, termBySlug, search }: GlossaryTermRowProps) {
  return (
    <AccordionItem value={entry.slug} id={entry.slug} className="scroll-mt-24">
      <HeadingGroup>
        <AccordionTrigger headingLevel={3} className="text-lg">
          {entry.term}
        </AccordionTrigger>
        {/* The item carries the id: following the link opens the term (useHashTerm). */}
        <HeadingAnchor id={entry.slug} headingText={entry.term} />
      </HeadingGroup>
      {/* Only the open term's panel is rendered (the accordion renders no closed panel either); the
          row knows, so a closed row's related-term links are never built. */}
      {open ? (
        <AccordionContent className="space-y-4">
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
        </AccordionContent>
      ) : null}
    </AccordionItem>
  );
});
