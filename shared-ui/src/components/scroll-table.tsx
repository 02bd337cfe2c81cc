import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/**
 * A table that may be wider (or, with a max height, taller) than the screen: it scrolls in its own
 * box instead of widening the page. The box is named after its table and takes keyboard focus, so it
 * can be scrolled without a pointer.
 */
export function ScrollTable({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn(
        'overflow-x-auto rounded-md border border-border focus-visible:outline-2 focus-visible:outline-ring',
        className,
      )}
    >
      {children}
    </div>
  );
}
