import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contentDates } from '@tla/platform/build-tools/content-dates';
import type { PublishedFile } from '@tla/platform/build-tools/publish-plugin';
import { POSTS_COLLECTION, textDataFile } from '@tla/platform/contracts/content-data';
import { siteConfigFromEnv } from '@tla/federated/site-config';
import { builtInPostMeta } from '../features/posts/data/built-in-post-meta';
import { withPartnerUrl } from '../features/posts/data/partner-link';
import type { PostFile } from '../features/posts/data/published-schemas';
import { compileBlogArticle } from './markdown-articles';
import { postListings } from './post-list-files';

const contentDir = path.join(import.meta.dirname, '../features/posts/content');

/**
 * The built-in posts as the files the blog publishes beside its code (features/posts/data/post-data.ts
 * reads them): each post's compiled body with the days its text was first and last committed, its
 * markdown, and what its page shows of the list around it. Build and test time, in Node: it reads the markdown with node:fs, as it runs inside
 * the Vite config.
 */
export function postDataFiles(env: Record<string, string>): Record<string, PublishedFile> {
  const markdownOf = (slug: string) => {
    const file = path.join(contentDir, `${slug}.md`);
    return {
      file,
      markdown: withPartnerUrl(
        readFileSync(file, 'utf8'),
        siteConfigFromEnv(env).createTokenUrl,
      ).trim(),
    };
  };
  const listings = postListings();
  const postFile = (slug: string): PostFile => {
    const { file, markdown } = markdownOf(slug);
    const article = {
      ...compileBlogArticle(readFileSync(file, 'utf8'), env),
      dates: contentDates(file),
    };
    const listing = listings.get(slug);
    if (!listing) throw new Error(`The blog lists no post ${slug}`);
    return { article, markdown, listing };
  };
  return Object.fromEntries(
    // Compact JSON: read by the blog's code, not by people, and a fifth smaller to send and to compress.
    builtInPostMeta.map(({ slug }): [string, PublishedFile] => [
      textDataFile(POSTS_COLLECTION, slug),
      () => JSON.stringify(postFile(slug)),
    ]),
  );
}
