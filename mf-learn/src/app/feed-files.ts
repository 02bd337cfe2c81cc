import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkSiteConfig } from '@tla/federated/site-config-schema';
import { contentDates } from '@tla/platform/build-tools/content-dates';
import { feedHtml } from '@tla/platform/build-tools/feed-html';
import { writeFeeds, type FeedEntry } from '@tla/platform/build-tools/feeds';
import { tutorialPath, tutorialsPath } from '../config/learn-paths';
import { tutorialCategoryLabel, tutorials } from '../features/tutorials/data/tutorials';
import { feedPaths } from './feed-links';

const contentDir = path.join(import.meta.dirname, '../features/tutorials/content');

/**
 * The written tutorials as feed entries, read in Node at build time: each dated by its text's first
 * and last commit, its widgets replaced by links (a feed reader cannot run a demo).
 */
export function tutorialFeedEntries(config: {
  origin: string;
  partnerName: string;
  createTokenUrl: string;
}): FeedEntry[] {
  return tutorials.flatMap((tutorial) => {
    if (tutorial.status !== 'full') return [];
    const file = path.join(contentDir, `${tutorial.slug}.md`);
    const link = new URL(tutorialPath(tutorial.slug), config.origin).href;
    const widgets = {
      'partner-card': {
        text: `Create your token on ${config.partnerName}`,
        url: config.createTokenUrl,
      },
      'airdrop-claim-sample': { text: 'Try the claim demo on the tutorial’s page', url: link },
    };
    return [
      {
        link,
        title: tutorial.title,
        summary: tutorial.description,
        ...contentDates(file),
        category: tutorialCategoryLabel(tutorial.category),
        html: feedHtml(readFileSync(file, 'utf8'), link, widgets),
      },
    ];
  });
}

/**
 * The tutorials' RSS, Atom and JSON feeds, as files of the build under `site/` (served at the same
 * path on the site). Build time only. Made once, when the build first asks for one of them.
 */
export function feedFiles(env: Record<string, string | undefined>): Record<string, () => string> {
  const config = checkSiteConfig(env);
  let made: ReturnType<typeof writeFeeds> | undefined;
  const feeds = () =>
    (made ??= writeFeeds({
      home: new URL(tutorialsPath, config.origin).href,
      title: `${config.name} Tutorials`,
      description: 'Step-by-step guides to creating, launching and managing tokens on Solana.',
      feedUrls: {
        rss: `${config.origin}${feedPaths.rss}`,
        atom: `${config.origin}${feedPaths.atom}`,
        json: `${config.origin}${feedPaths.json}`,
      },
      author: { name: config.name, link: config.origin },
      entries: tutorialFeedEntries(config),
    }));
  return {
    [`site${feedPaths.rss}`]: () => feeds().rss,
    [`site${feedPaths.atom}`]: () => feeds().atom,
    [`site${feedPaths.json}`]: () => feeds().json,
  };
}
