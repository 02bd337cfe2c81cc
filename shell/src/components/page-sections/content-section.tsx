import type { ReactNode } from 'react';
import { cn } from '@tla/shared-ui/lib/cn';

export type ContentSectionProps = {
  /** Id of the section's h2. */
  id: string;
  heading: string;
  intro?: string;
  centered?: boolean;
  className?: string;
  children?: ReactNode;
};

/** One section of a static page, named by its h2. */
export function ContentSection({
  id,
  heading,
  intro,
  centered = false,
  className,
  children,
}: ContentSectionProps) {
  return (
    <section aria-labelledby={id} className={cn('py-10', className)}>
      <div className={cn('mb-8 max-w-3xl', centered && 'mx-auto text-center')}>
        <h2 id={id} className="text-3xl font-bold tracking-tight">
          {heading}
        </h2>
        {intro ? <p className="mt-3 text-muted-foreground">{intro}</p> : null}
      </div>
      {children}
    </section>
  );
}
