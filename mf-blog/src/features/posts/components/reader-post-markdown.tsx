import { useMemo, type ReactNode } from 'react';
import { glossaryLinkTerms } from '@tla/glossary/link-terms';
import { compileMarkdown } from '@tla/shared-ui/markdown/compile-markdown';
import { PostArticle } from './post-article';

export type ReaderPostMarkdownProps = { content: string; className?: string; children?: ReactNode };

/** A reader's post compiled in their browser, glossary terms linked and contents listed as in the built-in ones. */
export function ReaderPostMarkdown({ content, className, children }: ReaderPostMarkdownProps) {
  const article = useMemo(() => compileMarkdown(content, { glossaryTerms: glossaryLinkTerms }), [content]);
  return (
    <PostArticle article={article} className={className}>
      {children}
    </PostArticle>
  );
}
