import { createElement, type ComponentProps, type CSSProperties, type ReactNode } from 'react';
import { Link } from '@tla/federated/router';
import { AlertTriangle, Info, Lightbulb } from 'lucide-react';
import { ExternalLink } from '../components/external-link';
import { GlossaryTermGroup, GlossaryTermLink } from '../components/glossary-term-link';
import { cn } from '../lib/cn';
import { trustedHtml, trustedTypesPolicies } from '../lib/trusted-types';
import { sectionContent, splitAtSections, type ArticleAttributes, type ArticleNode, type CalloutKind } from './article-nodes';
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

/**
 * A section's content as custom properties, from which markdown.css estimates its height until it is
 * first drawn: the closer the estimate, the less the scrollbar and the text below move meanwhile.
 */
function sectionSizeStyle(section: readonly ArticleNode[]): CSSProperties {
  const { chars, codeLines, blocks } = sectionContent(section);
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
      {/* Context only, no DOM: one group for the text's terms, so moving from term to term skips the delay. */}
      <GlossaryTermGroup>
        {splitAtSections(nodes).map((section, index) => (
          // Each section is drawn only when near the screen: a long tutorial's first paint costs its first screen.
          <section key={index} className="tla-text-part render-when-near" style={sectionSizeStyle(section)}>
            {renderNodes(section)}
          </section>
        ))}
      </GlossaryTermGroup>
    </div>
  );
}
