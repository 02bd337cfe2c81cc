import { Link } from '@tla/federated/router';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import type { TutorialNavigationEntry } from '../data/schemas';
import { tutorialLink } from '../data/tutorials';

const linkClasses =
  'flex h-full flex-col gap-1 rounded-lg border border-border bg-card p-4 transition-colors hover:border-primary focus-visible:outline-2 focus-visible:outline-ring';

/** Previous and next tutorial at the foot of a tutorial; the list stands in where there is none. */
export function TutorialPager({ navigation }: { navigation: TutorialNavigationEntry }) {
  const previous = navigation.previous === null ? null : tutorialLink(navigation.previous);
  const next = navigation.next === null ? null : tutorialLink(navigation.next);
  return (
    <nav aria-label="More tutorials" className="mt-12 grid gap-4 border-t border-border pt-8 sm:grid-cols-2 print:hidden">
      <Link to={previous?.path ?? '/tutorials'} className={linkClasses}>
        <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {previous ? 'Previous tutorial' : 'Back to'}
        </span>
        <span className="font-semibold text-link">{previous?.title ?? 'All tutorials'}</span>
      </Link>
      <Link to={next?.path ?? '/tutorials'} className={`${linkClasses} sm:items-end sm:text-right`}>
        <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
          {next ? 'Next tutorial' : 'Back to'}
          <ArrowRight aria-hidden="true" className="size-4" />
        </span>
        <span className="font-semibold text-link">{next?.title ?? 'All tutorials'}</span>
      </Link>
    </nav>
  );
}
