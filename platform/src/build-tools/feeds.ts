import { Feed, type Author } from 'feed';
import { feedEntryLimit } from '../contracts/feed-links';

/** One entry as the feeds carry it (a post, a tutorial). */
export type FeedEntry = {
  /** The entry's absolute address, which is also its id in every feed. */
  link: string;
  /** Plain text, shown as written (`&`, `<` and quotes included). */
  title: string;
  /** Plain text; null when the entry has none. */
  summary: string | null;
  /** A calendar date, YYYY-MM-DD: the entry is dated 00:00 UTC that day. */
  publishedAt: string;
  /** The last day its text changed, YYYY-MM-DD, when that is later than `publishedAt`. */
  updatedAt?: string;
  /** Plain text. */
  category: string;
  /**
   * The full text as HTML with absolute URLs (see feedHtml), or what makes it: called only for the
   * entries the feeds carry, so a site of many entries compiles the newest, not all of them.
   */
  html: string | (() => string);
};

export type FeedsInput = {
  /** The absolute address of the page the feed stands for (`https://…/blog`): the feed's id. */
  home: string;
  title: string;
  description: string;
  /** Where the caller publishes each feed, absolute; each feed names its own address. */
  feedUrls: FeedFiles;
  /** Names the feed's author where a format requires one (Atom). */
  author: Author;
  entries: readonly FeedEntry[];
};

export type FeedFiles = { rss: string; atom: string; json: string };

const JSON_FEED_1 = 'https://jsonfeed.org/version/1';
const JSON_FEED_1_1 = 'https://jsonfeed.org/version/1.1';

/** 00:00 UTC of a YYYY-MM-DD day; anything else (2025-02-30, 2025-5-6) throws, naming the entry. */
function startOfDay(entry: FeedEntry, day: string, field: string): Date {
  const date = new Date(`${day}T00:00:00Z`);
  const real = !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
  if (!real) throw new Error(`${entry.link}: ${field} "${day}" is not a YYYY-MM-DD day`);
  return date;
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
 * What feed cannot write validly, refused with the entry named rather than published broken: an RSS
 * title (plain text in CDATA) with `]]>` twice, for the reason above, and `<` in a category, which
 * Atom carries in an attribute that feed does not escape `<` in.
 */
function assertWritable(entry: FeedEntry): void {
  if (entry.title.split(']]>').length > 2)
    throw new Error(`${entry.link}: a title may hold "]]>" at most once (feed cannot write more)`);
  if (entry.category.includes('<'))
    throw new Error(`${entry.link}: a category name may not hold "<" (feed cannot write it)`);
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
 * RSS 2.0, Atom 1.0 and JSON Feed 1.1 of a section's articles, written by the `feed` package: the
 * newest `feedEntryLimit` entries by publish day (entries of the same day in the order given), newest
 * first, with their title, link, dates, category, summary and full HTML. Every entry is checked, the
 * ones left out too, so a broken entry fails the build whether or not it is new. The feeds' time is
 * the last change of an entry they carry, never the clock, so the same entries always give the same
 * bytes, and an edit to a post no longer in the feeds does not tell readers to fetch them again.
 */
export function writeFeeds(input: FeedsInput): FeedFiles {
  input.entries.forEach(assertWritable);
  const entries = input.entries
    .map((entry) => {
      const published = startOfDay(entry, entry.publishedAt, 'publishedAt');
      const updated =
        entry.updatedAt === undefined ? published : startOfDay(entry, entry.updatedAt, 'updatedAt');
      return { ...entry, published, updated: updated > published ? updated : published };
    })
    .sort((a, b) => b.published.getTime() - a.published.getTime())
    .slice(0, feedEntryLimit)
    .map((entry) => ({
      ...entry,
      html: typeof entry.html === 'string' ? entry.html : entry.html(),
    }));
  if (entries.length === 0)
    throw new Error(`The feeds of ${input.home} need an entry: it dates them`);
  const latest = new Date(Math.max(...entries.map((entry) => entry.updated.getTime())));

  const write = (text: TextRules, author?: Author) => {
    const feed = new Feed({
      id: input.home,
      link: input.home,
      title: xmlText(input.title),
      description: xmlText(input.description),
      updated: latest,
      feedLinks: input.feedUrls,
      author,
    });
    for (const entry of entries) {
      const category = xmlText(entry.category);
      feed.addItem({
        id: entry.link,
        link: entry.link,
        title: text.title(xmlText(entry.title)),
        description: entry.summary === null ? undefined : text.summary(xmlText(entry.summary)),
        content: cdataSafeHtml(xmlText(entry.html)),
        date: entry.updated,
        published: entry.published,
        category: [{ name: category, term: category }],
      });
    }
    return feed;
  };

  return {
    rss: write(rssText).rss2(),
    // Atom requires an author for the feed when its entries have none.
    atom: write(atomText, input.author).atom1(),
    json: asJsonFeed11(write(jsonText).json1()),
  };
}
