import type * as React from 'react';
import { LoaderCircle } from 'lucide-react';
import { cn } from '../lib/cn';

export type SpinnerProps = React.ComponentProps<'div'> & {
  /** What is loading, for screen readers. */
  label?: string;
};

export function Spinner({ className, label = 'Loading', ...props }: SpinnerProps) {
  return (
    <div
      data-slot="spinner"
      role="status"
      className={cn('flex items-center justify-center', className)}
      {...props}
    >
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-primary" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

/** What a page's area shows while the page's code loads: a spinner as tall as a short page. */
export function PageSpinner({ label = 'Loading page' }: { label?: string }) {
  return <Spinner className="min-h-[50vh]" label={label} />;
}
