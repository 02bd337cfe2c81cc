import { Link } from '@tla/federated/router';
import { ArrowLeft, ArrowRight } from 'lucide-react';

const linkClasses =
  'flex h-full flex-col gap-1 rounded-lg border border-border bg-card p-4 transition-colors hover:border-primary focus-visible:outline-2 focus-visible:outline-ring';

/** A neighbouring article: where it is and what it is called. */
export type PagerTarget = { path: string; title: string };

export type ArticlePagerProps = {
  /** The navigation's name, e.g. "More posts". */
  label: string;
  previous: PagerTarget | null;
  next: PagerTarget | null;
  /** What each side says above its title, e.g. "Previous post". */
  previousLabel: string;
  nextLabel: string;
  /** Where a side with no neighbour leads instead: the section's list. */
  list: PagerTarget;
};

/** The articles before and after this one, at its foot; the section's list stands in where there is none. */
export function ArticlePager({ label, previous, next, previousLabel, nextLabel, list }: ArticlePagerProps) {
  return (
    <nav aria-label={label} className="mt-12 grid gap-4 border-t border-border pt-8 sm:grid-cols-2 print:hidden">
      <Link to={previous?.path ?? list.path} className={linkClasses}>
        <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {previous ? previousLabel : 'Back to'}
        </span>
        <span className="font-semibold text-link">{previous?.title ?? list.title}</span>
      </Link>
      <Link to={next?.path ?? list.path} className={`${linkClasses} sm:items-end sm:text-right`}>
        <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
          {next ? nextLabel : 'Back to'}
          <ArrowRight aria-hidden="true" className="size-4" />
        </span>
        <span className="font-semibold text-link">{next?.title ?? list.title}</span>
      </Link>
    </nav>
  );
}
