import { Feed, type Author } from 'feed';

/** One post as the feeds carry it. */
export type FeedPost = {
  /** Plain text, shown as written (`&`, `<` and quotes included). */
  title: string;
  slug: string;
  /** Plain text; null when the post has none. */
  excerpt: string | null;
  /** A calendar date, YYYY-MM-DD: the post is dated 00:00 UTC that day. */
  publishedAt: string;
  categoryName: string;
  /** The full post as HTML with absolute URLs (see postHtml). */
  html: string;
};

export type BlogFeedsInput = {
  /** The site's origin, e.g. `https://tokenlaunch.academy`: post links and ids are made from it. */
  origin: string;
  siteName: string;
  siteDescription: string;
  /** Where the caller publishes each feed, absolute; each feed names its own address. */
  feedUrls: { rss: string; atom: string; json: string };
  posts: readonly FeedPost[];
};

export type BlogFeeds = { rss: string; atom: string; json: string };

const JSON_FEED_1 = 'https://jsonfeed.org/version/1';
const JSON_FEED_1_1 = 'https://jsonfeed.org/version/1.1';

/** A post's address, which is also its id in every feed. */
export function postLink(origin: string, slug: string): string {
  return new URL(`/blog/${encodeURIComponent(slug)}`, origin).href;
}

/** 00:00 UTC of a YYYY-MM-DD day; anything else (2025-02-30, 2025-5-6) throws, naming the post. */
function startOfDay(post: FeedPost): Date {
  const day = new Date(`${post.publishedAt}T00:00:00Z`);
  const real = !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === post.publishedAt;
  if (!real)
    throw new Error(
      `Post "${post.slug}": publishedAt "${post.publishedAt}" is not a YYYY-MM-DD day`,
    );
  return day;
}

/** Characters XML 1.0 cannot carry even escaped (most C0 controls, lone surrogates, U+FFFE/U+FFFF). */
function isXmlChar(codePoint: number): boolean {
  return (
    codePoint === 0x9 ||
    codePoint === 0xa ||
    codePoint === 0xd ||
    (codePoint >= 0x20 && codePoint <= 0xd7ff) ||
    (codePoint >= 0xe000 && codePoint <= 0xfffd) ||
    codePoint >= 0x10000
  );
}

/** Drops what would make the XML feeds unreadable; such characters are invisible anyway. */
function xmlText(text: string): string {
  return Array.from(text)
    .filter((char) => isXmlChar(char.codePointAt(0) ?? 0))
    .join('');
}

/** Text where a format expects HTML, so it stays text: `<b>` is shown, not applied. */
function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * feed wraps HTML in CDATA sections but splits only the first `]]>` (xml-js replaces once), so a
 * second one would end the section early. In HTML `]]&gt;` reads the same.
 */
function cdataSafeHtml(html: string): string {
  return html.replaceAll(']]>', ']]&gt;');
}

/**
 * What feed cannot write validly, refused with the post named rather than published broken: an RSS
 * title (plain text in CDATA) with `]]>` twice, for the reason above, and `<` in a category, which
 * Atom carries in an attribute that feed does not escape `<` in.
 */
function assertWritable(post: FeedPost): void {
  if (post.title.split(']]>').length > 2)
    throw new Error(
      `Post "${post.slug}": a title may hold "]]>" at most once (feed cannot write more)`,
    );
  if (post.categoryName.includes('<'))
    throw new Error(`Post "${post.slug}": a category name may not hold "<" (feed cannot write it)`);
}

/**
 * How each format reads a title and a summary. RSS titles, and JSON Feed's title and summary, are
 * plain text; RSS descriptions are HTML, and feed marks Atom's title and summary `type="html"`, so
 * text going there is escaped.
 */
type TextRules = { title: (text: string) => string; summary: (text: string) => string };
const plain = (text: string) => text;
const rssText: TextRules = { title: plain, summary: escapeHtml };
const atomText: TextRules = { title: escapeHtml, summary: escapeHtml };
const jsonText: TextRules = { title: plain, summary: plain };

/**
 * feed writes JSON Feed 1.0's version. What it writes for these feeds (no `author`, which 1.1
 * replaced by `authors`) is valid 1.1 too, so the feed declares 1.1. A feed upgrade writing
 * anything else stops here, to be looked at before it is published.
 */
function asJsonFeed11(json: string): string {
  const parsed: unknown = JSON.parse(json);
  if (
    typeof parsed !== 'object' ||
    parsed === null ||
    !('version' in parsed) ||
    parsed.version !== JSON_FEED_1
  )
    throw new Error(
      `feed no longer writes JSON Feed ${JSON_FEED_1}: check its output is ${JSON_FEED_1_1}`,
    );
  return JSON.stringify({ ...parsed, version: JSON_FEED_1_1 }, null, 2);
}

/**
 * The blog's RSS 2.0, Atom 1.0 and JSON Feed 1.1, written by the `feed` package: every post, newest
 * first, with its title, link, date, category, excerpt and full HTML. The feeds' time is the newest
 * post's date, never the clock, so the same posts always give the same bytes.
 */
export function blogFeeds(input: BlogFeedsInput): BlogFeeds {
  input.posts.forEach(assertWritable);
  const posts = input.posts
    .map((post) => ({ ...post, link: postLink(input.origin, post.slug), date: startOfDay(post) }))
    .sort((a, b) => b.date.getTime() - a.date.getTime());
  const newest = posts[0];
  if (!newest) throw new Error('The blog feeds need a post: the newest post dates them');
  const blogUrl = new URL('/blog', input.origin).href;

  const write = (text: TextRules, author?: Author) => {
    const feed = new Feed({
      id: blogUrl,
      link: blogUrl,
      title: xmlText(input.siteName),
      description: xmlText(input.siteDescription),
      updated: newest.date,
      feedLinks: input.feedUrls,
      author,
    });
    for (const post of posts) {
      const category = xmlText(post.categoryName);
      feed.addItem({
        id: post.link,
        link: post.link,
        title: text.title(xmlText(post.title)),
        description: post.excerpt === null ? undefined : text.summary(xmlText(post.excerpt)),
        content: cdataSafeHtml(xmlText(post.html)),
        date: post.date,
        published: post.date,
        category: [{ name: category, term: category }],
      });
    }
    return feed;
  };

  return {
    rss: write(rssText).rss2(),
    // Atom requires an author for the feed when its entries have none.
    atom: write(atomText, { name: xmlText(input.siteName), link: input.origin }).atom1(),
    json: asJsonFeed11(write(jsonText).json1()),
  };
}
