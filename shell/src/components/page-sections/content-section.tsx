import type { ReactNode } from 'react';
import { cn } from '@tla/shared-ui/lib/cn';

/**
 * `page`: a section of a static page, inside the page's container. `home`: a home-page section, which
 * sets its own content-width container because the home page is full width (its hero and banners
 * reach the edges).
 */
const variants = {
  page: { section: 'py-10', header: 'max-w-3xl', intro: 'mt-3' },
  home: {
    // Drawn when near the screen: the home page is long, and most of it starts below the fold.
    section: 'render-when-near mx-auto w-full max-w-(--container-content) px-4 py-16 sm:px-6 lg:px-8',
    header: 'max-w-2xl',
    intro: 'mt-2',
  },
} as const;

export type ContentSectionProps = {
  /** Id of the section's h2, which names the section. */
  id: string;
  heading: string;
  intro?: string;
  centered?: boolean;
  variant?: keyof typeof variants;
  className?: string;
  children?: ReactNode;
};

/** One section of a page: a landmark named by its h2. */
export function ContentSection({
  id,
  heading,
  intro,
  centered = false,
  variant = 'page',
  className,
  children,
}: ContentSectionProps) {
  const classes = variants[variant];
  return (
    <section aria-labelledby={id} className={cn(classes.section, className)}>
      <div className={cn('mb-8', classes.header, centered && 'mx-auto text-center')}>
        <h2 id={id} className="text-3xl font-bold tracking-tight">
          {heading}
        </h2>
        {intro ? <p className={cn(classes.intro, 'text-muted-foreground')}>{intro}</p> : null}
      </div>
      {children}
    </section>
  );
}
