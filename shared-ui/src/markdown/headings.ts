import GithubSlugger from 'github-slugger';
import type { Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

export type MarkdownHeading = { id: string; title: string; level: 2 | 3 };

/** Markdown as the renderer reads it (GitHub-flavoured), to a syntax tree. */
export const parseMarkdown = (markdown: string): Root =>
  unified().use(remarkParse).use(remarkGfm).parse(markdown);

/**
 * The id the rendered page gives each heading: rehype-slug slugs every heading's text, in document
 * order, with one slugger, so a repeated title gets `-1`; the same here, from the markdown.
 */
export function headingIds(tree: Root): Map<Heading, string> {
  const slugger = new GithubSlugger();
  const ids = new Map<Heading, string>();
  visit(tree, 'heading', (heading) => {
    ids.set(heading, slugger.slug(toString(heading)));
  });
  return ids;
}

const isContentsLevel = (depth: number): depth is 2 | 3 => depth === 2 || depth === 3;

/**
 * The `##` and `###` headings of a markdown text with the ids the renderer gives them, for a table of
 * contents that always matches the page.
 */
export function extractHeadings(
  markdown: string,
  levels: readonly (2 | 3)[] = [2],
): MarkdownHeading[] {
  const headings: MarkdownHeading[] = [];
  for (const [heading, id] of headingIds(parseMarkdown(markdown))) {
    if (isContentsLevel(heading.depth) && levels.includes(heading.depth)) {
      headings.push({ id, title: toString(heading), level: heading.depth });
    }
  }
  return headings;
}
