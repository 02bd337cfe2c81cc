// @vitest-environment node
import postcss from 'postcss';
import { expect, test } from 'vitest';
import { scopeRemoteUtilities } from './scope-remote-css';

const scope = (css: string) =>
  postcss([scopeRemoteUtilities('mf_blog')]).process(css, { from: undefined }).css;

test('utility rules apply only inside the remote, at no extra specificity', () => {
  const out = scope(
    '@layer utilities { .hidden { display: none } @media (width >= 64rem) { .lg\\:flex { display: flex } } }',
  );
  expect(out).toContain(':where([data-remote="mf_blog"]) .hidden');
  expect(out).toContain(':where([data-remote="mf_blog"]) .lg\\:flex');
});

test('theme variables, the reset and keyframes stay global', () => {
  const css =
    '@layer theme { :root { --x: 1 } } @layer base { * { margin: 0 } } @layer utilities { @keyframes spin { to { rotate: 1turn } } }';
  const out = scope(css);
  expect(out).not.toContain('data-remote');
});

test('every selector of a list is scoped, nested rules are left to their parent', () => {
  const out = scope('@layer utilities { .a, .b { color: red } .c { &:hover { color: blue } } }');
  expect(out).toContain(':where([data-remote="mf_blog"]) .a, :where([data-remote="mf_blog"]) .b');
  expect(out).toContain('&:hover');
  expect(out).not.toContain(':where([data-remote="mf_blog"]) &');
});
