import { feedLinks as linksOf } from '@tla/platform/contracts/feed-links';
import { blogFilePath } from '../config/blog-paths';

/** Where the site serves the blog's feeds (the blog publishes them; compose puts them on the site). */
export const feedPaths = {
  rss: blogFilePath('rss.xml'),
  atom: blogFilePath('atom.xml'),
  json: blogFilePath('feed.json'),
} as const;

/** The feeds as page heads announce them and the blog page links them. */
export const feedLinks = linksOf(feedPaths, 'Token Launch Academy Blog');
