import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterEach, expect, test, vi } from 'vitest';
import { z } from '@tla/federated/zod';
import { builtInFeedPosts } from '../../app/built-in-feed-posts';
import { blogFeeds, type BlogFeedsInput, type FeedPost } from './blog-feeds';
import { feedHtml } from '@tla/platform/build-tools/feed-html';
import { feedEntryLimit } from '@tla/platform/contracts/feed-links';

// The feeds are read the way a reader's app reads them: XML by an XML parser, JSON by JSON.parse,
// each checked against a schema of its format; HTML inside them by an HTML parser (jsdom's).

const origin = 'https://tokenlaunch.academy';
const feedUrls = {
  rss: `${origin}/blog/rss.xml`,
  atom: `${origin}/blog/atom.xml`,
  json: `${origin}/blog/feed.json`,
};
const site = {
  origin,
  siteName: 'Token Launch Academy',
  siteDescription: 'Guides to launching tokens on Solana.',
  feedUrls,
};

/** Elements that must always be lists, even with one child, so the schemas below read one shape. */
const xmlParser = (lists: string[]) =>
  new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    parseTagValue: false,
    parseAttributeValue: false,
    isArray: (name) => lists.includes(name),
  });

/** Parses only well-formed XML: the validator names the first error otherwise. */
function parseXml(xml: string, lists: string[]): unknown {
  expect(XMLValidator.validate(xml)).toBe(true);
  return xmlParser(lists).parse(xml);
}

/** RSS 2.0 with the content module, as feed writes it. */
const rssSchema = z.object({
  rss: z.object({
    '@_version': z.literal('2.0'),
    channel: z.object({
      title: z.string(),
      link: z.url(),
      description: z.string(),
      lastBuildDate: z.string(),
      'atom:link': z.array(z.object({ '@_href': z.url(), '@_rel': z.literal('self') })),
      item: z.array(
        z.object({
          title: z.string(),
          link: z.url(),
          guid: z.object({ '#text': z.string(), '@_isPermaLink': z.literal('false') }),
          pubDate: z.string(),
          /** HTML. */
          description: z.string().optional(),
          /** HTML. */
          'content:encoded': z.string(),
          category: z.array(z.string()),
        }),
      ),
    }),
  }),
});

/** An Atom text construct holding HTML (RFC 4287, section 3.1). */
const atomHtml = z.object({ '#text': z.string(), '@_type': z.literal('html') });

/** Atom 1.0 (RFC 4287): the elements a feed and its entries must have, and the ones we write. */
const atomSchema = z.object({
  feed: z.object({
    '@_xmlns': z.literal('http://www.w3.org/2005/Atom'),
    id: z.url(),
    title: z.string(),
    updated: z.iso.datetime(),
    author: z.object({ name: z.string().min(1) }),
    link: z.array(z.object({ '@_href': z.url(), '@_rel': z.enum(['alternate', 'self']) })),
    entry: z.array(
      z.object({
        id: z.url(),
        title: atomHtml,
        link: z.array(z.object({ '@_href': z.url() })),
        updated: z.iso.datetime(),
        published: z.iso.datetime(),
        summary: atomHtml.optional(),
        content: atomHtml,
        category: z.array(z.object({ '@_term': z.string().min(1), '@_label': z.string() })),
      }),
    ),
  }),
});

/** JSON Feed 1.1's required fields, and the ones every item of ours must have. */
const jsonFeedSchema = z.object({
  version: z.literal('https://jsonfeed.org/version/1.1'),
  title: z.string(),
  home_page_url: z.url(),
  feed_url: z.url(),
  items: z.array(
    z.object({
      id: z.string(),
      url: z.url(),
      title: z.string(),
      /** Plain text. */
      summary: z.string().optional(),
      content_html: z.string(),
      date_published: z.iso.datetime(),
      date_modified: z.iso.datetime(),
      tags: z.array(z.string()),
    }),
  ),
});

function readFeeds(feeds: { rss: string; atom: string; json: string }) {
  return {
    rss: rssSchema.parse(parseXml(feeds.rss, ['item', 'category', 'atom:link'])).rss.channel,
    atom: atomSchema.parse(parseXml(feeds.atom, ['entry', 'category', 'link'])).feed,
    json: jsonFeedSchema.parse(JSON.parse(feeds.json)),
  };
}

const parseHtml = (html: string) => new DOMParser().parseFromString(html, 'text/html');
/** What a reader sees of an HTML field: its text. */
const htmlText = (html: string) => parseHtml(html).body.textContent;

afterEach(() => {
  vi.useRealTimers();
});

