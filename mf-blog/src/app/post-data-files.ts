import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contentDates } from '@tla/platform/build-tools/content-dates';
import type { PublishedFile } from '@tla/platform/build-tools/publish-plugin';
import { textDataFile, type TextData } from '@tla/platform/contracts/content-data';
import { siteConfigFromEnv } from '@tla/federated/site-config';
import { builtInPostMeta } from '../features/posts/data/built-in-post-meta';
import { withPartnerUrl } from '../features/posts/data/partner-link';
import { POSTS_COLLECTION } from '../features/posts/data/post-data';
import { compileBlogArticle } from './markdown-articles';

const contentDir = path.join(import.meta.dirname, '../features/posts/content');

/**
 * The built-in posts as the files the blog publishes beside its code (features/posts/data/post-data.ts
 * reads them): each post's compiled body with the days its text was first and last committed, and
 * its markdown. Build and test time, in Node: it reads the markdown with node:fs, as it runs inside
 * the Vite config.
 */
export function postDataFiles(env: Record<string, string>): Record<string, PublishedFile> {
  const markdownOf = (slug: string) => {
    const file = path.join(contentDir, `${slug}.md`);
    return { file, markdown: withPartnerUrl(readFileSync(file, 'utf8'), siteConfigFromEnv(env).createTokenUrl).trim() };
  };
  const postFile = (slug: string): TextData => {
    const { file, markdown } = markdownOf(slug);
    const article = { ...compileBlogArticle(readFileSync(file, 'utf8'), env), dates: contentDates(file) };
    return { article, markdown };
  };
  return Object.fromEntries(
    builtInPostMeta.map(({ slug }): [string, PublishedFile] => [textDataFile(POSTS_COLLECTION, slug), () => postFile(slug)]),
  );
}
