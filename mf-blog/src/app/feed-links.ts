import type { SectionFeed } from '@tla/platform/contracts/section';
import { blogFilePath } from '../config/blog-paths';

/** Where the site serves the blog's feeds (the blog publishes them; compose puts them on the site). */
export const feedPaths = {
  rss: blogFilePath('rss.xml'),
  atom: blogFilePath('atom.xml'),
  json: blogFilePath('feed.json'),
} as const;

/** The feeds as page heads announce them and the blog page links them. */
export const feedLinks = [
  {
    type: 'application/rss+xml',
    title: 'Token Launch Academy Blog (RSS)',
    href: feedPaths.rss,
    label: 'RSS',
  },
  {
    type: 'application/atom+xml',
    title: 'Token Launch Academy Blog (Atom)',
    href: feedPaths.atom,
    label: 'Atom',
  },
  {
    type: 'application/feed+json',
    title: 'Token Launch Academy Blog (JSON Feed)',
    href: feedPaths.json,
    label: 'JSON Feed',
  },
] as const satisfies readonly (SectionFeed & { label: string })[];
