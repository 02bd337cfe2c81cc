import type * as React from 'react';
import { Link } from '@tla/federated/router';
import { Construction } from 'lucide-react';
import type { Crumb } from '../lib/structured-data';
import { Breadcrumbs } from './breadcrumbs';
import { Button } from './button';
import { PageMeta } from './page-meta';

export const COMING_SOON_TEXT = 'This page is currently under development. Please check back later!';

export type ComingSoonProps = {
  title: string;
  description: string;
  /** Path of the page, for its canonical URL. */
  path: string;
  /** 'article' for tutorial placeholders: tutorials are articles, written or not. */
  ogType?: 'website' | 'article';
  /** Required: every page sets keywords, placeholders too. */
  keywords: string[];
  /** Extra content a variant adds below the notice (key topics, partner links). */
  children?: React.ReactNode;
  /** Where the page sits, from the home page down to it, for a page below a section. */
  trail?: readonly Crumb[];
};

/** The generic coming-soon page: the shell's own route and every placeholder page of the remotes. */
export function ComingSoon({ title, description, path, ogType, keywords, children, trail }: ComingSoonProps) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-6 py-16 text-center">
      <PageMeta title={title} description={description} path={path} ogType={ogType} keywords={keywords} />
      {trail ? <Breadcrumbs trail={trail} className="self-start" /> : null}
      <Construction aria-hidden="true" className="size-12 text-primary" />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="text-lg text-muted-foreground">{description}</p>
      <p className="rounded-lg border border-border bg-muted px-4 py-3 text-sm">{COMING_SOON_TEXT}</p>
      {children}
      <Button asChild variant="outline">
        <Link to="/">Back to Home</Link>
      </Button>
    </section>
  );
}
