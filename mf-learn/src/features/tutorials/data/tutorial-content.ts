import { z } from '@tla/federated/zod';
import { lazyModules } from '@tla/platform/islands/lazy-modules';
import { compiledArticleSchema, compiledArticleShapeSchema, type CompiledArticle } from '@tla/shared-ui/markdown/article-nodes';
import type { FullTutorialSlug } from './schemas';

// One chunk per tutorial, compiled at build (src/app/markdown-articles.ts), so a reader downloads
// only the text they open and their browser parses no markdown. The prerender waits for a tutorial's
// text and preloads its chunk with the page, so hydration finds it without another request.
const articleFiles = import.meta.glob('../content/*.md', { query: '?article', import: 'default' });
// The markdown as written, for checks of the text itself (tests); no page imports it.
const markdownFiles = import.meta.glob('../content/*.md', { query: '?raw', import: 'default' });

const contentKey = (slug: FullTutorialSlug) => `../content/${slug}.md`;
const useArticleFile = lazyModules(articleFiles, (value) => compiledArticleShapeSchema.parse(value));

/** A written tutorial's text, read during render: suspends until its chunk has arrived. */
export function useTutorialArticle(slug: FullTutorialSlug): CompiledArticle {
  return useArticleFile(contentKey(slug));
}

const markdownSchema = z.string().trim().min(1);

/** The markdown of a written tutorial, for checks outside rendering; rejects if it is missing or empty. */
export async function loadTutorialContent(slug: FullTutorialSlug): Promise<string> {
  const load = markdownFiles[contentKey(slug)];
  if (!load) throw new Error(`No text for the tutorial ${slug}`);
  return markdownSchema.parse(await load());
}

/** A written tutorial's compiled text, for checks outside rendering. */
export async function loadTutorialArticle(slug: FullTutorialSlug): Promise<CompiledArticle> {
  const load = articleFiles[contentKey(slug)];
  if (!load) throw new Error(`No text for the tutorial ${slug}`);
  return compiledArticleSchema.parse(await load());
}

/** Words a reader reads (code included), for checking a stated read time at 220 words per minute. */
export function countWords(markdown: string): number {
  return markdown.split(/\s+/).filter((word) => word !== '').length;
}

export const WORDS_PER_MINUTE = 220;
