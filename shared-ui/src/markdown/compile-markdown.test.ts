// @vitest-environment node
// Node, as in the builds that compile the site's texts.
import { expect, test } from 'vitest';
import { splitAtWidgets, type ArticleNode } from './article-nodes';
import { compileMarkdown, safeUrl } from './compile-markdown';

const terms = [{ id: 'rent', term: 'Rent', variants: [], definition: 'A deposit every account holds.' }];

test('static text is HTML; only links, term definitions and copy buttons are left for React', () => {
  const { nodes } = compileMarkdown(
    ['## Fees', '', 'Plain **bold** text.', '', 'Accounts pay rent; see [the guide](/tutorials) and `code`.', '', '```ts', 'const a = 1;', '```'].join('\n'),
    { glossaryTerms: terms },
  );
  const blocks = nodes.filter((node) => typeof node !== 'string');
  // The heading and its link to itself are one static block.
  expect(blocks[0]).toMatchObject({ t: 'html', tag: 'div', attrs: { 'data-slot': 'heading-group' } });
  expect(blocks[0]).toHaveProperty('html', expect.stringMatching(/^<h2 id="fees">Fees<\/h2><a [^>]*aria-label="Link to section: Fees"[^>]*href="#fees"><span aria-hidden="true">#<\/span><\/a>$/));
  expect(blocks[1]).toEqual({ t: 'html', tag: 'p', attrs: {}, html: 'Plain <strong>bold</strong> text.' });
  expect(blocks[2]).toEqual({
    t: 'el',
    tag: 'p',
    attrs: {},
    children: [
      'Accounts pay ',
      { t: 'term', id: 'rent', href: '/glossary#rent', term: 'Rent', definition: 'A deposit every account holds.', children: ['rent'] },
      '; see ',
      { t: 'link', href: '/tutorials', children: ['the guide'] },
      ' and ',
      { t: 'html', tag: 'code', attrs: {}, html: 'code' },
      '.',
    ],
  });
  // The code block: its header holds the only interactive part, the text stays HTML.
  expect(JSON.stringify(blocks[3])).toContain('{"t":"copy-code"}');
  expect(JSON.stringify(blocks[3])).toContain('<span class=\\"hl-keyword\\">const</span>');
});

test('hostile markdown stays text: raw HTML is dropped, unsafe URLs are emptied', () => {
  const { nodes } = compileMarkdown('<script>alert(1)</script>\n\nHi <b onclick="x">there</b> [x](javascript:alert(1)) ![i](data:text/html,x)');
  const html = JSON.stringify(nodes);
  expect(html).not.toMatch(/script|onclick|javascript:|data:text/);
  expect(safeUrl('javascript:alert(1)')).toBe('');
  expect(safeUrl('VBScript:x')).toBe('');
  expect(safeUrl('/glossary#rent')).toBe('/glossary#rent');
  expect(safeUrl('notes/a:b')).toBe('notes/a:b');
  expect(safeUrl('mailto:a@b.example')).toBe('mailto:a@b.example');
});

test('widget lines become widgets where the text allows them, and stay text elsewhere', () => {
  const text = ['Intro', '', '{{widget:partner-card}}', '', '```', '{{widget:nope}}', '```', '', 'Outro'].join('\n');
  const parts = splitAtWidgets(compileMarkdown(text, { widgets: ['partner-card'] }).nodes);
  expect(parts.map((part) => (part.kind === 'widget' ? part.name : 'text'))).toEqual(['text', 'partner-card', 'text']);
  expect(JSON.stringify(parts[2])).toContain('{{widget:nope}}');
  expect(() => compileMarkdown('{{widget:poll}}', { widgets: ['partner-card'] })).toThrow(/Unknown widget "poll"/);
  expect(JSON.stringify(compileMarkdown('{{widget:poll}}').nodes)).toContain('{{widget:poll}}');
});

test('headings come with the ids the page gives them, for contents and search', () => {
  const { headings } = compileMarkdown('## Setup & Installation\n\n### `initialize_pool`: Create the *pool*\n\n## Setup & Installation\n');
  expect(headings).toEqual([
    { id: 'setup--installation', title: 'Setup & Installation', level: 2 },
    { id: 'initialize_pool-create-the-pool', title: 'initialize_pool: Create the pool', level: 3 },
    { id: 'setup--installation-1', title: 'Setup & Installation', level: 2 },
  ]);
});

/** The HTML of the first static `tag` element in an article. */
function staticHtml(nodes: readonly ArticleNode[], tag: string): string | undefined {
  for (const node of nodes) {
    if (typeof node === 'string') continue;
    if (node.t === 'html' && node.tag === tag) return node.html;
    const inner = node.t === 'el' ? staticHtml(node.children, tag) : undefined;
    if (inner !== undefined) return inner;
  }
  return undefined;
}

test('highlighted code is flat: one element per run of one colour, the text as written', () => {
  const code = ['pub fn claim(amount: u64) -> Result<()> {', '    // Checked before any transfer.', '    let message = format!("{amount} sent");', '    Ok(())', '}'].join('\n');
  const pre = staticHtml(compileMarkdown(['```rust', code, '```'].join('\n')).nodes, 'pre') ?? '';
  // Adjacent keywords share a span across the space between them; no span is nested or colourless.
  expect(pre).toContain('<span class="hl-keyword">pub fn</span>');
  expect(pre).toContain('<span class="hl-comment">// Checked before any transfer.</span>');
  expect(pre).not.toMatch(/<span[^>]*>[^<]*<span/);
  expect(pre.match(/<span[^>]*>/g)?.every((span) => /^<span class="hl-(comment|keyword|string|number|title)">$/.test(span))).toBe(true);
  const text = pre.replace(/<[^>]+>/g, '').replace(/&#x3C;/g, '<').replace(/&#x26;/g, '&');
  expect(text).toBe(`${code}\n`);
});
