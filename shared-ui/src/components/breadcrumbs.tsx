import { Fragment } from 'react';
import { Link } from '@tla/federated/router';
import { ChevronRight } from 'lucide-react';
import { cn } from '../lib/cn';
import { breadcrumbList, type Crumb } from '../lib/structured-data';
import { StructuredData } from './structured-data';

export type BreadcrumbsProps = {
  /** From the home page down to the current page, which comes last. */
  trail: readonly Crumb[];
  className?: string;
};

/**
 * Where the page sits in the site, from the home page down: links for every step but the current
 * page, and the same trail as a BreadcrumbList for search engines, so the two never disagree.
 */
export function Breadcrumbs({ trail, className }: BreadcrumbsProps) {
  return (
    <nav aria-label="Breadcrumb" data-slot="breadcrumbs" className={cn('text-sm text-muted-foreground', className)}>
      <ol className="flex flex-wrap items-center gap-1.5">
        {trail.map((crumb, index) => {
          const current = index === trail.length - 1;
          return (
            <Fragment key={crumb.path}>
              {index > 0 ? (
                <li role="presentation" aria-hidden="true">
                  <ChevronRight className="size-3.5" />
                </li>
              ) : null}
              <li className={cn(current && 'min-w-0 truncate font-medium text-foreground')}>
                {current ? (
                  <span aria-current="page">{crumb.name}</span>
                ) : (
                  <Link to={crumb.path} className="hover:text-foreground hover:underline">
                    {crumb.name}
                  </Link>
                )}
              </li>
            </Fragment>
          );
        })}
      </ol>
      <StructuredData data={breadcrumbList(trail)} />
    </nav>
  );
}
