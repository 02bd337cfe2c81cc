/**
 * Where a set of feeds (RSS, Atom, JSON Feed) is served and how pages announce and link it: a
 * section's own feeds, and the site's feed of every section, which compose makes from theirs. Plain
 * data, for build code and browser code alike.
 */
import type { SectionFeed } from './section';

/** The site paths of one set of feeds, one per format. */
export type FeedPaths = { rss: `/${string}`; atom: `/${string}`; json: `/${string}` };

/** A feed as a page's head announces it (`<link rel="alternate">`) and a page links it (`label`). */
export type FeedLink = SectionFeed & { label: string };

/** The three feeds at `paths`, titled `<title> (RSS)` and so on, RSS first. */
export function feedLinks(paths: FeedPaths, title: string): FeedLink[] {
  return [
    { type: 'application/rss+xml', title: `${title} (RSS)`, href: paths.rss, label: 'RSS' },
    { type: 'application/atom+xml', title: `${title} (Atom)`, href: paths.atom, label: 'Atom' },
    {
      type: 'application/feed+json',
      title: `${title} (JSON Feed)`,
      href: paths.json,
      label: 'JSON Feed',
    },
  ];
}

/**
 * How many entries every feed carries (a section's and the site's): its newest, by publish day. A
 * feed reader downloads the whole file on every poll, so a blog of a thousand posts must not send a
 * thousand full texts each time; older entries stay on the sections' pages and in the sitemap.
 */
export const feedEntryLimit = 20;

/** The site's feed of posts and tutorials together, at the site's root (compose writes it). */
export const siteFeedPaths = {
  rss: '/rss.xml',
  atom: '/atom.xml',
  json: '/feed.json',
} as const satisfies FeedPaths;

/** What the site's feed is called, in feed readers and in the links to it. */
export const siteFeedTitle = (siteName: string): string => `${siteName}: everything new`;
