import type { ReactNode } from 'react';
import { Badge } from '@tla/shared-ui/components/badge';

export type PageHeroProps = {
  eyebrow?: string;
  heading: string;
  intro: string;
  children?: ReactNode;
};

/** The top of a static page: its one h1, a short introduction and optional actions. */
export function PageHero({ eyebrow, heading, intro, children }: PageHeroProps) {
  return (
    <div className="flex flex-col items-center gap-5 py-10 text-center">
      {eyebrow ? <Badge variant="outline">{eyebrow}</Badge> : null}
      <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">{heading}</h1>
      <p className="max-w-2xl text-lg text-muted-foreground">{intro}</p>
      {children ? <div className="flex flex-wrap justify-center gap-3">{children}</div> : null}
    </div>
  );
}
