import { useState, type MouseEvent } from 'react';
import { Check, Copy } from 'lucide-react';

/**
 * The copy button of a code block (compileMarkdown builds the block around it): it copies the text
 * of its block's `pre`, read when pressed, so the code is not carried twice.
 */
export function CopyCodeButton() {
  const [copied, setCopied] = useState(false);

  async function copy(event: MouseEvent<HTMLButtonElement>) {
    const code = event.currentTarget.closest('[data-slot="code-block"]')?.querySelector('pre')?.textContent ?? '';
    try {
      await navigator.clipboard.writeText(code.replace(/\n$/, ''));
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  }

  return (
    <button
      type="button"
      onClick={copy}
      className="inline-flex items-center gap-1 rounded-md px-2 py-1 hover:bg-background focus-visible:outline-2 focus-visible:outline-ring"
      aria-label={copied ? 'Copied' : 'Copy code'}
    >
      {copied ? <Check aria-hidden="true" className="size-3.5" /> : <Copy aria-hidden="true" className="size-3.5" />}
      {copied ? 'Copied' : 'Copy'}
    </button>
  );
}
