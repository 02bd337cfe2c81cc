import { lazyModules } from '@tla/platform/islands/lazy-modules';
import { compiledArticleSchema, compiledArticleShapeSchema, type CompiledArticle } from '@tla/shared-ui/markdown/article-nodes';

// One chunk per built-in post's body, compiled at build (src/app/markdown-articles.ts), so the post
// page carries no markdown parser and a reader downloads only the body they open. The prerender
// waits for it and preloads its chunk with the page, so hydration finds it without another request.
const articleFiles = import.meta.glob('../content/*.md', { query: '?article', import: 'default' });

const useArticleFile = lazyModules(articleFiles, (value) => compiledArticleShapeSchema.parse(value));

/** A built-in post's body, read during render: suspends until its chunk has arrived. */
export function useBuiltInArticle(slug: string): CompiledArticle {
  return useArticleFile(`../content/${slug}.md`);
}

/** A built-in post's compiled body, checked node by node, for tests. */
export async function loadBuiltInArticle(slug: string): Promise<CompiledArticle> {
  const load = articleFiles[`../content/${slug}.md`];
  if (!load) throw new Error(`No body for the post ${slug}`);
  return compiledArticleSchema.parse(await load());
}
