import { expect, test } from 'vitest';
import { PAGE_CODE_ELEMENT_ID, ROOT_ANCHOR } from '../../contracts/page-protocol';
import { codeAfterFirstPaint, pageHtml, stylesheetsFirst } from './page-html';

const spa = [
  '<!doctype html><html><head><meta charset="UTF-8" />',
  '<script>document.documentElement.classList.add("dark")</script>',
  '<script type="module" crossorigin src="/assets/index.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/chunk.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index.css">',
  `</head><body>${ROOT_ANCHOR}</body></html>`,
].join('\n');

test('stylesheets move before the first script file, after the inline pre-paint script', () => {
  const { beforeScripts, stylesheets, rest } = stylesheetsFirst(spa, '_spa.html');
  const page = beforeScripts + stylesheets + rest;
  const order = ['classList.add', 'index.css', 'index.js', 'chunk.js'].map((text) =>
    page.indexOf(text),
  );
  expect(order).toEqual([...order].sort((a, b) => a - b));
  expect(page.match(/rel="stylesheet"/g)).toHaveLength(1);
  expect(page).toContain(`${ROOT_ANCHOR}</body></html>`);
});

test('a page without script files stays as it is', () => {
  const plain = '<html><head><link rel="stylesheet" href="/a.css"></head><body></body></html>';
  const { beforeScripts, stylesheets, rest } = stylesheetsFirst(plain, 'plain.html');
  expect(beforeScripts + stylesheets + rest).toBe(plain);
});

test('module scripts and preloads leave the head for a list the start script reads after first paint, with the islands’ code', () => {
  const page = [
    '<html><head><script>prePaint()</script>',
    '<script type="module" crossorigin src="/assets/index.js"></script>',
    '<link rel="modulepreload" crossorigin href="https://blog.example/remoteEntry.js">',
    '<link rel="modulepreload" href="https://blog.example/assets/a.js?v=1&amp;x=</script>">',
    '<link rel="stylesheet" href="/index.css"><script type="application/json" id="data">{}</script>',
    '</head><body><main>Text</main><script>start()</script></body></html>',
  ].join('');
  const composed = codeAfterFirstPaint(page, 'page /blog', [
    'https://learn.example/remoteEntry.js',
    'https://blog.example/remoteEntry.js',
    // A page module's chunks can include the entry, which is a script already.
    '/assets/index.js',
  ]);
  const head = composed.slice(0, composed.indexOf('</head>'));
  expect(head).not.toMatch(/type="module"|modulepreload/);
  expect(head).toContain('<script>prePaint()</script>');
  expect(head).toContain('<link rel="stylesheet" href="/index.css">');
  const block = new RegExp(
    `<script type="application/json" id="${PAGE_CODE_ELEMENT_ID}">(.*?)</script>`,
  ).exec(head);
  expect(block?.[1]).not.toContain('</script>');
  expect(JSON.parse(block?.[1] ?? '')).toEqual({
    scripts: ['/assets/index.js'],
    // The page's own first, then the islands' code (each once, and none that is a script).
    preloads: [
      'https://blog.example/remoteEntry.js',
      'https://blog.example/assets/a.js?v=1&x=</script>',
      'https://learn.example/remoteEntry.js',
    ],
  });
  expect(composed).toContain('<body><main>Text</main><script>start()</script></body>');
});

test('a page with no module script is left as it is', () => {
  const page = '<html><head><link rel="stylesheet" href="/a.css"></head><body></body></html>';
  expect(codeAfterFirstPaint(page, 'page /a')).toBe(page);
});

const dollars = "$& $' $` $$ $1";

test("page content with replacement patterns ($&, $', $`, $$) is composed byte for byte", () => {
  const page = pageHtml(stylesheetsFirst(spa, '_spa.html'), {
    path: '/blog/$&',
    head: `<meta name="description" content="${dollars}">`,
    body: `<main><p>${dollars}</p></main>`,
    stylesheets: ['https://blog.example/assets/$&.css'],
  });
  expect(page).toContain(`<meta name="description" content="${dollars}"></head>`);
  expect(page).toContain(
    `<div id="root" data-prerendered-path="/blog/$&amp;"><main><p>${dollars}</p></main></div>`,
  );
  expect(page).toContain('<link rel="stylesheet" href="https://blog.example/assets/$&amp;.css">');
  const withCode = codeAfterFirstPaint(page, 'page /blog/$&', [`/assets/${dollars}.js`]);
  expect(withCode).toContain(`<p>${dollars}</p>`);
  expect(withCode).toContain(JSON.stringify(`/assets/${dollars}.js`));
});

test('a client page without its root, or with two, fails naming the page and the anchor', () => {
  const page = { path: '/blog', head: '', body: '<main>Text</main>', stylesheets: [] };
  const noRoot = stylesheetsFirst(spa.replace(ROOT_ANCHOR, '<div id="app"></div>'), '_spa.html');
  expect(() => pageHtml(noRoot, page)).toThrow(
    'page /blog: <div id="root"></div> is missing, so compose cannot fill it',
  );
  const twoRoots = stylesheetsFirst(
    spa.replace(ROOT_ANCHOR, ROOT_ANCHOR + ROOT_ANCHOR),
    '_spa.html',
  );
  expect(() => pageHtml(twoRoots, page)).toThrow(
    'page /blog: <div id="root"></div> appears more than once',
  );
});

test('a page without its head end, or with two, fails naming it', () => {
  expect(() => stylesheetsFirst(spa.replace('</head>', ''), 'shell/dist/_spa.html')).toThrow(
    'shell/dist/_spa.html: </head> is missing',
  );
  expect(() => codeAfterFirstPaint(`${spa}</head>`, 'page /about')).toThrow(
    'page /about: </head> appears more than once',
  );
});
