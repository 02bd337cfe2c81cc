import type { ComponentProps } from 'react';
import ReactMarkdown, { defaultUrlTransform, type Components } from 'react-markdown';
import rehypeHighlight from 'rehype-highlight';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import { Link } from '@tla/federated/router';
import { AlertTriangle, Info, Lightbulb } from 'lucide-react';
import bash from 'highlight.js/lib/languages/bash';
import json from 'highlight.js/lib/languages/json';
import rust from 'highlight.js/lib/languages/rust';
import typescript from 'highlight.js/lib/languages/typescript';
import javascript from 'highlight.js/lib/languages/javascript';
import ini from 'highlight.js/lib/languages/ini';
import plaintext from 'highlight.js/lib/languages/plaintext';
import { ExternalLink, isExternalHref } from '../components/external-link';
import { cn } from '../lib/cn';
import { CodeBlock } from './code-block';
import { remarkCallouts } from './remark-callouts';
import './markdown.css';

/** Only the languages our articles use, so highlighting costs a few kilobytes, not the whole library. */
const languages = { bash, sh: bash, shell: bash, json, rust, typescript, ts: typescript, tsx: typescript, javascript, js: javascript, toml: ini, text: plaintext };

/**
 * Links keep only the schemes the spec allows (http, https, irc, ircs, mailto, xmpp) or site-relative
 * paths; anything else (javascript:, data:, vbscript:) becomes an empty, harmless link.
 */
export function safeUrl(url: string): string {
  return defaultUrlTransform(url);
}

const calloutStyles = {
  note: { icon: Info, label: 'Note', className: 'border-link/60 bg-link/5' },
  tip: { icon: Lightbulb, label: 'Tip', className: 'border-success/60 bg-success/5' },
  warning: { icon: AlertTriangle, label: 'Warning', className: 'border-destructive/70 bg-destructive/5' },
} as const;

function isCalloutKey(value: unknown): value is keyof typeof calloutStyles {
  return typeof value === 'string' && value in calloutStyles;
}

const components: Components = {
  a: ({ href = '', children, node: _node, ...props }) => {
    if (href === '') return <span>{children}</span>;
    if (isExternalHref(href)) return <ExternalLink href={href} {...props}>{children}</ExternalLink>;
    if (href.startsWith('/')) return <Link to={href} {...props}>{children}</Link>;
    return <a href={href} {...props}>{children}</a>;
  },
  pre: ({ node: _node, ...props }) => <CodeBlock {...props} />,
  img: ({ node: _node, alt = '', ...props }) => <img alt={alt} loading="lazy" decoding="async" {...props} />,
  // A labelled, focusable region, so keyboard users can scroll a wide table (axe scrollable-region-focusable).
  table: ({ node: _node, ...props }) => (
    <div role="region" aria-label="Table" tabIndex={0} className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-ring">
      <table {...props} />
    </div>
  ),
  blockquote: ({ node: _node, children, ...props }) => {
    const callout: unknown = Reflect.get(props, 'data-callout');
    if (!isCalloutKey(callout)) return <blockquote {...props}>{children}</blockquote>;
    const { icon: Icon, label, className } = calloutStyles[callout];
    return (
      <aside role="note" aria-label={label} className={cn('not-prose my-6 flex gap-3 rounded-lg border-l-4 p-4 text-sm [&_p]:my-1', className)}>
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div>
          <p className="font-semibold">{label}</p>
          {children}
        </div>
      </aside>
    );
  },
};

export type MarkdownProps = { content: string; className?: string } & Pick<ComponentProps<'div'>, 'id'>;

/**
 * The one markdown renderer of the site (blog posts, the editor's preview, tutorials): GitHub-flavoured
 * markdown with tables, highlighted code with a copy button, callouts, heading anchors. Raw HTML is
 * dropped, never executed.
 */
export function Markdown({ content, className, id }: MarkdownProps) {
  return (
    <div id={id} className={cn('prose prose-neutral max-w-none dark:prose-invert tla-prose', className)}>
      <ReactMarkdown
        remarkPlugins={[remarkGfm, remarkCallouts]}
        rehypePlugins={[rehypeSlug, [rehypeHighlight, { languages, detect: false, plainText: ['text'] }]]}
        urlTransform={safeUrl}
        skipHtml
        components={components}
      >
        {content}
      </ReactMarkdown>
    </div>
  );
}
