// @vitest-environment node
import { expect, test } from 'vitest';
import { z } from '@tla/federated/zod';
import { feedFiles, tutorialFeedEntries } from './feed-files';

const config = {
  origin: 'https://tokenlaunch.academy',
  partnerName: 'Partner Launchpad',
  createTokenUrl: 'https://partner.example/create',
};

const jsonFeedSchema = z.object({
  version: z.literal('https://jsonfeed.org/version/1.1'),
  home_page_url: z.url(),
  feed_url: z.url(),
  items: z.array(
    z.object({
      id: z.url(),
      url: z.url(),
      title: z.string().min(1),
      summary: z.string().min(1),
      content_html: z.string().min(1),
      date_published: z.iso.datetime(),
      date_modified: z.iso.datetime(),
      tags: z.array(z.string()).length(1),
    }),
  ),
});

// Compiling six long tutorials to HTML takes seconds on a loaded machine.
const slow = { timeout: 60_000 };

test(
  'the written tutorials become feed entries: dated, their widgets turned into links',
  slow,
  () => {
    const entries = tutorialFeedEntries(config);
    expect(entries.map((entry) => new URL(entry.link).pathname)).toEqual([
      '/tutorials/create-spl-token',
      '/tutorials/raydium-liquidity-pool',
      '/tutorials/spl-token-staking',
      '/tutorials/custom-tokenomics-models',
      '/tutorials/token-airdrop-program',
      '/tutorials/token-metadata-standards',
    ]);
    for (const entry of entries) {
      expect(entry.publishedAt, entry.link).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(entry.updatedAt! >= entry.publishedAt, entry.link).toBe(true);
      expect(entry.html, entry.link).not.toContain('{{widget');
    }
    const spl = entries[0];
    expect(spl?.category).toBe('Token Creation');
    expect(spl?.html).toContain(
      '<a href="https://partner.example/create">Create your token on Partner Launchpad</a>',
    );
  },
);

test(
  'the JSON feed reads as JSON Feed 1.1 and names the same tutorials as the RSS feed',
  slow,
  () => {
    const files = feedFiles({ VITE_SITE_ORIGIN: config.origin });
    const json = jsonFeedSchema.parse(JSON.parse(files['site/tutorials/feed.json']?.() ?? ''));
    expect(json.home_page_url).toBe(`${config.origin}/tutorials`);
    expect(json.feed_url).toBe(`${config.origin}/tutorials/feed.json`);
    expect(json.items).toHaveLength(6);
    const rss = files['site/tutorials/rss.xml']?.() ?? '';
    for (const item of json.items) expect(rss).toContain(`<link>${item.url}</link>`);
    expect(files['site/tutorials/atom.xml']?.()).toContain(
      '<feed xmlns="http://www.w3.org/2005/Atom">',
    );
  },
);
