import type { ReactNode } from 'react';
import { cn } from '@tla/shared-ui/lib/cn';

export type HomeSectionProps = {
  /** Id of the section's h2, which names the section. */
  id: string;
  heading: string;
  intro?: string;
  className?: string;
  children: ReactNode;
};

/** One section of the home page: a landmark named by its h2, in the content-width container. */
export function HomeSection({ id, heading, intro, className, children }: HomeSectionProps) {
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'mx-auto w-full max-w-(--container-content) px-4 py-16 sm:px-6 lg:px-8',
        className,
      )}
    >
      <div className="mb-8 max-w-2xl">
        <h2 id={id} className="text-3xl font-bold tracking-tight">
          {heading}
        </h2>
        {intro ? <p className="mt-2 text-muted-foreground">{intro}</p> : null}
      </div>
      {children}
    </section>
  );
}
