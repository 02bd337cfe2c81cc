/**
 * What compose takes from the feeds the remotes published (their JSON Feeds, never their source): the
 * site's own feed of the newest entries across the sections.
 */
import { join } from 'node:path';
import { writeFeeds, type FeedEntry, type FeedFiles } from '../../build-tools/feeds';
import { publishFile } from '../../build-tools/precompress';
import { feedLinks, siteFeedPaths, siteFeedTitle, type FeedLink } from '../../contracts/feed-links';
import {
  publishedJsonFeedSchema,
  type PublishedJsonFeed,
} from '../../contracts/published-at-build';
import { readPublished } from '../../deploy/published-file';

/** Each JSON feed the remotes published, checked by its schema (a bad one fails naming file and field). */
export function readPublishedFeeds(files: readonly string[]): PublishedJsonFeed[] {
  return files.map((file) =>
    readPublished(publishedJsonFeedSchema, file, 'its remote lists it in section.json'),
  );
}

/** A feed's date-time (UTC, as JSON Feed writes it) as its day, YYYY-MM-DD. */
const dayOf = (dateTime: string) => dateTime.slice(0, 10);

export type SiteFeed = {
  /** The feeds' text by format, to write at siteFeedPaths. */
  files: FeedFiles;
  /** How every page's head announces them. */
  links: FeedLink[];
};

/**
 * RSS, Atom and JSON Feed of the newest entries across every published feed, newest first: all of
 * them merged by publish day, then cut to `feedEntryLimit` by the same writer as the sections' feeds
 * (build-tools/feeds.ts), so a section with few new entries still has its newest among a busier
 * section's. Each entry keeps its own title, summary, dates, first tag and HTML. None when no remote
 * published an entry.
 */
export function siteFeed(
  feeds: readonly PublishedJsonFeed[],
  site: { origin: string; name: string },
): SiteFeed | null {
  const entries: FeedEntry[] = feeds.flatMap((feed) =>
    feed.items.map((item) => ({
      link: item.url,
      title: item.title,
      summary: item.summary ?? null,
      publishedAt: dayOf(item.date_published),
      updatedAt: dayOf(item.date_modified),
      category: item.tags[0] ?? feed.title,
      html: item.content_html,
    })),
  );
  if (entries.length === 0) return null;
  const origin = site.origin.replace(/\/+$/, '');
  const title = siteFeedTitle(site.name);
  const files = writeFeeds({
    home: `${origin}/`,
    title,
    description: `The newest articles on ${site.name}, from each section's feed.`,
    feedUrls: {
      rss: `${origin}${siteFeedPaths.rss}`,
      atom: `${origin}${siteFeedPaths.atom}`,
      json: `${origin}${siteFeedPaths.json}`,
    },
    author: { name: site.name, link: origin },
    entries,
  });
  return { files, links: feedLinks(siteFeedPaths, title) };
}

/** Publish the site's feed at the site's root, with compressed copies, each by rename. */
export function writeSiteFeed(shellDist: string, feed: SiteFeed): void {
  for (const format of ['rss', 'atom', 'json'] as const) {
    publishFile(join(shellDist, ...siteFeedPaths[format].split('/')), feed.files[format]);
  }
}
