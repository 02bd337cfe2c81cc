import { describe, expect, it } from 'vitest';
import { toVitePressMarkdown } from './vitepress-markdown';

const knownPaths = new Set(['/', '/blog', '/tutorials/create-spl-token']);
const page = (markdown: string) => ({
  title: "The Developer's Guide: CLI",
  lead: 'Create and mint a token.',
  markdown,
  file: 'mf-learn/src/features/tutorials/content/sample.md',
});

describe('toVitePressMarkdown', () => {
  it('carries the title into front matter and the h1, with the lead under it', () => {
    const markdown = toVitePressMarkdown(page('## Prerequisites\n\nText.'), knownPaths);
    expect(markdown).toBe(
      [
        '---',
        'title: "The Developer\'s Guide: CLI"',
        'description: "Create and mint a token."',
        '---',
        '',
        "# The Developer's Guide: CLI",
        '',
        'Create and mint a token.',
        '',
        '## Prerequisites',
        '',
        'Text.',
      ].join('\n'),
    );
  });

  it('drops widget markers, keeping the text around them', () => {
    const markdown = toVitePressMarkdown(
      page('Before.\n\n{{widget:partner-card}}\n\nAfter.'),
      knownPaths,
    );
    expect(markdown).not.toContain('{{');
    expect(markdown).toContain('Before.\n\nAfter.');
  });

  it('keeps links to pages the reference has and turns the others into their text', () => {
    const markdown = toVitePressMarkdown(
      page(
        'See [the tutorial](/tutorials/create-spl-token#costs), [the simulator](/token-simulator) ' +
          'and [Solana](https://solana.com). ![logo](/images/logo.png)',
      ),
      knownPaths,
    );
    expect(markdown).toContain(
      'See [the tutorial](/tutorials/create-spl-token#costs), the simulator and [Solana](https://solana.com). ![logo](/images/logo.png)',
    );
  });

  it('leaves code blocks as written', () => {
    const code = '```tsx\n{{widget:not-a-marker}}\n[link](/glossary)\n```';
    expect(toVitePressMarkdown(page(code), knownPaths)).toContain(code);
  });

  it('names the file and line of a "{{" it cannot turn into plain markdown', () => {
    expect(() => toVitePressMarkdown(page('One.\n\nTwo {{ price }}.'), knownPaths)).toThrow(
      'mf-learn/src/features/tutorials/content/sample.md:3: "{{" outside code is not plain markdown',
    );
  });
});
