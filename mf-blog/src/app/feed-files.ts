import { checkSiteConfig, type SiteConfig } from '@tla/federated/site-config-schema';
import { blogFeeds } from '../features/feeds/blog-feeds';
import { builtInFeedPosts } from './built-in-feed-posts';
import { feedPaths } from './feed-links';

/**
 * The three feeds of the built-in posts, as files of the build under `site/` (served at the same
 * path on the site). Build time only: it reads the posts' markdown from disk.
 */
export function feedFiles(env: Record<string, string | undefined>): Record<string, () => string> {
  const config: SiteConfig = checkSiteConfig(env);
  // Made once, when the build first asks for one of the three files.
  let made: ReturnType<typeof blogFeeds> | undefined;
  const feeds = () =>
    (made ??= blogFeeds({
      origin: config.origin,
      siteName: config.name,
      siteDescription: 'Guides, news and how-tos on creating and launching tokens on Solana.',
      feedUrls: {
        rss: `${config.origin}${feedPaths.rss}`,
        atom: `${config.origin}${feedPaths.atom}`,
        json: `${config.origin}${feedPaths.json}`,
      },
      posts: builtInFeedPosts({ origin: config.origin, createTokenUrl: config.createTokenUrl }),
    }));
  return {
    [`site${feedPaths.rss}`]: () => feeds().rss,
    [`site${feedPaths.atom}`]: () => feeds().atom,
    [`site${feedPaths.json}`]: () => feeds().json,
  };
}
