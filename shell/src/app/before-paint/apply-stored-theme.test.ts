import { afterEach, expect, test, vi } from 'vitest';
import { HYDRATED_ATTRIBUTE } from '@tla/platform/contracts/page-protocol';
import indexHtml from '../../../index.html?raw';
import { applyStoredTheme } from './apply-stored-theme';

function runPrePaint({ stored, prefersLight }: { stored: string | null; prefersLight: boolean }) {
  document.documentElement.className = '';
  if (stored === null) window.localStorage.removeItem('theme');
  else window.localStorage.setItem('theme', stored);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: prefersLight && query === '(prefers-color-scheme: light)',
    media: query,
  }));
  applyStoredTheme();
  return document.documentElement.className;
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  document.documentElement.className = '';
});

test('index.html starts dark and carries no script of its own: the build puts the typed ones inline', () => {
  expect(indexHtml).toMatch(/<html[^>]*class="dark"/);
  expect(indexHtml).not.toMatch(/<script>/);
});

test.each([
  { stored: null, prefersLight: true, expected: 'dark' },
  { stored: null, prefersLight: false, expected: 'dark' },
  { stored: '{"corrupt":true}', prefersLight: true, expected: 'dark' },
  { stored: 'light', prefersLight: false, expected: 'light' },
  { stored: 'dark', prefersLight: true, expected: 'dark' },
  { stored: 'system', prefersLight: true, expected: 'light' },
  { stored: 'system', prefersLight: false, expected: 'dark' },
])(
  'before the first paint, stored $stored with an OS preferring light=$prefersLight is $expected',
  (input) => {
    expect(runPrePaint(input)).toBe(input.expected);
  },
);

test('before the shell has hydrated, End draws the page whole; then the shell’s own handler does', () => {
  runPrePaint({ stored: null, prefersLight: false });
  const root = document.documentElement;
  window.dispatchEvent(new KeyboardEvent('keydown', { key: 'PageDown' }));
  expect(root).not.toHaveClass('render-all');
  window.dispatchEvent(new KeyboardEvent('keydown', { key: 'End' }));
  expect(root).toHaveClass('render-all');

  root.classList.remove('render-all');
  root.setAttribute(HYDRATED_ATTRIBUTE, 'true');
  window.dispatchEvent(new KeyboardEvent('keydown', { key: 'End' }));
  expect(root).not.toHaveClass('render-all');
  root.removeAttribute(HYDRATED_ATTRIBUTE);
});
