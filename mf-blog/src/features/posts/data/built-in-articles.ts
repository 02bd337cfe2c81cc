import { lazyModules } from '@tla/platform/islands/lazy-modules';
import { compiledArticleSchema, type CompiledArticle } from '@tla/shared-ui/markdown/article-nodes';

// One chunk per built-in post's body, compiled at build (src/app/markdown-articles.ts), so the post
// page carries no markdown parser and a reader downloads only the body they open. The prerender
// waits for it and preloads its chunk with the page, so hydration finds it without another request.
const articleFiles = import.meta.glob('../content/*.md', { query: '?article', import: 'default' });

const useArticleFile = lazyModules(articleFiles, (value) => compiledArticleSchema.parse(value));

/** A built-in post's body, read during render: suspends until its chunk has arrived. */
export function useBuiltInArticle(slug: string): CompiledArticle {
  return useArticleFile(`../content/${slug}.md`);
}
