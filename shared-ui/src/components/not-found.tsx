import type { ReactNode } from 'react';
import { Link } from '@tla/federated/router';
import { SearchX } from 'lucide-react';
import { Button } from './button';
import { PageMeta } from './page-meta';

export const NOT_FOUND_HEADING = 'Page not found';

/** Every page sets keywords: the not-found page names what the site is about. */
const NOT_FOUND_KEYWORDS = ['page not found', 'solana token guides', 'create solana token', 'meme coin tutorials'];

/**
 * Shown for any unknown path; apps render it for unknown slugs inside their sections too. `children`
 * go below the links (the shell's suggestions of the pages the reader may have meant).
 */
export function NotFound({ children }: { children?: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-6 py-20 text-center">
      <PageMeta
        title={NOT_FOUND_HEADING}
        description="The page you are looking for does not exist."
        keywords={NOT_FOUND_KEYWORDS}
        path="/not-found"
      />
      <SearchX aria-hidden="true" className="size-12 text-primary" />
      <p className="text-sm font-semibold tracking-widest text-muted-foreground uppercase">Error 404</p>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{NOT_FOUND_HEADING}</h1>
      <p className="text-muted-foreground">
        The page you are looking for does not exist or has moved. Check the address, or start again from
        one of these pages.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/">Go to Home</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/blog">Read the Blog</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/tutorials">Browse Tutorials</Link>
        </Button>
      </div>
      {children}
    </section>
  );
}
