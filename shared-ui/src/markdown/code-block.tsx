import { useState, type ComponentProps, type ReactNode } from 'react';
import { Check, Copy } from 'lucide-react';
import { cn } from '../lib/cn';

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (node && typeof node === 'object' && 'props' in node) {
    const props: unknown = node.props;
    if (props && typeof props === 'object' && 'children' in props) {
      return textOf(props.children as ReactNode);
    }
  }
  return '';
}

/** A fenced code block with its language and a copy button. */
export function CodeBlock({ children, className, ...props }: ComponentProps<'pre'>) {
  const [copied, setCopied] = useState(false);
  const code = textOf(children).replace(/\n$/, '');
  const language = /language-([\w-]+)/.exec(textOf(className) || (findClass(children) ?? ''))?.[1];

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  }

  return (
    <div className="not-prose group relative my-6 overflow-hidden rounded-lg border border-border bg-muted">
      <div className="flex items-center justify-between border-b border-border px-4 py-1.5 text-xs text-muted-foreground">
        <span>{language ?? 'code'}</span>
        <button
          type="button"
          onClick={copy}
          className="inline-flex items-center gap-1 rounded-md px-2 py-1 hover:bg-background focus-visible:outline-2 focus-visible:outline-ring"
          aria-label={copied ? 'Copied' : 'Copy code'}
        >
          {copied ? <Check aria-hidden="true" className="size-3.5" /> : <Copy aria-hidden="true" className="size-3.5" />}
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
      {/* A labelled, focusable region, so keyboard users can scroll long lines. */}
      <pre role="region" aria-label={`${language ?? 'Code'} example`} tabIndex={0} className={cn('overflow-x-auto p-4 text-sm leading-relaxed', className)} {...props}>
        {children}
      </pre>
    </div>
  );
}

function findClass(node: ReactNode): string | undefined {
  if (node && typeof node === 'object' && 'props' in node) {
    const props: unknown = node.props;
    if (props && typeof props === 'object' && 'className' in props && typeof props.className === 'string') {
      return props.className;
    }
  }
  return undefined;
}
