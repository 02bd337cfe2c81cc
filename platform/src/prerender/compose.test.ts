import { expect, test } from 'vitest';
import { scriptsAtLowPriority, stylesheetsFirst } from './compose';

const spa = [
  '<!doctype html><html><head><meta charset="UTF-8" />',
  '<script>document.documentElement.classList.add("dark")</script>',
  '<script type="module" crossorigin src="/assets/index.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/chunk.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index.css">',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

test('stylesheets move before the first script file, after the inline pre-paint script', () => {
  const { beforeScripts, stylesheets, rest } = stylesheetsFirst(spa);
  const page = beforeScripts + stylesheets + rest;
  const order = ['classList.add', 'index.css', 'index.js', 'chunk.js'].map((text) =>
    page.indexOf(text),
  );
  expect(order).toEqual([...order].sort((a, b) => a - b));
  expect(page.match(/rel="stylesheet"/g)).toHaveLength(1);
  expect(page).toContain('<div id="root"></div></body></html>');
});

test('a page without script files stays as it is', () => {
  const plain = '<html><head><link rel="stylesheet" href="/a.css"></head><body></body></html>';
  const { beforeScripts, stylesheets, rest } = stylesheetsFirst(plain);
  expect(beforeScripts + stylesheets + rest).toBe(plain);
});

test('module scripts and module preloads ask for low priority; other tags and a stated priority stay', () => {
  const head = [
    '<script type="module" crossorigin src="/assets/index.js"></script>',
    '<link rel="modulepreload" crossorigin href="https://blog.example/remoteEntry.js">',
    '<link rel="modulepreload" fetchpriority="high" href="/a.js">',
    '<link rel="stylesheet" href="/index.css"><script>inline()</script>',
  ].join('');
  expect(scriptsAtLowPriority(head)).toBe(
    [
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index.js"></script>',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="https://blog.example/remoteEntry.js">',
      '<link rel="modulepreload" fetchpriority="high" href="/a.js">',
      '<link rel="stylesheet" href="/index.css"><script>inline()</script>',
    ].join(''),
  );
});
