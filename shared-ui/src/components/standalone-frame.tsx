import { Suspense, type ReactNode } from 'react';
import { NavLink } from '@tla/federated/router';
import { PageSpinner } from './spinner';
import { Toaster } from './toaster';
import { cn } from '../lib/cn';

export type StandaloneFrameProps = {
  /** The team's section, e.g. "Blog". */
  section: string;
  links: { label: string; to: string }[];
  children: ReactNode;
};

/**
 * A light page frame for running one remote on its own (its team's dev loop). The real header and
 * footer belong to the shell; this only makes the section usable alone.
 */
export function StandaloneFrame({ section, links, children }: StandaloneFrameProps) {
  return (
    <>
      <div className="flex min-h-screen flex-col">
        <header className="border-b border-border">
          <div className="mx-auto flex h-14 max-w-(--container-content) items-center gap-4 px-4">
            <span className="font-bold">Token Launch Academy · {section}</span>
            <span className="rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground">
              standalone
            </span>
            <nav aria-label="Section" className="ml-auto flex gap-1">
              {links.map((link) => (
                <NavLink
                  key={link.to}
                  to={link.to}
                  end
                  className={({ isActive }) =>
                    cn(
                      'rounded-md px-3 py-1.5 text-sm hover:bg-muted',
                      isActive ? 'text-foreground' : 'text-muted-foreground',
                    )
                  }
                >
                  {link.label}
                </NavLink>
              ))}
            </nav>
          </div>
        </header>
        <main id="main" className="mx-auto w-full max-w-(--container-content) flex-1 px-4 py-8">
          {/* A section's pages load on demand (islands/lazy-modules.tsx). */}
          <Suspense fallback={<PageSpinner />}>{children}</Suspense>
        </main>
      </div>
      <Toaster />
    </>
  );
}
