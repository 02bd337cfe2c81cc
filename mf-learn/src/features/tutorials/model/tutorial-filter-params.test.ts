// @vitest-environment node
import { expect, test } from 'vitest';
import {
  MAX_SEARCH_LENGTH,
  defaultTutorialFilter,
  parseTutorialFilterParams,
  tutorialFilterSearchParams,
} from './tutorial-filter-params';

const parse = (query: string) => parseTutorialFilterParams(new URLSearchParams(query));

test('no parameters give the defaults', () => {
  expect(parse('')).toEqual(defaultTutorialFilter);
  expect(defaultTutorialFilter).toEqual({ category: 'all', search: '' });
});

test('a category and a search text are read from the address', () => {
  expect(parse('category=defi&q=Staking%20pool')).toEqual({ category: 'defi', search: 'Staking pool' });
});

test('malformed values fall back to the defaults, each on its own', () => {
  expect(parse('category=nfts&q=merkle')).toEqual({ category: 'all', search: 'merkle' });
  expect(parse('category=DeFi')).toEqual(defaultTutorialFilter);
  expect(parse(`category=liquidity&q=${'x'.repeat(MAX_SEARCH_LENGTH + 1)}`)).toEqual({
    category: 'liquidity',
    search: '',
  });
});

test('defaults are left out of the address and other parameters are kept', () => {
  expect(tutorialFilterSearchParams(defaultTutorialFilter).toString()).toBe('');
  expect(tutorialFilterSearchParams({ category: 'tokenomics', search: 'burn' }).toString()).toBe(
    'category=tokenomics&q=burn',
  );
  expect(
    tutorialFilterSearchParams({ category: 'all', search: '' }, new URLSearchParams('category=defi&q=x&ref=home')).toString(),
  ).toBe('ref=home');
});
