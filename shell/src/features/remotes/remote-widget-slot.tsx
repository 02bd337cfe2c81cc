import type { ReactElement, ReactNode } from 'react';
import { CloudOff, RotateCw } from 'lucide-react';
import { Button } from '@tla/shared-ui/components/button';
import { Skeleton } from '@tla/shared-ui/components/skeleton';
import type { WidgetSlot } from '@tla/platform/contracts/widgets';
import { useWidgets } from './home-widgets';
import { RemoteIsland } from './remote-island';
import type { RemoteWidget } from './remote-sections';

export type RemoteWidgetSlotProps = {
  widget: RemoteWidget;
  /** What the slot shows while the remote loads (the rough shape of the widget); three cards by default. */
  skeleton?: ReactNode;
};

const containerClass = 'mx-auto w-full max-w-(--container-content) px-4 sm:px-6 lg:px-8';

export function WidgetSkeleton({ label, children }: { label: string; children?: ReactNode }) {
  return (
    <div role="status" className={`${containerClass} py-16`}>
      <span className="sr-only">Loading {label}</span>
      {children ?? (
        <>
          <Skeleton className="mb-8 h-9 w-72 max-w-full" />
          <div className="grid gap-6 md:grid-cols-3">
            <Skeleton className="h-56 rounded-xl" />
            <Skeleton className="h-56 rounded-xl" />
            <Skeleton className="h-56 rounded-xl" />
          </div>
        </>
      )}
    </div>
  );
}

/** The one-line notice a widget leaves when its remote is down, with Retry. */
export function WidgetUnavailable({ label, onRetry }: { label: string; onRetry: () => void }) {
  return (
    <div className={`${containerClass} py-8`}>
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-lg border border-border bg-card px-4 py-3 text-sm text-muted-foreground"
      >
        <CloudOff aria-hidden="true" className="size-5 text-destructive" />
        <span>
          <span className="font-medium text-foreground">{label}</span> is temporarily unavailable.
        </span>
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RotateCw aria-hidden="true" />
          Retry
        </Button>
      </div>
    </div>
  );
}

/**
 * A section of a shell page rendered by a remote (the home page's tutorials, resources and latest
 * posts), through the same island seam as whole sections: skeleton while it loads, a one-line notice
 * with Retry when the remote is down, never a broken page. Widgets sit below the fold and read fine as
 * HTML, so on a prerendered page their code loads only when the reader comes near (see `deferred`).
 */
export function RemoteWidgetSlot({ widget, skeleton }: RemoteWidgetSlotProps) {
  return (
    <RemoteIsland
      section={widget}
      loading={<WidgetSkeleton label={widget.label}>{skeleton}</WidgetSkeleton>}
      unavailable={(retry) => <WidgetUnavailable label={widget.label} onRetry={retry} />}
      deferred
    />
  );
}

/**
 * One of the home page's places for the remotes' widgets: a slot for each widget the section table
 * lists for it, by order. A remote adds, moves or drops a widget in its section contract. Keyed
 * elements rather than a component, so the page can make them siblings of its own sections.
 */
export function useWidgetSlots(slot: WidgetSlot): ReactElement[] {
  return useWidgets(slot).map((widget) => (
    <RemoteWidgetSlot
      key={`${widget.remote}/${widget.module}`}
      widget={{ remote: widget.remote, module: widget.module, label: widget.label }}
    />
  ));
}
