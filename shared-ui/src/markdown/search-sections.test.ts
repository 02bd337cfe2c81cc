// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { extractHeadings } from './headings';
import { markdownPlainText, markdownSections } from './search-sections';

const markdown = [
  'Intro with **bold** and a [link](https://example.com).',
  '',
  '## Create the mint',
  '',
  'Run `spl-token create-token` first.',
  '',
  '```bash',
  'spl-token create-token --decimals 9',
  '```',
  '',
  '### Rent',
  '',
  'Accounts pay <b>rent</b>.',
  '',
  '#### Details stay in their section',
  '',
  'Deep text.',
  '',
  '## Create the mint',
  '',
  'Same title twice.',
].join('\n');

describe('markdownSections', () => {
  it('cuts at level 2 and 3 headings, with the ids the page gives them', () => {
    const sections = markdownSections(markdown);
    expect(sections.map((section) => section.heading)).toEqual([
      undefined,
      'Create the mint',
      'Rent',
      'Create the mint',
    ]);
    expect(sections.slice(1).map((section) => section.id)).toEqual(
      extractHeadings(markdown, [2, 3]).map((heading) => heading.id),
    );
    expect(sections[3]?.id).toBe('create-the-mint-1');
  });

  it('keeps plain text: no markup, no raw HTML, no code blocks, deeper headings inside', () => {
    const [intro, mint, rent] = markdownSections(markdown);
    expect(intro?.text).toBe('Intro with bold and a link.');
    expect(mint?.text).toBe('Run spl-token create-token first.');
    expect(rent?.text).toBe('Accounts pay rent. Details stay in their section Deep text.');
  });

  it('slugs a heading from its text as rehype-slug does (code and underscores kept)', () => {
    const [part] = markdownSections('### `initialize_pool`: Create the *pool*\n\nText.');
    expect(part?.id).toBe('initialize_pool-create-the-pool');
    expect(extractHeadings('### `initialize_pool`: Create the *pool*', [3])[0]?.id).toBe(part?.id);
  });

  it('gives the whole text at once', () => {
    expect(markdownPlainText('# Title\n\nSome *text*.')).toBe('Title Some text.');
  });
});
