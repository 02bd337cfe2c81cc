import { Link } from '@tla/federated/router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button, buttonVariants } from '@tla/shared-ui/components/button';
import { cn } from '@tla/shared-ui/lib/cn';
import { paginationItems } from '../model/pagination';

export type BlogPaginationProps = {
  current: number;
  totalPages: number;
  /** The address of a page (keeps the other query parameters). */
  hrefFor: (page: number) => string;
};

/** Previous, the page numbers and Next; Previous and Next are disabled at the ends. */
export function BlogPagination({ current, totalPages, hrefFor }: BlogPaginationProps) {
  if (totalPages <= 1) return null;
  const isFirst = current <= 1;
  const isLast = current >= totalPages;
  return (
    <nav aria-label="Pagination" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {isFirst ? (
        <Button variant="outline" size="sm" disabled>
          <ChevronLeft aria-hidden="true" /> Previous
        </Button>
      ) : (
        <Button asChild variant="outline" size="sm">
          <Link to={hrefFor(current - 1)}>
            <ChevronLeft aria-hidden="true" /> Previous
          </Link>
        </Button>
      )}
      <ul className="flex flex-wrap items-center gap-1">
        {paginationItems(current, totalPages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Link
                to={hrefFor(item)}
                aria-label={`Page ${item}`}
                aria-current={item === current ? 'page' : undefined}
                className={cn(buttonVariants({ variant: item === current ? 'default' : 'ghost', size: 'sm' }), 'min-w-9')}
              >
                {item}
              </Link>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="px-2 text-muted-foreground">
              …
            </li>
          ),
        )}
      </ul>
      {isLast ? (
        <Button variant="outline" size="sm" disabled>
          Next <ChevronRight aria-hidden="true" />
        </Button>
      ) : (
        <Button asChild variant="outline" size="sm">
          <Link to={hrefFor(current + 1)}>
            Next <ChevronRight aria-hidden="true" />
          </Link>
        </Button>
      )}
    </nav>
  );
}
