import type { ReactNode } from 'react';

export type CtaPanelProps = { id: string; heading: string; text: string; children: ReactNode };

/** The closing call to action of a static page. */
export function CtaPanel({ id, heading, text, children }: CtaPanelProps) {
  return (
    <section
      aria-labelledby={id}
      className="my-10 flex flex-col items-center gap-5 rounded-2xl border border-primary/40 bg-gradient-to-br from-primary/15 via-card to-card px-6 py-12 text-center"
    >
      <h2 id={id} className="max-w-2xl text-3xl font-bold tracking-tight">
        {heading}
      </h2>
      <p className="max-w-2xl text-muted-foreground">{text}</p>
      <div className="flex flex-wrap justify-center gap-3">{children}</div>
    </section>
  );
}
