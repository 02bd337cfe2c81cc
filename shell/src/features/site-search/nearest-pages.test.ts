import { expect, test } from 'vitest';
import type { SearchIndex } from '@tla/platform/contracts/search';
import { localSource } from '@tla/platform/search/split-search';
import { nearestPages, pathWords } from './nearest-pages';

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
        heading: 'Get devnet SOL',
        text: 'Ask the faucet for SOL.',
      },
      {
        url: '/tutorials/add-liquidity',
        title: 'Add Liquidity on Raydium',
        text: 'Pools and LP tokens.',
      },
      {
        url: '/tutorials/token-metadata',
        title: 'Token Metadata',
        text: 'Name, symbol and image.',
      },
    ],
  },
  {
    group: 'Pages',
    documents: [{ url: '/about', title: 'About Us', text: 'Who writes the guides.' }],
  },
];
const sources = indexes.map(localSource);

test('a mistyped tutorial address suggests that tutorial first, once', async () => {
  const suggestions = await nearestPages(sources, '/tutorials/create-spl-tokn');
  expect(suggestions[0]).toEqual({
    url: '/tutorials/create-spl-token',
    title: 'How to Create an SPL Token',
  });
  expect(suggestions.filter((page) => page.url === '/tutorials/create-spl-token')).toHaveLength(1);
  expect(suggestions.length).toBeLessThanOrEqual(3);
});

test('one right word is enough, whatever else the path holds', async () => {
  expect((await nearestPages(sources, '/guides/liquidty-pools-2024'))[0]?.url).toBe(
    '/tutorials/add-liquidity',
  );
});

test('a path with no word of the site suggests nothing, and odd paths never throw', async () => {
  expect(await nearestPages(sources, '/zzzz/qqqq')).toEqual([]);
  expect(await nearestPages(sources, '/')).toEqual([]);
  expect(await nearestPages(sources, '/%E0%A4%A')).toEqual([]);
  expect(await nearestPages(sources, `/${'a'.repeat(2000)}`)).toEqual([]);
  expect(await nearestPages(sources, '/glossary?x=<script>')).toEqual([]);
});

test('the words of a path are decoded and split, long ones dropped', async () => {
  expect(pathWords('/tutorials/create-spl-tokn')).toEqual(['tutorials', 'create', 'spl', 'tokn']);
  expect(pathWords('/%C3%BCber%20uns/a%2Fb')).toEqual(['über', 'uns']);
  expect(pathWords(`/${'a'.repeat(2000)}/token`)).toEqual(['token']);
});
