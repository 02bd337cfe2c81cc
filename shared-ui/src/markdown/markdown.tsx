import { createContext, useContext, useMemo, type ComponentProps } from 'react';
import ReactMarkdown, { defaultUrlTransform, type Components, type ExtraProps, type Options } from 'react-markdown';
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
import { GlossaryTermLink } from '../components/glossary-term-link';
import { TooltipProvider } from '../components/tooltip';
import { cn } from '../lib/cn';
import { CodeBlock } from './code-block';
import { glossaryTermAttribute, rehypeGlossaryTerms, type GlossaryLinkTerm } from './glossary-terms';
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

function MarkdownLink({ href = '', children, node: _node, ...props }: ComponentProps<'a'> & ExtraProps) {
  if (href === '') return <span>{children}</span>;
  if (isExternalHref(href)) return <ExternalLink href={href} {...props}>{children}</ExternalLink>;
  if (href.startsWith('/')) return <Link to={href} {...props}>{children}</Link>;
  return <a href={href} {...props}>{children}</a>;
}

const components: Components = {
  a: MarkdownLink,
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

type PluggableList = NonNullable<Options['rehypePlugins']>;

const highlightPlugin: PluggableList[number] = [rehypeHighlight, { languages, detect: false, plainText: ['text'] }];
const rehypePlugins: PluggableList = [rehypeSlug, highlightPlugin];

/** The glossary entries of the article being rendered, by id, for its term links. */
const GlossaryContext = createContext<ReadonlyMap<string, GlossaryLinkTerm>>(new Map());

/** A term the glossary plugin marked becomes a term link; any other link renders as usual. */
function GlossaryAwareLink({ href, children, node, ...props }: ComponentProps<'a'> & ExtraProps) {
  const entries = useContext(GlossaryContext);
  const id: unknown = Reflect.get(props, glossaryTermAttribute);
  const entry = typeof id === 'string' ? entries.get(id) : undefined;
  if (!entry || !href) return <MarkdownLink href={href} node={node} {...props}>{children}</MarkdownLink>;
  return (
    <GlossaryTermLink href={href} term={entry.term} definition={entry.definition} {...props}>
      {children}
    </GlossaryTermLink>
  );
}

const glossaryComponents: Components = { ...components, a: GlossaryAwareLink };

export type MarkdownProps = {
  content: string;
  className?: string;
  /** Link the first occurrence of each term to the glossary, its definition on hover and focus. */
  glossaryTerms?: readonly GlossaryLinkTerm[];
} & Pick<ComponentProps<'div'>, 'id'>;

/**
 * The one markdown renderer of the site (blog posts, the editor's preview, tutorials): GitHub-flavoured
 * markdown with tables, highlighted code with a copy button, callouts, heading anchors and, given
 * `glossaryTerms`, the first mention of each term linked to the glossary. Raw HTML is dropped, never
 * executed.
 */
export function Markdown({ content, className, id, glossaryTerms }: MarkdownProps) {
  const glossary = useMemo(() => {
    if (!glossaryTerms) return undefined;
    // After rehype-slug, so heading ids come from the text as written (headings are never linked anyway).
    const plugins: PluggableList = [rehypeSlug, [rehypeGlossaryTerms, { terms: glossaryTerms }], highlightPlugin];
    return { entries: new Map(glossaryTerms.map((entry) => [entry.id, entry])), plugins };
  }, [glossaryTerms]);
  const markdown = (
    <ReactMarkdown
      remarkPlugins={[remarkGfm, remarkCallouts]}
      rehypePlugins={glossary ? glossary.plugins : rehypePlugins}
      urlTransform={safeUrl}
      skipHtml
      components={glossary ? glossaryComponents : components}
    >
      {content}
    </ReactMarkdown>
  );
  return (
    <div id={id} className={cn('prose prose-neutral max-w-none dark:prose-invert tla-prose', className)}>
      {glossary ? (
        // Context only, no DOM: one tooltip group for the article, so moving from term to term skips the delay.
        <GlossaryContext value={glossary.entries}>
          <TooltipProvider>{markdown}</TooltipProvider>
        </GlossaryContext>
      ) : (
        markdown
      )}
    </div>
  );
}
