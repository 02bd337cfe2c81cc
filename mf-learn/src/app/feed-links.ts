import type { SectionFeed } from '@tla/platform/contracts/section';

/** Where the site serves the tutorials' feeds (this remote publishes them; compose puts them on the site). */
export const feedPaths = {
  rss: '/tutorials/rss.xml',
  atom: '/tutorials/atom.xml',
  json: '/tutorials/feed.json',
} as const;

/** The feeds as page heads announce them and the tutorials page links them. */
export const feedLinks = [
  {
    type: 'application/rss+xml',
    title: 'Token Launch Academy Tutorials (RSS)',
    href: feedPaths.rss,
    label: 'RSS',
  },
  {
    type: 'application/atom+xml',
    title: 'Token Launch Academy Tutorials (Atom)',
    href: feedPaths.atom,
    label: 'Atom',
  },
  {
    type: 'application/feed+json',
    title: 'Token Launch Academy Tutorials (JSON Feed)',
    href: feedPaths.json,
    label: 'JSON Feed',
  },
] as const satisfies readonly (SectionFeed & { label: string })[];
