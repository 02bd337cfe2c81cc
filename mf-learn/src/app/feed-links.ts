import { feedLinks as linksOf } from '@tla/platform/contracts/feed-links';
import { tutorialsFilePath } from '../config/learn-paths';

/** Where the site serves the tutorials' feeds (this remote publishes them; compose puts them on the site). */
export const feedPaths = {
  rss: tutorialsFilePath('rss.xml'),
  atom: tutorialsFilePath('atom.xml'),
  json: tutorialsFilePath('feed.json'),
} as const;

/** The feeds as page heads announce them and the tutorials page links them. */
export const feedLinks = linksOf(feedPaths, 'Token Launch Academy Tutorials');
