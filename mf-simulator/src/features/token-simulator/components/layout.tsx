import { useState, type ReactNode } from 'react';

/** One part of the simulator: an h2, a sentence on what it answers, then its content. */
export function SimulatorSection({ id, title, description, children }: { id: string; title: string; description: ReactNode; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24 space-y-6 rounded-lg border border-border bg-card p-4 text-card-foreground shadow-sm sm:p-6">
      <div className="space-y-1.5">
        <h2 id={`${id}-heading`} className="text-2xl font-semibold tracking-tight">
          {title}
        </h2>
        <p className="max-w-3xl text-sm text-muted-foreground">{description}</p>
      </div>
      {children}
    </section>
  );
}

export const tableClasses = 'w-full border-collapse text-sm [&_caption]:p-3 [&_caption]:text-left [&_caption]:font-medium [&_td]:border-t [&_td]:border-border [&_td]:px-3 [&_td]:py-2 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:font-medium [&_thead_th]:bg-muted [&_tbody_th]:border-t [&_tbody_th]:border-border [&_tfoot_td]:font-semibold [&_tfoot_th]:border-t [&_tfoot_th]:border-border';

/** A labelled result: term and value, large enough to read at a glance. */
export function Stat({ label, value, detail }: { label: string; value: ReactNode; detail?: ReactNode }) {
  return (
    <div className="rounded-md border border-border p-3">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-lg font-semibold tabular-nums break-words">{value}</dd>
      {detail ? <dd className="text-xs text-muted-foreground">{detail}</dd> : null}
    </div>
  );
}

/**
 * A long data table behind a disclosure, so the page stays readable; the summary is keyboard-operable.
 * The table is built only once opened: hundreds of cells would otherwise re-render on every keystroke.
 */
export function DataDisclosure({ summary, children }: { summary: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="group rounded-md" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer text-sm font-medium text-link underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring">
        {summary}
      </summary>
      <div className="mt-3">{open ? children : null}</div>
    </details>
  );
}
