import type { Element, ElementContent, Properties, Root } from 'hast';
import type { Paragraph, Root as MarkdownRoot } from 'mdast';
import { toHtml } from 'hast-util-to-html';
import { toString } from 'hast-util-to-string';
import { find, html as htmlSchema } from 'property-information';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeHighlight from 'rehype-highlight';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import bash from 'highlight.js/lib/languages/bash';
import ini from 'highlight.js/lib/languages/ini';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import plaintext from 'highlight.js/lib/languages/plaintext';
import rust from 'highlight.js/lib/languages/rust';
import typescript from 'highlight.js/lib/languages/typescript';
import { isExternalHref } from '../lib/external-href';
import { headingAnchorClass, headingAnchorLabel, headingGroupClass } from '../lib/heading-anchor';
import {
  calloutKinds,
  type ArticleAttributes,
  type ArticleNode,
  type CalloutKind,
  type CompiledArticle,
} from './article-nodes';
import { classNamesOf } from './hast-class-names';
import { rehypeCodeColours } from './rehype-code-colours';
import { rehypeGlossaryTerms, type GlossaryLinkTerm } from './rehype-glossary-links';
import type { MarkdownHeading } from './headings';
import { remarkCallouts } from './remark-callouts';

/** Only the languages our articles use, so highlighting costs a few kilobytes, not the whole library. */
const languages = { bash, sh: bash, shell: bash, json, rust, typescript, ts: typescript, tsx: typescript, javascript, js: javascript, toml: ini, text: plaintext };

const safeProtocol = /^(?:https?|ircs?|mailto|xmpp)$/i;

/**
 * Links and images keep only the schemes micromark's own HTML allows in a link (http, https,
 * irc, ircs, mailto, xmpp) or relative URLs; anything else (javascript:, data:, vbscript:) becomes
 * empty, so harmless. A colon after the first `/`, `?` or `#` is part of a path, not a scheme.
 */
export function safeUrl(url: string): string {
  const colon = url.indexOf(':');
  if (colon === -1) return url;
  const schemeEnd = [url.indexOf('/'), url.indexOf('?'), url.indexOf('#')].filter((index) => index !== -1);
  if (schemeEnd.some((index) => index < colon)) return url;
  return safeProtocol.test(url.slice(0, colon)) ? url : '';
}

export type CompileMarkdownOptions = {
  /** Link the first occurrence of each term to the glossary, its definition on hover and focus. */
  glossaryTerms?: readonly GlossaryLinkTerm[];
  /**
   * Widget names a line of its own may place (`{{widget:partner-card}}`), for texts written with
   * interactive parts; any other name fails the compile. Without it such lines are text.
   */
  widgets?: readonly string[];
};

const widgetLine = /^\{\{widget:([^}]*)\}\}$/;

/** A top-level paragraph that is only a widget marker becomes a `tla-widget` element. */
function remarkWidgets({ widgets }: { widgets?: readonly string[] }) {
  return (tree: MarkdownRoot) => {
    if (!widgets) return;
    for (const node of tree.children) {
      if (node.type !== 'paragraph') continue;
      const paragraph: Paragraph = node;
      const only = paragraph.children.length === 1 ? paragraph.children[0] : undefined;
      const name = only?.type === 'text' ? widgetLine.exec(only.value.trim())?.[1] : undefined;
      if (name === undefined) continue;
      if (!widgets.includes(name)) throw new Error(`Unknown widget "${name}"; known: ${widgets.join(', ')}`);
      paragraph.children = [];
      paragraph.data = { hName: 'tla-widget', hProperties: { name } };
    }
  };
}

const calloutLabels: Record<CalloutKind, string> = { note: 'Note', tip: 'Tip', warning: 'Warning' };
const calloutClasses: Record<CalloutKind, string> = {
  note: 'border-link/60 bg-link/5',
  tip: 'border-success/60 bg-success/5',
  warning: 'border-destructive/70 bg-destructive/5',
};

const isCalloutKind = (value: unknown): value is CalloutKind =>
  calloutKinds.some((kind) => kind === value);

const element = (tagName: string, properties: Properties, children: ElementContent[] = []): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});

const classes = (names: string): string[] => names.split(' ');

const text = (value: string): ElementContent => ({ type: 'text', value });

