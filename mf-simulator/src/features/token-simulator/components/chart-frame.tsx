import { Suspense, useRef, type ReactNode } from 'react';
import { Skeleton } from '@tla/shared-ui/components/skeleton';
import { useNearViewport } from '@tla/shared-ui/hooks/use-near-viewport';

export const CHART_HEIGHT = 288;

/**
 * A chart's box: a fixed height and an accessible name (role="img"; the numbers are in the table
 * that follows each chart). Charts measure the DOM, so they render only in the browser, loaded on
 * demand and drawn once the box comes near the viewport (drawing them all at once holds a phone's
 * main thread for a long task); the server and the client until then show a placeholder of the same
 * height.
 */
export function ChartFrame({ label, height = CHART_HEIGHT, children }: { label: string; height?: number; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  const placeholder = <Skeleton className="size-full" />;
  return (
    <div ref={box} role="img" aria-label={label} className="w-full text-muted-foreground" style={{ height }}>
      {near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
