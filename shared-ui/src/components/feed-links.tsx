import { Rss } from 'lucide-react';
import { cn } from '../lib/cn';

/** A feed a section publishes, as a page links it. */
export type FeedLink = { href: string; title: string; label: string };

export type FeedLinksProps = {
  /** What the feeds follow, e.g. "Follow new posts:". */
  lead: string;
  feeds: readonly FeedLink[];
  className?: string;
};

/**
 * Links to a section's feeds. Plain `<a>` elements, not router links: a feed is a file for a feed
 * reader, not a page of the site.
 */
export function FeedLinks({ lead, feeds, className }: FeedLinksProps) {
  if (feeds.length === 0) return null;
  return (
    <p
      data-slot="feed-links"
      className={cn(
        'flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground',
        className,
      )}
    >
      <Rss aria-hidden="true" className="size-4" />
      <span>{lead}</span>
      {feeds.map((feed) => (
        <a
          key={feed.href}
          href={feed.href}
          title={feed.title}
          className="font-medium text-link hover:underline"
        >
          {feed.label}
        </a>
      ))}
    </p>
  );
}
