import { useState, type MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from '@tla/federated/router';
import { useAfterPaint } from '@tla/shared-ui/hooks/use-after-paint';
import { cn } from '@tla/shared-ui/lib/cn';
import { categories } from '../data/categories';
import { blogPath, categoryPath } from '../../../config/blog-paths';

const chips = [{ slug: '', name: 'All' }, ...categories];

/** A click the browser should handle itself: a new tab or window, a download. */
const isModified = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;

export type CategoryChipsProps = {
  /** The category the address lists: '' for every post, null for none of the chips' (an unknown one). */
  current: string | null;
};

/**
 * The category links above the list. A tapped chip is marked current in the tap's own frame; the
 * navigation to its address (which renders the list, the heading and the rest of the site again)
 * starts after that frame: inside the tap's event, the router's work and the render it started could
 * fall before the first paint. A link or the back button meanwhile wins over the tapped chip.
 */
export function CategoryChips({ current }: CategoryChipsProps) {
  const navigate = useNavigate();
  const { key, pathname, search } = useLocation();
  const pendingNavigation = useAfterPaint();
  // The chip tapped and the address it was tapped on, until the address changes.
  const [tapped, setTapped] = useState<{ slug: string; key: string } | null>(null);
  if (tapped !== null && tapped.key !== key) setTapped(null);
  const marked = tapped?.slug ?? current;

  return (
    <nav aria-label="Article categories">
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => {
          const to = chip.slug ? categoryPath(chip.slug) : blogPath;
          const active = chip.slug === marked;
          return (
            <li key={chip.slug || 'all'}>
              <Link
                to={to}
                aria-current={active ? 'page' : undefined}
                onClick={(event) => {
                  if (event.defaultPrevented || isModified(event)) return;
                  event.preventDefault();
                  setTapped({ slug: chip.slug, key });
                  // As a link would: the address it is on already is replaced, not stacked.
                  const replace = `${pathname}${search}` === to;
                  pendingNavigation.schedule(() => void navigate(to, { replace }));
                }}
                className={cn(
                  'inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  active ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-card hover:bg-muted',
                )}
              >
                {chip.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
