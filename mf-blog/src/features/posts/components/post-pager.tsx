import { Link } from '@tla/federated/router';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import type { ListedPost } from '../data/schemas';

const linkClasses =
  'flex h-full flex-col gap-1 rounded-lg border border-border bg-card p-4 transition-colors hover:border-primary focus-visible:outline-2 focus-visible:outline-ring';

export type PostPagerProps = { previous?: ListedPost; next?: ListedPost };

/** The posts published before and after this one, at the foot of a post; the list stands in where there is none. */
export function PostPager({ previous, next }: PostPagerProps) {
  return (
    <nav aria-label="More posts" className="mt-12 grid gap-4 border-t border-border pt-8 sm:grid-cols-2 print:hidden">
      <Link to={previous ? `/blog/${previous.slug}` : '/blog'} className={linkClasses}>
        <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {previous ? 'Previous post' : 'Back to'}
        </span>
        <span className="font-semibold text-link">{previous?.title ?? 'All articles'}</span>
      </Link>
      <Link to={next ? `/blog/${next.slug}` : '/blog'} className={`${linkClasses} sm:items-end sm:text-right`}>
        <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
          {next ? 'Next post' : 'Back to'}
          <ArrowRight aria-hidden="true" className="size-4" />
        </span>
        <span className="font-semibold text-link">{next?.title ?? 'All articles'}</span>
      </Link>
    </nav>
  );
}