// Newest first, written out rather than derived, so a wrong order or a wrong day shows.
const expectedPosts = [
  [
    'marketing-your-meme-coin-launch',
    'Marketing Your Meme Coin: A Launch Plan That Builds Trust',
    'Sat, 17 May 2025',
    'Marketing',
  ],
  [
    'adding-liquidity-to-your-solana-token',
    'Adding Liquidity to Your Solana Token: Raydium Pools Explained',
    'Thu, 15 May 2025',
    'Liquidity',
  ],
  [
    'tokenomics-principles-for-solana-tokens',
    'Tokenomics Principles Every Solana Token Creator Should Know',
    'Tue, 13 May 2025',
    'Tokenomics',
  ],
  [
    'create-solana-token-without-code-complete-guide',
    'How to Create a Solana Token Without Code: A Complete Guide',
    'Sun, 11 May 2025',
    'No-Code Solutions',
  ],
  [
    'spl-token-developer-guide',
    "The Developer's Guide to SPL Tokens: CLI, Token-2022 and Metadata",
    'Fri, 09 May 2025',
    'Token Creation',
  ],
  [
    'how-to-create-a-meme-coin-on-solana',
    'How to Create a Meme Coin on Solana: The Complete Guide',
    'Thu, 08 May 2025',
    'Token Creation',
  ],
  [
    'solana-token-simulator-plan-your-launch',
    'Introducing the Token Simulator: Plan Your Solana Launch Before You Spend a Lamport',
    'Tue, 06 May 2025',
    'Token Creation',
  ],
] as const;
const isoDay = (rfc822Day: string) => new Date(`${rfc822Day} 00:00:00 GMT`).toISOString();

const dated = builtInFeedPosts({ origin, createTokenUrl: 'https://partner.example/create' });
// The tests below read the publish dates; the last one reads the texts' commits.
const builtIn = dated.map((post) => ({ ...post, updatedAt: undefined }));
const realFeeds = () => readFeeds(blogFeeds({ ...site, posts: builtIn }));

test('RSS 2.0 of the seven posts: titles, links, dates, categories, excerpts and HTML bodies', () => {
  const { rss } = realFeeds();
  expect(rss.title).toBe('Token Launch Academy');
  expect(rss.link).toBe(`${origin}/blog`);
  expect(rss.lastBuildDate).toBe('Sat, 17 May 2025 00:00:00 GMT');
  expect(rss['atom:link'][0]?.['@_href']).toBe(feedUrls.rss);
  expect(
    rss.item.map((item) => [
      item.link.replace(`${origin}/blog/`, ''),
      item.title,
      item.pubDate,
      item.category,
    ]),
  ).toEqual(
    expectedPosts.map(([slug, title, day, category]) => [
      slug,
      title,
      `${day} 00:00:00 GMT`,
      [category],
    ]),
  );
  for (const item of rss.item) {
    const post = builtIn.find((candidate) => `${origin}/blog/${candidate.slug}` === item.link);
    expect(item.guid['#text']).toBe(item.link);
    expect(htmlText(item.description ?? '')).toBe(post?.excerpt);
    expect(item['content:encoded']).toBe(post?.html());
    expect(parseHtml(item['content:encoded']).querySelectorAll('h2').length).toBeGreaterThanOrEqual(
      4,
    );
  }
});

test('Atom of the seven posts: ids, links, dates, categories, excerpts and HTML bodies', () => {
  const { atom } = realFeeds();
  expect(atom.id).toBe(`${origin}/blog`);
  expect(atom.updated).toBe('2025-05-17T00:00:00.000Z');
  expect(atom.link).toEqual([
    { '@_rel': 'alternate', '@_href': `${origin}/blog` },
    { '@_rel': 'self', '@_href': feedUrls.atom },
  ]);
  expect(
    atom.entry.map((entry) => [
      entry.id,
      entry.link[0]?.['@_href'],
      htmlText(entry.title['#text']),
      entry.published,
      entry.updated,
      entry.category[0]?.['@_term'],
    ]),
  ).toEqual(
    expectedPosts.map(([slug, title, day, category]) => {
      const link = `${origin}/blog/${slug}`;
      return [link, link, title, isoDay(day), isoDay(day), category];
    }),
  );
  for (const entry of atom.entry) {
    const post = builtIn.find((candidate) => `${origin}/blog/${candidate.slug}` === entry.id);
    expect(htmlText(entry.summary?.['#text'] ?? '')).toBe(post?.excerpt);
    expect(entry.content['#text']).toBe(post?.html());
    expect(parseHtml(entry.content['#text']).querySelector('h2')).not.toBeNull();
  }
});

