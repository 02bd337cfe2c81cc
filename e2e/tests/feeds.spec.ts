import { parseFeed } from '@rowanmanning/feed-parser';
import { XMLParser } from 'fast-xml-parser';
import { feedEntryLimit } from '@tla/platform/contracts/feed-links';
import { z } from 'zod';
import { expect, test } from '../fixtures';
import { appTag, appTags, topologyTag } from '../app-tags';

/**
 * The blog's feeds as a feed reader gets them from the deployed site: RSS 2.0, Atom and JSON Feed of
 * the seven posts, announced in the head of every page and linked from the blog page.
 */
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });
const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

test('the RSS, Atom and JSON feeds parse and list the seven posts, newest first', { tag: [appTag('blog'), topologyTag] }, async ({
  site,
  page,
}) => {
  const rss = await site.get('/blog/rss.xml');
  expect(rss.status).toBe(200);
  expect(rss.header('content-type')).toMatch(/xml/);
  const channel = parser.parse(rss.text()).rss.channel;
  const rssItems = asList<{ title: string; link: string; category: string; pubDate: string }>(
    channel.item,
  );
  expect(rssItems).toHaveLength(7);
  const dates = rssItems.map((item) => new Date(item.pubDate).getTime());
  expect(dates).toEqual([...dates].sort((a, b) => b - a));
  // The newest is the blog page's first post.
  await page.goto('/blog');
  const firstPost = page.getByRole('main').getByRole('link', { name: rssItems[0]?.title ?? '-' });
  await expect(firstPost).toHaveAttribute('href', new URL(rssItems[0]?.link ?? '/').pathname);
  const postLinks = page
    .getByRole('main')
    .locator(
      'a[href^="/blog/"]:not([href*="?"]):not([href="/blog/editor"]):not([href^="/blog/category/"]):not([href^="/blog/page/"])',
    );
  await expect(postLinks.first()).toHaveText(rssItems[0]?.title ?? '-');
  for (const item of rssItems) {
    expect(item.link).toMatch(/^https:\/\/[^/]+\/blog\/[\w-]+$/);
    expect(new Date(item.pubDate).getTime()).not.toBeNaN();
    expect(item.category).not.toBe('');
  }

  const atom = await site.get('/blog/atom.xml');
  expect(atom.status).toBe(200);
  const entries = asList<{ title: unknown; content: unknown }>(
    parser.parse(atom.text()).feed.entry,
  );
  expect(entries).toHaveLength(7);

  const json = await site.get('/blog/feed.json');
  expect(json.status).toBe(200);
  const feed = json.json();
  expect(feed).toMatchObject({ version: 'https://jsonfeed.org/version/1.1' });
  expect(feed).toHaveProperty('items');
  const items = Reflect.get(Object(feed), 'items');
  expect(Array.isArray(items) ? items.length : 0).toBe(7);
  expect(JSON.stringify(items)).toContain('<h2');
  // The same posts in all three, linking the site's own post pages.
  expect(rssItems.map((item) => item.link)).toEqual(
    (Array.isArray(items) ? items : []).map((item: unknown) => Reflect.get(Object(item), 'url')),
  );
});

test('every page announces the feeds in its head, and the blog page links them', { tag: appTags('blog', 'shell') }, async ({
  page,
  site,
}) => {
  for (const path of ['/', '/about', '/tutorials', '/blog/spl-token-developer-guide']) {
    const html = (await site.get(path)).text();
    expect(html, path).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Token Launch Academy Blog (RSS)" href="/blog/rss.xml">',
    );
    expect(html, path).toContain('type="application/atom+xml"');
    expect(html, path).toContain('type="application/feed+json"');
    // The site's feed of posts and tutorials comes first.
    expect(html, path).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Token Launch Academy: everything new (RSS)" href="/rss.xml">',
    );
    expect(html.indexOf('href="/rss.xml"'), path).toBeLessThan(html.indexOf('href="/blog/rss.xml"'));
  }

  await page.goto('/blog');
  const follow = page.getByText('Follow new posts:').locator('..');
  await expect(follow.getByRole('link', { name: 'RSS' })).toHaveAttribute('href', '/blog/rss.xml');
  await expect(follow.getByRole('link', { name: 'Atom' })).toHaveAttribute(
    'href',
    '/blog/atom.xml',
  );
  await expect(follow.getByRole('link', { name: 'JSON Feed' })).toHaveAttribute(
    'href',
    '/blog/feed.json',
  );
});

/** The six written tutorials, as a reader finds them on /tutorials. */
const writtenTutorials = [
  'create-spl-token',
  'raydium-liquidity-pool',
  'token-metadata-standards',
  'spl-token-staking',
  'token-airdrop-program',
  'custom-tokenomics-models',
];

