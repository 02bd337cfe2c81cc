import type { RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { headingIds, parseMarkdown } from './headings';

/** A part of a markdown text, for search: the text before the first heading, or one heading's part. */
export type MarkdownSection = {
  /** The heading's id on the page (the slugger rehype-slug and extractHeadings use). */
  id?: string;
  heading?: string;
  /** Plain text: no markup, no raw HTML, no code blocks. */
  text: string;
};

/**
 * Text of a block for search. Raw HTML is not text a reader sees, and code blocks are long listings
 * that would make most of an index while matching few queries (inline code stays), so both are left out.
 */
function blockText(node: RootContent): string {
  if (node.type === 'html' || node.type === 'code') return '';
  return toString(node, { includeHtml: false });
}

/**
 * Cuts a markdown text at its headings of the given levels into parts with their heading's id and
 * plain text, so a search result can lead to the heading itself; the ids are the rendered page's
 * (headingIds).
 */
export function markdownSections(
  markdown: string,
  levels: readonly number[] = [2, 3],
): MarkdownSection[] {
  const tree = parseMarkdown(markdown);
  const ids = headingIds(tree);
  const sections: MarkdownSection[] = [];
  let current: MarkdownSection & { parts: string[] } = { parts: [], text: '' };
  const close = () => {
    const text = current.parts.join(' ').replace(/\s+/g, ' ').trim();
    if (text !== '' || current.heading !== undefined) {
      sections.push({
        ...(current.id !== undefined && { id: current.id }),
        ...(current.heading !== undefined && { heading: current.heading }),
        text,
      });
    }
  };
  for (const node of tree.children) {
    if (node.type === 'heading' && levels.includes(node.depth)) {
      close();
      current = { id: ids.get(node), heading: toString(node), parts: [], text: '' };
      continue;
    }
    current.parts.push(blockText(node));
  }
  close();
  return sections;
}

/** The whole text of a markdown document as plain text (see markdownSections). */
export const markdownPlainText = (markdown: string): string =>
  markdownSections(markdown, [])
    .map((section) => section.text)
    .join(' ');

/** A page's search documents: the page itself (its lead and opening text), then each section of it. */
export type PageSearchDocument = { url: string; title: string; heading?: string; text: string };

/**
 * A markdown page as search documents: one for the page (what it is about, then the text before its
 * first heading), and one per `##`/`###` section at its heading's anchor on the page.
 */
export function pageSearchDocuments({
  url,
  title,
  lead,
  markdown,
}: {
  url: string;
  title: string;
  lead: string;
  markdown: string;
}): PageSearchDocument[] {
  const parts = markdownSections(markdown);
  const intro = parts.find((part) => part.id === undefined)?.text ?? '';
  return [
    { url, title, text: `${lead} ${intro}`.trim() },
    ...parts.flatMap((part) =>
      part.id === undefined || part.heading === undefined
        ? []
        : [{ url: `${url}#${part.id}`, title, heading: part.heading, text: part.text }],
    ),
  ];
}
