import { memo } from 'react';
import { Link } from '@tla/federated/router';
import { cn } from '@tla/shared-ui/lib/cn';
import type { GlossaryLetter } from '../data/schemas';

/** The anchor of the section of terms starting with a letter. */
export function letterAnchor(letter: string): string {
  return `letter-${letter.toLowerCase()}`;
}

const cell = 'flex size-8 items-center justify-center rounded-md text-sm font-semibold';

export type GlossaryLetterBarProps = {
  letters: readonly GlossaryLetter[];
  /** The search string the links keep (the current query), so jumping never resets the filters. */
  search: string;
};

/**
 * The A–Z bar: each letter with terms jumps to its section; letters without terms are disabled.
 * Memoized: its 26 router links render again only when the letters or the query change.
 */
export const GlossaryLetterBar = memo(function GlossaryLetterBar({ letters, search }: GlossaryLetterBarProps) {
  return (
    <nav aria-label="Glossary index">
      <ul className="flex flex-wrap gap-1">
        {letters.map(({ letter, slug }) => (
          <li key={letter}>
            {slug === null ? (
              <span aria-disabled="true" className={cn(cell, 'text-muted-foreground opacity-50')}>
                {letter}
              </span>
            ) : (
              <Link
                to={{ search, hash: `#${letterAnchor(letter)}` }}
                className={cn(cell, 'text-link hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring')}
              >
                {letter}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
});
