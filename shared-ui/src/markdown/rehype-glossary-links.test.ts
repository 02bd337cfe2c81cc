// @vitest-environment node
import type { Element, ElementContent, Root, Text } from 'hast';
import { expect, test } from 'vitest';
import { glossaryVariants, rehypeGlossaryTerms, type GlossaryLinkTerm } from './rehype-glossary-links';

const ata: GlossaryLinkTerm = {
  id: 'associated-token-account',
  term: 'Associated Token Account',
  variants: ['ATA'],
  definition: 'The token account a wallet has for a mint, at an address derived from both.',
};

const element = (tagName: string, children: ElementContent[]): Element => ({ type: 'element', tagName, properties: {}, children });
const paragraph = (text: string): Element => element('p', [{ type: 'text', value: text }]);
const tree = (...children: Element[]): Root => ({ type: 'root', children });

function linked(root: Root, options: Parameters<typeof rehypeGlossaryTerms>[0]): Root {
  rehypeGlossaryTerms(options)(root);
  return root;
}

test('glossaryVariants splits an acronym in parentheses off a heading, and nothing else', () => {
  expect(glossaryVariants('Program Derived Address (PDA)')).toEqual(['Program Derived Address', 'PDA']);
  expect(glossaryVariants('Non-Fungible Token (NFT)')).toEqual(['Non-Fungible Token', 'NFT']);
  expect(glossaryVariants('C++ (beta)')).toEqual(['C++ (beta)']);
  expect(glossaryVariants(' Rent ')).toEqual(['Rent']);
});

test('the term becomes a link whose text is the matched text, as a text node, and nothing else changes', () => {
  const root = linked(tree(paragraph('Each ATA <b>holds</b> one mint.')), { terms: [ata] });
  expect(root).toEqual(
    tree(
      element('p', [
        { type: 'text', value: 'Each ' },
        {
          type: 'element',
          tagName: 'a',
          properties: { href: '/glossary#associated-token-account', dataGlossaryTerm: 'associated-token-account' },
          children: [{ type: 'text', value: 'ATA' }],
        },
        // Markup-looking text stays text: the plugin never parses what it splits.
        { type: 'text', value: ' <b>holds</b> one mint.' },
      ]),
    ),
  );
});

test('the same input gives the same output, so the prerender and the browser agree', () => {
  const input = () => tree(paragraph('An ATA, then an associated token account.'), element('h2', [{ type: 'text', value: 'ATA' }]));
  const first = linked(input(), { terms: [ata] });
  const second = linked(input(), { terms: [ata] });
  expect(second).toEqual(first);
  // A second plugin instance starts afresh: "first occurrence" is per document, not per process.
  expect(linked(input(), { terms: [ata] })).toEqual(first);
});

test('a text node without a term is kept as it was, position and all', () => {
  const text: Text = { type: 'text', value: 'No terms here.', position: { start: { line: 1, column: 1 }, end: { line: 1, column: 15 } } };
  const root = linked(tree(element('p', [text])), { terms: [ata] });
  expect(root.children[0]).toEqual(element('p', [text]));
});

test('the link target comes from the href option', () => {
  const root = linked(tree(paragraph('One ATA.')), { terms: [ata], href: (id) => `/learn/glossary/${id}` });
  expect(JSON.stringify(root)).toContain('"href":"/learn/glossary/associated-token-account"');
});

test('without terms the tree is untouched', () => {
  expect(linked(tree(paragraph('An ATA.')), { terms: [] })).toEqual(tree(paragraph('An ATA.')));
});
