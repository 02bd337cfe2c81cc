import { useMemo, type ComponentProps } from 'react';
import { Article } from './article';
import { compileMarkdown } from './compile-markdown';
import type { GlossaryLinkTerm } from './rehype-glossary-links';

export type MarkdownProps = {
  content: string;
  className?: string;
  /** Link the first occurrence of each term to the glossary, its definition on hover and focus. */
  glossaryTerms?: readonly GlossaryLinkTerm[];
} & Pick<ComponentProps<'div'>, 'id'>;

/**
 * Markdown compiled in the browser: for text a reader writes (the editor's preview, their own posts).
 * Built-in texts come compiled from the build (`*.md?article`) and render with `Article` alone, so
 * their pages carry no markdown parser.
 */
export function Markdown({ content, className, id, glossaryTerms }: MarkdownProps) {
  const article = useMemo(() => compileMarkdown(content, { glossaryTerms }), [content, glossaryTerms]);
  return <Article nodes={article.nodes} className={className} id={id} />;
}