/** The language a highlighted `code` element names in its class (`language-ts`). */
function languageOf(code: ElementContent | undefined): string | undefined {
  return classNamesOf(code).map((name) => /^language-([\w-]+)$/.exec(name)?.[1]).find((name) => name !== undefined);
}

/**
 * The site's presentation of markdown's elements, as hast: code blocks with their language and a copy
 * button, scrollable tables, callouts, lazy images, and links sorted into the kinds React renders
 * (`tla-*` elements mark what is interactive).
 */
function rehypePresentation({ glossaryTerms = [] }: { glossaryTerms?: readonly GlossaryLinkTerm[] }) {
  const entries = new Map(glossaryTerms.map((entry) => [entry.id, entry]));
  const present = (node: Element): Element => {
    switch (node.tagName) {
      case 'pre': {
        const language = languageOf(node.children.find((child) => child.type === 'element'));
        return element('div', { dataSlot: 'code-block', className: classes('not-prose group relative my-6 overflow-hidden rounded-lg border border-border bg-muted') }, [
          element('div', { className: classes('flex items-center justify-between border-b border-border px-4 py-1.5 text-xs text-muted-foreground print:hidden') }, [
            element('span', {}, [text(language ?? 'code')]),
            element('tla-copy-code', {}),
          ]),
          // A labelled, focusable region, so keyboard users can scroll long lines.
          element('pre', { role: 'region', ariaLabel: `${language ?? 'Code'} example`, tabIndex: 0, className: classes('overflow-x-auto p-4 text-sm leading-relaxed') }, node.children),
        ]);
      }
      case 'table':
        // A labelled, focusable region, so keyboard users can scroll a wide table (axe scrollable-region-focusable).
        return element('div', { role: 'region', ariaLabel: 'Table', tabIndex: 0, className: classes('overflow-x-auto focus-visible:outline-2 focus-visible:outline-ring') }, [node]);
      case 'img':
        return element('img', { alt: '', ...node.properties, src: safeUrl(String(node.properties.src ?? '')), loading: 'lazy', decoding: 'async' });
      case 'blockquote': {
        const callout = node.properties.dataCallout;
        if (!isCalloutKind(callout)) return node;
        const label = calloutLabels[callout];
        return element('aside', { role: 'note', ariaLabel: label, className: classes(`not-prose my-6 flex gap-3 rounded-lg border-l-4 p-4 text-sm [&_p]:my-1 ${calloutClasses[callout]}`) }, [
          element('tla-callout-icon', { callout }),
          element('div', {}, [element('p', { className: classes('font-semibold') }, [text(label)]), ...node.children]),
        ]);
      }
      case 'a': {
        const href = safeUrl(String(node.properties.href ?? ''));
        const term = entries.get(String(node.properties.dataGlossaryTerm ?? ''));
        if (href === '') return element('span', {}, node.children);
        if (term) return element('tla-term', { id: term.id, href, term: term.term, definition: term.definition }, node.children);
        if (isExternalHref(href)) return element('tla-external', { href }, node.children);
        if (href.startsWith('/')) return element('tla-link', { href }, node.children);
        return element('a', { ...node.properties, href }, node.children);
      }
      default:
        return node;
    }
  };
  // Children first: a presented element wraps its original, which must not be presented again.
  const walk = (node: ElementContent): ElementContent => {
    if (node.type !== 'element') return node;
    node.children = node.children.map(walk);
    return present(node);
  };
  return (tree: Root) => {
    tree.children = tree.children.map((child) => (child.type === 'doctype' ? child : walk(child)));
  };
}

/** Attributes by their HTML names, as hast-util-to-html would write them. */
function attributesOf(properties: Properties): ArticleAttributes {
  const attributes: ArticleAttributes = {};
  for (const [key, value] of Object.entries(properties)) {
    if (value === null || value === undefined || value === false) continue;
    const info = find(htmlSchema, key);
    attributes[info.attribute] =
      value === true ? true : Array.isArray(value) ? value.join(info.commaSeparated ? ', ' : ' ') : String(value);
  }
  return attributes;
}

const voidElements = new Set(['area', 'br', 'col', 'hr', 'img', 'input', 'wbr']);
/** Elements in which browsers (and React) allow no text, whitespace included. */
const tableParts = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr', 'colgroup']);

