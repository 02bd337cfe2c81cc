import { z } from '@tla/federated/zod';
import type { MarkdownHeading } from './headings';

/** An element's attributes by their HTML names (`class`, `aria-label`); `true` for a bare boolean one. */
export type ArticleAttributes = Record<string, string | boolean>;

/**
 * A markdown text compiled for rendering (compile-markdown.ts), as React renders it (article.tsx).
 * Text and elements with nothing interactive inside are plain HTML, which React places without
 * rendering it again when a prerendered page hydrates; only the parts a reader interacts with
 * (links, term definitions, copy buttons) and the elements holding them are React elements.
 */
export type ArticleNode =
  | string
  /** An element whose whole content is static: written as HTML, never re-rendered. */
  | { t: 'html'; tag: string; attrs: ArticleAttributes; html: string }
  /** An element with something interactive inside (or a void one: `img`, `hr`). */
  | { t: 'el'; tag: string; attrs: ArticleAttributes; children: ArticleNode[] }
  /** A link inside the site, followed by the router. */
  | { t: 'link'; href: string; children: ArticleNode[] }
  /** A link leaving the site (a new tab, no opener or referrer). */
  | { t: 'external'; href: string; children: ArticleNode[] }
  /** The first mention of a glossary term, with its definition on hover and focus. */
  | { t: 'term'; id: string; href: string; term: string; definition: string; children: ArticleNode[] }
  /** The copy button of a code block (it copies the block's text). */
  | { t: 'copy-code' }
  | { t: 'callout-icon'; callout: CalloutKind }
  /** A marker line `{{widget:name}}` of a text that allows widgets (a tutorial's demos and cards). */
  | { t: 'widget'; name: string };

export const calloutKinds = ['note', 'tip', 'warning'] as const;
export type CalloutKind = (typeof calloutKinds)[number];

/** When a text's file was first committed and last changed, as YYYY-MM-DD days (set by the build). */
export type ArticleDates = { publishedAt: string; updatedAt: string };

export type CompiledArticle = { nodes: ArticleNode[]; headings: MarkdownHeading[]; dates?: ArticleDates };

const daySchema = z.iso.date();
const articleDatesSchema = z.object({ publishedAt: daySchema, updatedAt: daySchema });

const attributesSchema = z.record(z.string(), z.union([z.string(), z.boolean()]));

export const articleNodeSchema: z.ZodType<ArticleNode> = z.lazy(() =>
  z.union([
    z.string(),
    z.object({ t: z.literal('html'), tag: z.string(), attrs: attributesSchema, html: z.string() }),
    z.object({ t: z.literal('el'), tag: z.string(), attrs: attributesSchema, children: z.array(articleNodeSchema) }),
    z.object({ t: z.literal('link'), href: z.string(), children: z.array(articleNodeSchema) }),
    z.object({ t: z.literal('external'), href: z.string(), children: z.array(articleNodeSchema) }),
    z.object({
      t: z.literal('term'),
      id: z.string(),
      href: z.string(),
      term: z.string(),
      definition: z.string(),
      children: z.array(articleNodeSchema),
    }),
    z.object({ t: z.literal('copy-code') }),
    z.object({ t: z.literal('callout-icon'), callout: z.enum(calloutKinds) }),
    z.object({ t: z.literal('widget'), name: z.string() }),
  ]),
);

/** What a `*.md?article` module holds (built by the app's markdown-articles plugin). */
export const compiledArticleSchema: z.ZodType<CompiledArticle> = z.object({
  nodes: z.array(articleNodeSchema),
  headings: z.array(
    z.object({ id: z.string(), title: z.string(), level: z.union([z.literal(2), z.literal(3)]) }),
  ),
  dates: articleDatesSchema.optional(),
});

/**
 * A compiled text as a page reads it from its chunk: checked for its shape, not node by node. It is
 * the app's own build output, and the tests parse every built text with compiledArticleSchema; a
 * full parse of a long tutorial would cost a phone tens of milliseconds for nothing.
 */
export const compiledArticleShapeSchema: z.ZodType<CompiledArticle> = z.object({
  nodes: z.array(z.custom<ArticleNode>()),
  headings: z.array(z.custom<MarkdownHeading>()),
  dates: articleDatesSchema.optional(),
});

export type ArticlePart = { kind: 'text'; nodes: ArticleNode[] } | { kind: 'widget'; name: string };

/** Whether a run of nodes holds anything but the white space between blocks. */
const holdsContent = (run: readonly ArticleNode[]): boolean =>
  run.some((node) => typeof node !== 'string' || node.trim() !== '');

/** An article cut at its widgets: the runs of text between them, and the widgets, in order. */
export function splitAtWidgets(nodes: readonly ArticleNode[]): ArticlePart[] {
  const parts: ArticlePart[] = [];
  let run: ArticleNode[] = [];
  const flush = () => {
    if (holdsContent(run)) parts.push({ kind: 'text', nodes: run });
    run = [];
  };
  for (const node of nodes) {
    if (typeof node !== 'string' && node.t === 'widget') {
      flush();
      parts.push({ kind: 'widget', name: node.name });
    } else {
      run.push(node);
    }
  }
  flush();
  return parts;
}

/** The level of a heading group of an h2 or h3 (a heading and its link to itself): where a section may start. */
function sectionHeadingLevel(node: ArticleNode): 2 | 3 | undefined {
  if (typeof node === 'string' || (node.t !== 'html' && node.t !== 'el') || node.attrs['data-slot'] !== 'heading-group') return undefined;
  const tag = node.t === 'html' ? /^<(h[23])[\s>]/.exec(node.html)?.[1] : headingTag(node.children[0]);
  return tag === 'h2' ? 2 : tag === 'h3' ? 3 : undefined;
}

const headingTag = (node: ArticleNode | undefined): string | undefined =>
  typeof node !== 'string' && node !== undefined && (node.t === 'html' || node.t === 'el') ? node.tag : undefined;

/**
 * A text cut into sections, each from one h2 or h3 to the next (what precedes the first is one too):
 * parts about a screen or two high, so the part a page opens on draws little more than the screen.
 * An h3 right under its h2 stays in the h2's section, which keeps the gap between the two headings.
 */
export function splitAtSections(nodes: readonly ArticleNode[]): ArticleNode[][] {
  let current: ArticleNode[] = [];
  const sections = [current];
  for (const node of nodes) {
    const level = sectionHeadingLevel(node);
    const startsNew =
      level === 2 ? holdsContent(current) : level === 3 && holdsContent(current.filter((held) => sectionHeadingLevel(held) === undefined));
    if (startsNew) {
      current = [node];
      sections.push(current);
    } else current.push(node);
  }
  return sections;
}

export type SectionContent = { chars: number; codeLines: number; blocks: number };

/**
 * How much a section holds: its text's length, its lines of code, and its elements ("blocks": each
 * block's margins, and the inline code, links and emphasis that add a little height of their own;
 * markdown.css's factors were fitted to the drawn pages counted this way).
 */
export function sectionContent(
  nodes: readonly ArticleNode[],
  content: SectionContent = { chars: 0, codeLines: 0, blocks: 0 },
): SectionContent {
  for (const node of nodes) {
    if (typeof node === 'string') content.chars += node.length;
    else if (node.t === 'html' && node.tag === 'pre') content.codeLines += node.html.split('\n').length;
    else if (node.t === 'html') content.chars += node.html.replace(/<[^>]*>/g, '').length;
    else if ('children' in node) sectionContent(node.children, content);
    if (typeof node !== 'string' && (node.t === 'html' || node.t === 'el')) content.blocks += 1;
  }
  return content;
}
