import type { ReactNode } from 'react';

/**
 * A table wider than a phone scrolls sideways in its own box rather than widening the page. The box
 * takes keyboard focus, so it can be scrolled without a pointer, and is named after its table.
 */
export function WideTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="mt-4 overflow-x-auto focus-visible:outline-2 focus-visible:outline-ring"
    >
      {children}
    </div>
  );
}
