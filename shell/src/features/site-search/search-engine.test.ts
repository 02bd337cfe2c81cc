import { describe, expect, it } from 'vitest';
import type { SearchIndex } from '@tla/platform/contracts/search';
import { localSource } from '@tla/platform/search/split-search';
import {
  createSearchEngine,
  excerptAround,
  markWords,
  MAX_QUERY_LENGTH,
  queryWords,
} from './search-engine';

const indexes: SearchIndex[] = [
  {
    group: 'Tutorials',
    documents: [
      {
        url: '/tutorials/create-spl-token',
        title: 'How to Create an SPL Token',
        text: 'Create a mint.',
      },
      {
        url: '/tutorials/create-spl-token#get-devnet-sol',
        title: 'How to Create an SPL Token',
        heading: 'Get devnet SOL from the faucet',
        text: 'Ask the faucet for two SOL on devnet.',
      },
    ],
  },
  {
    group: 'Glossary',
    documents: [
      { url: '/glossary#rent', title: 'Rent', text: 'A deposit that keeps an account alive.' },
    ],
  },
  {
    group: 'Your posts',
    documents: [
      { url: '/blog/mine', title: 'My <b>launch</b>', text: 'Liquidity plans for the launch.' },
    ],
  },
];

const text = (parts: readonly { text: string }[]) => parts.map((part) => part.text).join('');
const marked = (parts: readonly { text: string; match: boolean }[]) =>
  parts.filter((part) => part.match).map((part) => part.text);

describe('markWords', () => {
  it('marks every occurrence, whatever the case, and keeps all the text', () => {
    const parts = markWords('Rent and RENT, parent too', ['rent']);
    expect(text(parts)).toBe('Rent and RENT, parent too');
    expect(marked(parts)).toEqual(['Rent', 'RENT', 'rent']);
  });

  it('takes pattern characters literally and prefers the longer word at one place', () => {
    expect(marked(markWords('a (.*) b tokens', ['(.*)', 'token', 'tokens']))).toEqual([
      '(.*)',
      'tokens',
    ]);
  });

  it('leaves text without matches whole', () => {
    expect(markWords('nothing here', ['zzz'])).toEqual([{ text: 'nothing here', match: false }]);
  });
});

describe('excerptAround', () => {
  it('keeps short text as it is', () => {
    expect(excerptAround('Short text.', ['text'])).toBe('Short text.');
  });

  it('cuts long text around the first match, at word boundaries, marking the cuts', () => {
    const long = `${'lorem '.repeat(60)}the faucet answers ${'ipsum '.repeat(60)}`;
    const excerpt = excerptAround(long, ['faucet']);
    expect(excerpt).toContain('the faucet answers');
    expect(excerpt.startsWith('…')).toBe(true);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(excerpt.length).toBeLessThan(180);
  });
});

describe('queryWords', () => {
  it('splits on anything but letters and digits and caps what it takes', () => {
    expect(queryWords('  (.*)+ rent[exempt] ')).toEqual(['rent', 'exempt']);
    expect(queryWords('')).toEqual([]);
    expect(queryWords('a '.repeat(1000))).toHaveLength(12);
    expect(queryWords('x'.repeat(1000))[0]).toHaveLength(MAX_QUERY_LENGTH);
  });
});

describe('createSearchEngine', () => {
  const engine = createSearchEngine(indexes.map((index) => localSource(index)));

  it('counts every document', () => {
    expect(engine.size).toBe(4);
  });

  it('finds a section by its heading, grouped under its section, with the words marked', async () => {
    const [first] = await engine.search('devnet faucet');
    expect(first?.group).toBe('Tutorials');
    expect(first?.results[0]?.url).toBe('/tutorials/create-spl-token#get-devnet-sol');
    expect(marked(first?.results[0]?.heading ?? [])).toEqual(['devnet', 'faucet']);
  });

  it('matches prefixes and small typos, and needs every word', async () => {
    expect((await engine.search('liquid'))[0]?.results[0]?.url).toBe('/blog/mine');
    expect((await engine.search('depost'))[0]?.results[0]?.url).toBe('/glossary#rent');
    expect(await engine.search('deposit faucet')).toEqual([]);
  });

  it('gives a reader’s markup back as text to show, never as HTML', async () => {
    const result = (await engine.search('launch'))[0]?.results[0];
    expect(text(result?.title ?? [])).toBe('My <b>launch</b>');
  });

  it('answers nothing for an empty, symbol-only or absurdly long query, without throwing', async () => {
    expect(await engine.search('')).toEqual([]);
    expect(await engine.search('(.*+?[\\^$|{}')).toEqual([]);
    expect((await engine.search('rent '.repeat(1000)))[0]?.group).toBe('Glossary');
  });
});