test('the tutorials feeds parse with a feed reader library and list the six written tutorials', { tag: appTags('learn', 'blog', 'shell') }, async ({
  page,
  site,
}) => {
  for (const path of ['/tutorials/rss.xml', '/tutorials/atom.xml']) {
    const response = await site.get(path);
    expect(response.status, path).toBe(200);
    const feed = parseFeed(response.text());
    expect(feed.title, path).toMatch(/Tutorials$/);
    const slugs = feed.items.map((item) =>
      new URL(item.url ?? '/').pathname.replace('/tutorials/', ''),
    );
    expect([...slugs].sort(), path).toEqual([...writtenTutorials].sort());
    for (const item of feed.items) {
      expect(item.published, `${path} ${item.url}`).toBeInstanceOf(Date);
      expect(item.categories.length, `${path} ${item.url}`).toBe(1);
      // A feed reader cannot run a widget: the marker never reaches it.
      expect(item.content ?? '', `${path} ${item.url}`).not.toContain('{{widget');
      expect(item.content ?? '', `${path} ${item.url}`).toContain('<h2');
    }
  }
  const json = await site.get('/tutorials/feed.json');
  expect(json.json()).toMatchObject({ version: 'https://jsonfeed.org/version/1.1' });

  // The blog's feeds read the same way through the library.
  expect(parseFeed((await site.get('/blog/atom.xml')).text()).items).toHaveLength(7);

  await page.goto('/tutorials');
  const follow = page.getByText('Follow new tutorials:').locator('..');
  await expect(follow.getByRole('link', { name: 'RSS' })).toHaveAttribute(
    'href',
    '/tutorials/rss.xml',
  );
  await expect(follow.getByRole('link', { name: 'JSON Feed' })).toHaveAttribute(
    'href',
    '/tutorials/feed.json',
  );
  const html = (await site.get('/')).text();
  expect(html).toContain(
    '<link rel="alternate" type="application/rss+xml" title="Token Launch Academy Tutorials (RSS)" href="/tutorials/rss.xml">',
  );

  // The site's feed: the seven posts and the written tutorials together, newest first, in every
  // format, linked from the footer of every page.
  for (const path of ['/rss.xml', '/atom.xml']) {
    const response = await site.get(path);
    expect(response.status, path).toBe(200);
    const feed = parseFeed(response.text());
    expect(feed.title, path).toBe('Token Launch Academy: everything new');
    const paths = feed.items.map((item) => new URL(item.url ?? '/').pathname);
    expect(paths.filter((item) => item.startsWith('/blog/')), path).toHaveLength(7);
    expect(
      paths.filter((item) => item.startsWith('/tutorials/')).map((item) => item.replace('/tutorials/', '')).sort(),
      path,
    ).toEqual([...writtenTutorials].sort());
    const published = feed.items.map((item) => item.published?.getTime() ?? Number.NaN);
    expect(published, path).toEqual([...published].sort((a, b) => b - a));
  }
  const siteJson = await site.get('/feed.json');
  expect(siteJson.status).toBe(200);
  expect(siteJson.json()).toMatchObject({ version: 'https://jsonfeed.org/version/1.1', title: 'Token Launch Academy: everything new' });
  const footerFeeds = page.getByRole('contentinfo').getByText('Follow everything new:').locator('..');
  await expect(footerFeeds.getByRole('link', { name: 'RSS' })).toHaveAttribute('href', '/rss.xml');
  await expect(footerFeeds.getByRole('link', { name: 'JSON Feed' })).toHaveAttribute('href', '/feed.json');
});

test('each feed carries only its newest entries, at most feedEntryLimit; the sitemap lists every post', { tag: appTags('blog', 'learn', 'shell') }, async ({
  site,
}) => {
  const sitemap = (await site.get('/sitemap.xml')).text();
  const posts = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1] ?? '/').pathname)
    .filter((path) => /^\/blog\/(?!editor$)[\w-]+$/.test(path));
  expect(posts).toHaveLength(7);

  /** A feed's entries as a feed reader reads them: path and publish time, in the feed's order. */
  const read = async (path: string) =>
    parseFeed((await site.get(path)).text()).items.map((item) => ({
      path: new URL(item.url ?? '/').pathname,
      published: item.published?.getTime() ?? Number.NaN,
    }));
  const newestFirst = (entries: { published: number }[]) =>
    entries.every(
      (entry, index) => index === 0 || entry.published <= (entries[index - 1]?.published ?? 0),
    );

  // The blog's feeds: its newest posts, each one a post the sitemap lists.
  for (const path of ['/blog/rss.xml', '/blog/atom.xml']) {
    const entries = await read(path);
    expect(entries, path).toHaveLength(Math.min(feedEntryLimit, posts.length));
    expect(posts, path).toEqual(expect.arrayContaining(entries.map((entry) => entry.path)));
    expect(newestFirst(entries), path).toBe(true);
  }
  const json = z
    .object({ items: z.array(z.object({ url: z.url() })) })
    .parse((await site.get('/blog/feed.json')).json());
  expect(json.items).toHaveLength(Math.min(feedEntryLimit, posts.length));
  expect(posts).toEqual(expect.arrayContaining(json.items.map((item) => new URL(item.url).pathname)));

  // The site's feed: the sections' entries merged by date, then cut, so it holds the newest of them
  // all and nothing newer is left out.
  const sections = [...(await read('/blog/rss.xml')), ...(await read('/tutorials/rss.xml'))];
  for (const path of ['/rss.xml', '/atom.xml']) {
    const entries = await read(path);
    expect(entries, path).toHaveLength(Math.min(feedEntryLimit, sections.length));
    expect(newestFirst(entries), path).toBe(true);
    const carried = new Set(entries.map((entry) => entry.path));
    expect(sections.map((entry) => entry.path), path).toEqual(expect.arrayContaining([...carried]));
    const oldestCarried = Math.min(...entries.map((entry) => entry.published));
    const leftOut = sections.filter((entry) => !carried.has(entry.path));
    for (const entry of leftOut) {
      expect(entry.published, `${path} ${entry.path}`).toBeLessThanOrEqual(oldestCarried);
    }
  }
});
