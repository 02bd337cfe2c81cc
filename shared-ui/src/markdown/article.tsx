import { createElement, type ComponentProps, type CSSProperties, type ReactNode } from 'react';
import { Link } from '@tla/federated/router';
import { AlertTriangle, Info, Lightbulb } from 'lucide-react';
import { ExternalLink } from '../components/external-link';
import { GlossaryTermLink } from '../components/glossary-term-link';
import { TooltipProvider } from '../components/tooltip';
import { cn } from '../lib/cn';
import { trustedHtml, trustedTypesPolicies } from '../lib/trusted-types';
import type { ArticleAttributes, ArticleNode, CalloutKind } from './article-nodes';
import { CopyCodeButton } from './code-block';
import './markdown.css';

const calloutIcons: Record<CalloutKind, typeof Info> = { note: Info, tip: Lightbulb, warning: AlertTriangle };

/** React's names for the HTML attributes markdown produces that React spells differently. */
const reactNames: Record<string, string> = {
  class: 'className',
  tabindex: 'tabIndex',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  // A task list's checkbox is read-only; React wants an uncontrolled one said so.
  checked: 'defaultChecked',
};

function reactProps(attrs: ArticleAttributes, key: number): Record<string, unknown> {
  const props: Record<string, unknown> = { key };
  for (const [name, value] of Object.entries(attrs)) props[reactNames[name] ?? name] = value;
  return props;
}

function renderNodes(nodes: readonly ArticleNode[]): ReactNode[] {
  return nodes.map(renderNode);
}

function renderNode(node: ArticleNode, key: number): ReactNode {
  if (typeof node === 'string') return node;
  switch (node.t) {
    case 'html':
      // Static content: hydration keeps the prerendered DOM as it is, and nothing re-renders it.
      return createElement(node.tag, { ...reactProps(node.attrs, key), dangerouslySetInnerHTML: { __html: trustedHtml(trustedTypesPolicies.articleHtml, node.html) } });
    case 'el':
      return node.children.length === 0
        ? createElement(node.tag, reactProps(node.attrs, key))
        : createElement(node.tag, reactProps(node.attrs, key), renderNodes(node.children));
    case 'link':
      return <Link key={key} to={node.href}>{renderNodes(node.children)}</Link>;
    case 'external':
      return <ExternalLink key={key} href={node.href}>{renderNodes(node.children)}</ExternalLink>;
    case 'term':
      return (
        <GlossaryTermLink key={key} href={node.href} term={node.term} definition={node.definition} data-glossary-term={node.id}>
          {renderNodes(node.children)}
        </GlossaryTermLink>
      );
    case 'copy-code':
      return <CopyCodeButton key={key} />;
    case 'callout-icon': {
      const Icon = calloutIcons[node.callout];
      return <Icon key={key} aria-hidden="true" className="mt-0.5 size-5 shrink-0" />;
    }
    case 'widget':
      // Widgets are placed by the page that allows them (splitAtWidgets), never inside the text.
      return null;
  }
}

/** The heading group of an h2 (a heading and its link to itself), where a new part of a text starts. */
function startsPart(node: ArticleNode): boolean {
  if (typeof node === 'string' || (node.t !== 'html' && node.t !== 'el') || node.attrs['data-slot'] !== 'heading-group') return false;
  if (node.t === 'html') return node.html.startsWith('<h2');
  const first = node.children[0];
  return typeof first !== 'string' && first !== undefined && (first.t === 'html' || first.t === 'el') && first.tag === 'h2';
}

/** A text in parts, each from one h2 to the next (what precedes the first h2 is a part too). */
function partsOf(nodes: readonly ArticleNode[]): ArticleNode[][] {
  let current: ArticleNode[] = [];
  const parts = [current];
  for (const node of nodes) {
    if (startsPart(node) && current.some((child) => typeof child !== 'string' || child.trim() !== '')) {
      current = [node];
      parts.push(current);
    } else current.push(node);
  }
  return parts;
}

type PartContent = { chars: number; codeLines: number; blocks: number };

/**
 * How much a part holds: its text's length, its lines of code, and its elements ("blocks": each block's
 * margins, and the inline code, links and emphasis that add a little height of their own; markdown.css's
 * factors were fitted to the drawn pages counted this way).
 */
function contentOf(nodes: readonly ArticleNode[], content: PartContent = { chars: 0, codeLines: 0, blocks: 0 }): PartContent {
  for (const node of nodes) {
    if (typeof node === 'string') content.chars += node.length;
    else if (node.t === 'html' && node.tag === 'pre') {
      content.codeLines += node.html.split('\n').length;
    } else if (node.t === 'html') content.chars += node.html.replace(/<[^>]*>/g, '').length;
    else if ('children' in node) contentOf(node.children, content);
    if (typeof node !== 'string' && (node.t === 'html' || node.t === 'el')) content.blocks += 1;
  }
  return content;
}

/**
 * The part's content as custom properties, from which markdown.css estimates its height until it is
 * first drawn: the closer the estimate, the less the scrollbar and the text below move meanwhile.
 */
function partSizeStyle(part: readonly ArticleNode[]): CSSProperties {
  const { chars, codeLines, blocks } = contentOf(part);
  const style: CSSProperties & Record<`--${string}`, number> = {
    '--part-chars': chars,
    '--part-code-lines': codeLines,
    '--part-blocks': blocks,
  };
  return style;
}

export type ArticleProps = { nodes: readonly ArticleNode[]; className?: string } & Pick<ComponentProps<'div'>, 'id'>;

/**
 * A compiled markdown text (compileMarkdown, or a `*.md?article` import) in the site's prose style.
 * Its static parts are HTML React places as they are, so hydrating a prerendered article costs only
 * its links, term definitions and copy buttons.
 */
export function Article({ nodes, className, id }: ArticleProps) {
  return (
    <div id={id} className={cn('prose prose-neutral max-w-none dark:prose-invert tla-prose', className)}>
      {/* Context only, no DOM: one tooltip group for the text, so moving from term to term skips the delay. */}
      <TooltipProvider>
        {partsOf(nodes).map((part, index) => (
          // Each part is drawn only when near the screen: a long tutorial's first paint costs its first screen.
          <section key={index} className="tla-text-part render-when-near" style={partSizeStyle(part)}>
            {renderNodes(part)}
          </section>
        ))}
      </TooltipProvider>
    </div>
  );
}
