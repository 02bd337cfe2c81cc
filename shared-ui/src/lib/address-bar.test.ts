import { afterEach, expect, test } from 'vitest';
import { showSearchInAddressBar } from './address-bar';

afterEach(() => window.history.replaceState(null, '', '/'));

test('the address bar takes the search at once, keeping the path, the hash and the entry', () => {
  window.history.replaceState({ key: 'abc', idx: 3 }, '', '/glossary?q=old#rent');
  const entries = window.history.length;
  showSearchInAddressBar('/glossary', '?q=fdv&category=defi');
  expect(window.location.pathname).toBe('/glossary');
  expect(window.location.search).toBe('?q=fdv&category=defi');
  expect(window.location.hash).toBe('#rent');
  expect(window.history.state).toEqual({ key: 'abc', idx: 3 });
  expect(window.history.length).toBe(entries);

  showSearchInAddressBar('/glossary', '');
  expect(window.location.search).toBe('');
  expect(window.location.hash).toBe('#rent');
});

test('a router whose path is not the address bar’s leaves the address bar alone', () => {
  window.history.replaceState(null, '', '/tutorials?category=defi');
  showSearchInAddressBar('/glossary', '?q=fdv');
  expect(window.location.pathname).toBe('/tutorials');
  expect(window.location.search).toBe('?category=defi');
});
