import { Suspense, type ReactNode } from 'react';
import { Skeleton } from '@tla/shared-ui/components/skeleton';
import { useIsClient } from '@tla/shared-ui/hooks/use-is-client';

export const CHART_HEIGHT = 288;

/**
 * A chart's box: a fixed height and an accessible name (role="img"; the numbers are in the table
 * that follows each chart). Charts measure the DOM, so they render only in the browser, loaded on
 * demand; the server and the first client render show a placeholder of the same height.
 */
export function ChartFrame({ label, height = CHART_HEIGHT, children }: { label: string; height?: number; children: ReactNode }) {
  const isClient = useIsClient();
  const placeholder = <Skeleton className="size-full" />;
  return (
    <div role="img" aria-label={label} className="w-full text-muted-foreground" style={{ height }}>
      {isClient ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
