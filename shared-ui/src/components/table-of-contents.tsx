import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { Button } from './button';
import { cn } from '../lib/cn';
import type { MarkdownHeading } from '../markdown/headings';
import { useActiveHeading } from '../hooks/use-active-heading';

/**
 * The contents sidebar of an article (a tutorial, a blog post). Its anchors come from the same compiled text as the page (the
 * compiler lists the headings with their ids), so they always match the headings. Sticky beside the text on wide screens; a
 * collapsible list above it on phones. The section being read is marked with aria-current.
 */
export function TableOfContents({ headings }: { headings: readonly MarkdownHeading[] }) {
  const activeId = useActiveHeading(headings.map((heading) => heading.id));
  const [open, setOpen] = useState(false);
  const listId = useId();

  return (
    <div className="[overflow-anchor:none]">
      <nav
        aria-label="Contents"
        className="rounded-lg border border-border bg-card p-4 print:hidden lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:overflow-y-auto lg:border-0 lg:bg-transparent lg:p-0"
      >
        <Button
          type="button"
          variant="ghost"
          className="w-full justify-between lg:hidden"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
        >
          Contents
          <ChevronDown aria-hidden="true" className={cn('transition-transform', open && 'rotate-180')} />
        </Button>
        <p className="mb-3 hidden text-xs font-semibold tracking-widest text-muted-foreground uppercase lg:block">
          Contents
        </p>
        <ol id={listId} className={cn('mt-2 space-y-1 border-l border-border lg:mt-0 lg:block', !open && 'hidden')}>
          {headings.map((heading) => {
            const active = heading.id === activeId;
            return (
              <li key={heading.id}>
                <a
                  href={`#${heading.id}`}
                  aria-current={active ? 'location' : undefined}
                  onClick={() => setOpen(false)}
                  className={cn(
                    '-ml-px block border-l-2 py-1.5 pl-4 text-sm transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring',
                    active ? 'border-primary font-medium text-foreground' : 'border-transparent text-muted-foreground',
                  )}
                >
                  {heading.title}
                </a>
              </li>
            );
          })}
        </ol>
      </nav>
    </div>
  );
}
