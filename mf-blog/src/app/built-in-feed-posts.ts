import { readFileSync } from 'node:fs';
import path from 'node:path';
import { postLink, type FeedPost } from '../features/feeds/blog-feeds';
import { contentDates } from '@tla/platform/build-tools/content-dates';
import { feedHtml } from '@tla/platform/build-tools/feed-html';
import { builtInPostMeta } from '../features/posts/data/built-in-post-meta';
import { withPartnerUrl } from '../features/posts/data/partner-link';
import { categoryById } from '../features/posts/data/categories';

const contentDir = path.join(import.meta.dirname, '../features/posts/content');

export type BuiltInFeedPostsOptions = {
  /** The site's origin: links and images in the posts are made absolute against it. */
  origin: string;
  /** Where the posts' partner links go (the site config's createTokenUrl). */
  createTokenUrl: string;
};

/**
 * The seven built-in posts as the feeds carry them, dated by their publish day and their text's last
 * commit, read at build time in Node: it lives in the app,
 * not in the feeds feature, because it joins two features (posts' data, feeds' HTML), and reads the
 * markdown with node:fs rather than import.meta.glob, so it runs inside a Vite config.
 */
export function builtInFeedPosts({ origin, createTokenUrl }: BuiltInFeedPostsOptions): FeedPost[] {
  return builtInPostMeta.map((meta) => {
    const file = path.join(contentDir, `${meta.slug}.md`);
    return {
      title: meta.title,
      slug: meta.slug,
      excerpt: meta.excerpt,
      publishedAt: meta.publishedAt,
      // The page says "last updated" from the same commit (markdown-articles.ts).
      updatedAt: contentDates(file).updatedAt,
      categoryName: categoryById(meta.categoryId).name,
      // Read and compiled only for the posts the feeds carry.
      html: () =>
        feedHtml(
          withPartnerUrl(readFileSync(file, 'utf8'), createTokenUrl),
          postLink(origin, meta.slug),
        ),
    };
  });
}