test('JSON Feed 1.1 of the seven posts: ids, urls, dates, tags, summaries and HTML bodies', () => {
  const { json } = realFeeds();
  expect(json.title).toBe('Token Launch Academy');
  expect(json.home_page_url).toBe(`${origin}/blog`);
  expect(json.feed_url).toBe(feedUrls.json);
  expect(
    json.items.map((item) => [item.id, item.url, item.title, item.date_published, item.tags]),
  ).toEqual(
    expectedPosts.map(([slug, title, day, category]) => {
      const link = `${origin}/blog/${slug}`;
      return [link, link, title, isoDay(day), [category]];
    }),
  );
  for (const item of json.items) {
    const post = builtIn.find((candidate) => `${origin}/blog/${candidate.slug}` === item.id);
    expect(item.summary).toBe(post?.excerpt);
    expect(item.content_html).toBe(post?.html());
    expect(item.content_html).toContain('<h2');
  }
});

test('each post is updated on its text’s last commit when that is later than its publish day', () => {
  const { json, atom } = readFeeds(blogFeeds({ ...site, posts: dated }));
  const expected = dated.map((post) => {
    const changed =
      post.updatedAt && post.updatedAt > post.publishedAt ? post.updatedAt : post.publishedAt;
    return [
      `${origin}/blog/${post.slug}`,
      `${post.publishedAt}T00:00:00.000Z`,
      `${changed}T00:00:00.000Z`,
    ];
  });
  const byLink = (a: readonly string[], b: readonly string[]) =>
    (a[0] ?? '').localeCompare(b[0] ?? '');
  expect(
    json.items.map((item) => [item.url, item.date_published, item.date_modified]).sort(byLink),
  ).toEqual(expected.sort(byLink));
  expect(atom.updated).toBe(
    expected
      .map(([, , changed]) => changed ?? '')
      .sort()
      .at(-1),
  );
});

const hostileTitle = 'Fish & Chips <b>"quoted"</b>';
const hostileExcerpt = 'Tom\'s <script>alert(1)</script> & "more"';
const hostileSite = 'Token & "Launch" <Academy>';
const hostilePost = (overrides: Partial<FeedPost> = {}): FeedPost => ({
  title: hostileTitle,
  slug: 'fish-and-chips',
  excerpt: hostileExcerpt,
  publishedAt: '2025-06-01',
  categoryName: 'Tokenomics',
  html: () =>
    feedHtml(
      [
        '## Fish & chips',
        '',
        '<script>alert(2)</script>',
        '',
        'Text <img src=x onerror="alert(3)"> and [x](javascript:alert(4)).',
      ].join('\n'),
      `${origin}/blog/fish-and-chips`,
    ),
  ...overrides,
});

/** Every field a reader's app shows as HTML, in all three feeds. */
function htmlFields(feeds: ReturnType<typeof readFeeds>): string[] {
  return [
    ...feeds.rss.item.flatMap((item) => [item.description ?? '', item['content:encoded']]),
    ...feeds.atom.entry.flatMap((entry) => [
      entry.title['#text'],
      entry.summary?.['#text'] ?? '',
      entry.content['#text'],
    ]),
    ...feeds.json.items.map((item) => item.content_html),
  ];
}

test('a title and excerpt with &, < and quotes, and hostile markdown: every feed parses, text stays text, no script', () => {
  const feeds = readFeeds(blogFeeds({ ...site, siteName: hostileSite, posts: [hostilePost()] }));
  const [rssItem] = feeds.rss.item;
  const [atomEntry] = feeds.atom.entry;
  const [jsonItem] = feeds.json.items;

  // The titles read exactly as written: plain text in RSS and JSON Feed, HTML that says it in Atom.
  expect(rssItem?.title).toBe(hostileTitle);
  expect(htmlText(atomEntry?.title['#text'] ?? '')).toBe(hostileTitle);
  expect(parseHtml(atomEntry?.title['#text'] ?? '').querySelector('b')).toBeNull();
  expect(jsonItem?.title).toBe(hostileTitle);
  expect([feeds.rss.title, feeds.atom.title, feeds.json.title]).toEqual([
    hostileSite,
    hostileSite,
    hostileSite,
  ]);

  // So do the excerpts: text inside HTML fields, plain in JSON Feed's summary.
  expect(htmlText(rssItem?.description ?? '')).toBe(hostileExcerpt);
  expect(htmlText(atomEntry?.summary?.['#text'] ?? '')).toBe(hostileExcerpt);
  expect(jsonItem?.summary).toBe(hostileExcerpt);

  const fields = htmlFields(feeds);
  expect(fields).toHaveLength(6);
  for (const html of fields) {
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
    expect(parseHtml(html).querySelectorAll('script, [onerror], a[href]')).toHaveLength(0);
  }
  expect(htmlText(jsonItem?.content_html ?? '')).toContain('Fish & chips');
});

