import { feedLinks as linksOf } from '@tla/platform/contracts/feed-links';

/** Where the site serves the blog's feeds (the blog publishes them; compose puts them on the site). */
export const feedPaths = {
  rss: '/blog/rss.xml',
  atom: '/blog/atom.xml',
  json: '/blog/feed.json',
} as const;

/** The feeds as page heads announce them and the blog page links them. */
export const feedLinks = linksOf(feedPaths, 'Token Launch Academy Blog');
