import { parseFeed } from '@rowanmanning/feed-parser';
import { expect, test } from 'vitest';
import { feedEntryLimit } from '../../contracts/feed-links';
import {
  publishedJsonFeedSchema,
  type PublishedJsonFeed,
} from '../../contracts/published-at-build';
import { siteFeed } from './site-feed';

const origin = 'https://site.example';
const site = { origin, name: 'Site & Co' };
const day = (index: number) => new Date(Date.UTC(2025, 0, 1 + index)).toISOString().slice(0, 10);

/** A section's JSON Feed as compose reads it, one entry on each of `days` (indexes of days). */
function publishedFeed(section: string, days: readonly number[]): PublishedJsonFeed {
  return {
    version: 'https://jsonfeed.org/version/1.1',
    title: `The ${section}`,
    home_page_url: `${origin}/${section}`,
    items: days.map((index) => {
      const url = `${origin}/${section}/${day(index)}`;
      return {
        id: url,
        url,
        title: `${section} of ${day(index)}`,
        content_html: `<p>${section}</p>`,
        date_published: `${day(index)}T00:00:00.000Z`,
        date_modified: `${day(index)}T00:00:00.000Z`,
        tags: [section],
      };
    }),
  };
}

test('the site feed merges the sections by date, then carries only the newest feedEntryLimit', () => {
  // Each section publishes a full feed; the blog posts on even days, the tutorials on odd ones, so
  // taking either section whole, or each one's first half, would give other entries.
  const even = Array.from({ length: feedEntryLimit }, (_, index) => index * 2);
  const feed = siteFeed(
    [
      publishedFeed('blog', even),
      publishedFeed(
        'tutorials',
        even.map((index) => index + 1),
      ),
    ],
    site,
  );
  const newest = Array.from({ length: feedEntryLimit }, (_, index) => {
    const index_ = feedEntryLimit * 2 - 1 - index;
    return `${origin}/${index_ % 2 === 0 ? 'blog' : 'tutorials'}/${day(index_)}`;
  });

  const json = publishedJsonFeedSchema.parse(JSON.parse(feed?.files.json ?? '{}'));
  expect(json.items.map((item) => item.url)).toEqual(newest);
  for (const format of ['rss', 'atom'] as const) {
    const parsed = parseFeed(feed?.files[format] ?? '');
    expect(
      parsed.items.map((item) => item.url),
      format,
    ).toEqual(newest);
  }
});

test('a section whose entries are all older than the newest feedEntryLimit has none in the site feed', () => {
  const feed = siteFeed(
    [
      publishedFeed('tutorials', [0, 1, 2]),
      publishedFeed(
        'blog',
        Array.from({ length: feedEntryLimit }, (_, index) => 10 + index),
      ),
    ],
    site,
  );
  const json = publishedJsonFeedSchema.parse(JSON.parse(feed?.files.json ?? '{}'));
  expect(json.items).toHaveLength(feedEntryLimit);
  expect(json.items.every((item) => item.url.startsWith(`${origin}/blog/`))).toBe(true);
  expect(json.items[0]?.date_published).toBe(`${day(10 + feedEntryLimit - 1)}T00:00:00.000Z`);
});
