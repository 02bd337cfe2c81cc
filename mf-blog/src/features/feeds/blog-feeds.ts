import { writeFeeds, type FeedFiles } from '@tla/platform/build-tools/feeds';
import { blogPath, postPath } from '../../config/blog-paths';

/** One post as the feeds carry it. */
export type FeedPost = {
  /** Plain text, shown as written (`&`, `<` and quotes included). */
  title: string;
  slug: string;
  /** Plain text; null when the post has none. */
  excerpt: string | null;
  /** A calendar date, YYYY-MM-DD: the post is dated 00:00 UTC that day. */
  publishedAt: string;
  /** The last day its text changed, YYYY-MM-DD (its file's last commit); the feeds use it when later. */
  updatedAt?: string;
  categoryName: string;
  /**
   * What makes the full post as HTML with absolute URLs (see feedHtml): called only for the posts
   * the feeds carry.
   */
  html: () => string;
};

export type BlogFeedsInput = {
  /** The site's origin, e.g. `https://tokenlaunch.academy`: post links and ids are made from it. */
  origin: string;
  siteName: string;
  siteDescription: string;
  /** Where the caller publishes each feed, absolute; each feed names its own address. */
  feedUrls: FeedFiles;
  posts: readonly FeedPost[];
};

export type BlogFeeds = FeedFiles;

/** A post's address, which is also its id in every feed. */
export function postLink(origin: string, slug: string): string {
  return new URL(postPath(encodeURIComponent(slug)), origin).href;
}

/**
 * The blog's RSS 2.0, Atom 1.0 and JSON Feed 1.1: its newest posts (as many as `feedEntryLimit` in
 * the feeds' contract), newest first, with their title, link, date, last change, category, excerpt
 * and full HTML (see writeFeeds). Older posts stay on the blog's pages and in the sitemap.
 */
export function blogFeeds(input: BlogFeedsInput): BlogFeeds {
  if (input.posts.length === 0)
    throw new Error('The blog feeds need a post: the newest post dates them');
  return writeFeeds({
    home: new URL(blogPath, input.origin).href,
    title: input.siteName,
    description: input.siteDescription,
    feedUrls: input.feedUrls,
    author: { name: input.siteName, link: input.origin },
    entries: input.posts.map((post) => ({
      link: postLink(input.origin, post.slug),
      title: post.title,
      summary: post.excerpt,
      publishedAt: post.publishedAt,
      updatedAt: post.updatedAt,
      category: post.categoryName,
      html: post.html,
    })),
  });
}
