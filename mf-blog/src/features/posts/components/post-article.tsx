import { useMemo, type ReactNode } from 'react';
import { TableOfContents } from '@tla/shared-ui/components/table-of-contents';
import { cn } from '@tla/shared-ui/lib/cn';
import { Article } from '@tla/shared-ui/markdown/article';
import type { CompiledArticle } from '@tla/shared-ui/markdown/article-nodes';

/** A contents list helps from two sections on; with one or none it would only repeat the page. */
const MIN_CONTENTS_ENTRIES = 2;

export type PostArticleProps = {
  article: CompiledArticle;
  className?: string;
  /** What follows the text in its column (more posts, the partner card). */
  children?: ReactNode;
};

/** A post's compiled text, with its contents beside it on wide screens and above it on phones. */
export function PostArticle({ article, className, children }: PostArticleProps) {
  const headings = useMemo(() => article.headings.filter((heading) => heading.level === 2), [article]);
  if (headings.length < MIN_CONTENTS_ENTRIES) {
    return (
      <div className={cn('mx-auto max-w-3xl', className)}>
        <Article nodes={article.nodes} />
        {children}
      </div>
    );
  }
  return (
    <div className={cn('grid gap-8 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-12', className)}>
      <TableOfContents headings={headings} />
      <div className="min-w-0">
        <Article nodes={article.nodes} />
        {children}
      </div>
    </div>
  );
}