const isInteractive = (node: ElementContent): boolean =>
  node.type === 'element' && (node.tagName.startsWith('tla-') || node.children.some(isInteractive));

const stringProperty = (node: Element, name: string) => String(node.properties[name] ?? '');

function toArticleNodes(children: readonly ElementContent[], parentTag?: string): ArticleNode[] {
  const nodes: ArticleNode[] = [];
  for (const child of children) {
    if (child.type === 'text') {
      if (!(parentTag && tableParts.has(parentTag) && child.value.trim() === '')) nodes.push(child.value);
    } else if (child.type === 'element') {
      nodes.push(toArticleNode(child));
    }
  }
  return nodes;
}

function toArticleNode(node: Element): ArticleNode {
  switch (node.tagName) {
    case 'tla-link':
      return { t: 'link', href: stringProperty(node, 'href'), children: toArticleNodes(node.children) };
    case 'tla-external':
      return { t: 'external', href: stringProperty(node, 'href'), children: toArticleNodes(node.children) };
    case 'tla-term':
      return {
        t: 'term',
        id: stringProperty(node, 'id'),
        href: stringProperty(node, 'href'),
        term: stringProperty(node, 'term'),
        definition: stringProperty(node, 'definition'),
        children: toArticleNodes(node.children),
      };
    case 'tla-copy-code':
      return { t: 'copy-code' };
    case 'tla-callout-icon': {
      const callout = node.properties.callout;
      if (!isCalloutKind(callout)) throw new Error(`Unknown callout ${String(callout)}`);
      return { t: 'callout-icon', callout };
    }
    case 'tla-widget':
      return { t: 'widget', name: stringProperty(node, 'name') };
  }
  const attrs = attributesOf(node.properties);
  if (voidElements.has(node.tagName)) return { t: 'el', tag: node.tagName, attrs, children: [] };
  if (!node.children.some(isInteractive)) return { t: 'html', tag: node.tagName, attrs, html: toHtml(node.children) };
  return { t: 'el', tag: node.tagName, attrs, children: toArticleNodes(node.children, node.tagName) };
}

function headingsOf(tree: Root): MarkdownHeading[] {
  const headings: MarkdownHeading[] = [];
  visit(tree, 'element', (node: Element) => {
    const level = node.tagName === 'h2' ? 2 : node.tagName === 'h3' ? 3 : undefined;
    if (level) headings.push({ id: stringProperty(node, 'id'), title: toString(node), level });
  });
  return headings;
}

/**
 * The site's one markdown pipeline (blog posts, tutorials, the editor's preview): GitHub-flavoured
 * markdown with tables, highlighted code with a copy button, callouts, headings with ids and a link to
 * themselves and, given
 * `glossaryTerms`, the first mention of each term linked to the glossary. Raw HTML is dropped, never
 * executed; text is escaped. Built-in texts are compiled at build (the apps' `?article` imports), so
 * a reader's browser runs this only for the text they write.
 */
export function compileMarkdown(markdown: string, { glossaryTerms, widgets }: CompileMarkdownOptions = {}): CompiledArticle {
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkCallouts)
    .use(remarkWidgets, { widgets })
    .use(remarkRehype)
    // Slugs before the glossary links, so heading ids come from the text as written.
    .use(rehypeSlug)
    .use(rehypeGlossaryTerms, { terms: glossaryTerms ?? [] })
    // After the heading, not in it: the heading's name, contents entry and search text stay its words.
    .use(rehypeAutolinkHeadings, {
      behavior: 'after',
      test: ['h2', 'h3', 'h4'],
      group: () => element('div', { dataSlot: 'heading-group', className: classes(headingGroupClass) }),
      properties: (heading) => ({ dataSlot: 'heading-anchor', ariaLabel: headingAnchorLabel(toString(heading)), className: classes(headingAnchorClass) }),
      content: element('span', { ariaHidden: 'true' }, [text('#')]),
    })
    .use(rehypeHighlight, { languages, detect: false, plainText: ['text'] })
    .use(rehypeCodeColours)
    .use(rehypePresentation, { glossaryTerms });
  const tree = processor.runSync(processor.parse(markdown));
  return { nodes: toArticleNodes(tree.children.filter((child) => child.type !== 'doctype')), headings: headingsOf(tree) };
}
