import { glossaryLinkTerms } from '@tla/glossary/link-terms';
import { Markdown } from '@tla/shared-ui/markdown/markdown';

/** A reader's post compiled in their browser, glossary terms linked as in the built-in ones. */
export function ReaderPostMarkdown({ content, className }: { content: string; className?: string }) {
  return <Markdown content={content} className={className} glossaryTerms={glossaryLinkTerms} />;
}
