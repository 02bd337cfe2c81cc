import type * as React from 'react';
import { ArrowUpRight } from 'lucide-react';
import { cn } from '../lib/cn';

export type ExternalLinkProps = Omit<React.ComponentProps<'a'>, 'target' | 'rel'> & {
  href: string;
  /** Show the arrow mark that tells readers the link leaves the site. */
  showArrow?: boolean;
};

/** Every link that leaves the site opens in a new tab and passes no opener or referrer. */
export function ExternalLink({ className, children, showArrow = false, ...props }: ExternalLinkProps) {
  return (
    <a target="_blank" rel="noopener noreferrer" className={cn(showArrow && 'inline-flex items-center gap-1', className)} {...props}>
      {children}
      {showArrow ? <ArrowUpRight aria-hidden="true" className="size-4" /> : null}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