test('"]]>" in a title and in a body, and control characters, still give well-formed XML', () => {
  const title = 'Then ]]> now';
  const feeds = readFeeds(
    blogFeeds({
      ...site,
      posts: [hostilePost({ title: `${title}\u0007`, html: () => '<p>a ]]> b ]]> c</p>' })],
    }),
  );
  expect(feeds.rss.item[0]?.title).toBe(title);
  expect(htmlText(feeds.atom.entry[0]?.title['#text'] ?? '')).toBe(title);
  expect(htmlText(feeds.rss.item[0]?.['content:encoded'] ?? '')).toBe('a ]]> b ]]> c');
  expect(htmlText(feeds.atom.entry[0]?.content['#text'] ?? '')).toBe('a ]]> b ]]> c');
});

test('newest first whatever the input order; the feeds are dated by the newest post, never the clock', () => {
  const posts = [
    hostilePost({ slug: 'middle', publishedAt: '2025-05-10' }),
    hostilePost({ slug: 'newest', publishedAt: '2025-12-31' }),
    hostilePost({ slug: 'oldest', publishedAt: '2024-01-01' }),
  ];
  vi.useFakeTimers({ now: new Date('2030-01-01T12:00:00Z') });
  const first = blogFeeds({ ...site, posts });
  vi.setSystemTime(new Date('2031-06-15T08:30:00Z'));
  expect(blogFeeds({ ...site, posts })).toEqual(first);

  const feeds = readFeeds(first);
  expect(feeds.json.items.map((item) => item.id)).toEqual(
    ['newest', 'middle', 'oldest'].map((slug) => `${origin}/blog/${slug}`),
  );
  expect(feeds.atom.updated).toBe('2025-12-31T00:00:00.000Z');
  expect(feeds.rss.lastBuildDate).toBe('Wed, 31 Dec 2025 00:00:00 GMT');
});

test('with more posts than feedEntryLimit, every feed carries exactly the newest that many, newest first', () => {
  // One post a day, five more than the feeds carry, given in no date order.
  const day = (index: number) => new Date(Date.UTC(2025, 0, 1 + index)).toISOString().slice(0, 10);
  const compiled: string[] = [];
  const posts = Array.from({ length: feedEntryLimit + 5 }, (_, index) =>
    hostilePost({
      slug: `post-${day(index)}`,
      publishedAt: day(index),
      html: () => {
        compiled.push(`${origin}/blog/post-${day(index)}`);
        return `<p>Post of ${day(index)}</p>`;
      },
    }),
  );
  const [oldest, ...rest] = posts;
  // The oldest post was edited last: left out of the feeds, it does not date them.
  const edited = hostilePost({ ...oldest, updatedAt: '2026-01-01' });
  const given = [...rest.slice(7), edited, ...rest.slice(0, 7)];
  const feeds = readFeeds(blogFeeds({ ...site, posts: given }));

  const newest = Array.from({ length: feedEntryLimit }, (_, index) => {
    const newestDay = day(feedEntryLimit + 4 - index);
    return [`${origin}/blog/post-${newestDay}`, `${newestDay}T00:00:00.000Z`];
  });
  expect(feeds.json.items.map((item) => [item.id, item.date_published])).toEqual(newest);
  expect(feeds.atom.entry.map((entry) => [entry.id, entry.published])).toEqual(newest);
  expect(feeds.rss.item.map((item) => item.link)).toEqual(newest.map(([link]) => link));
  expect(feeds.atom.updated).toBe(newest[0]?.[1]);
  // A post the feeds leave out is never compiled; each carried one once, for the three formats.
  expect(compiled.toSorted()).toEqual(newest.map(([link]) => link).toSorted());
  expect(feeds.json.items[0]?.content_html).toBe(`<p>Post of ${day(feedEntryLimit + 4)}</p>`);
});

test('what the feeds cannot carry is refused with the post named, not published broken', () => {
  const build =
    (post: FeedPost, input: Partial<BlogFeedsInput> = {}) =>
    () =>
      blogFeeds({ ...site, posts: [post], ...input });
  expect(build(hostilePost({ publishedAt: '2025-02-30' }))).toThrow(
    /blog\/fish-and-chips.*2025-02-30/,
  );
  expect(build(hostilePost({ publishedAt: '2025-5-6' }))).toThrow(/YYYY-MM-DD/);
  expect(build(hostilePost({ title: 'a ]]> b ]]> c' }))).toThrow(/blog\/fish-and-chips.*\]\]>/);
  expect(build(hostilePost({ categoryName: 'A <b>' }))).toThrow(/blog\/fish-and-chips.*category/);
  expect(build(hostilePost(), { posts: [] })).toThrow(/need a post/);
});
