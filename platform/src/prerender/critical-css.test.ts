// @vitest-environment node
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import {
  asWrittenInHtml,
  criticalCss,
  fullStylesheetsTogether,
  matchableSelector,
} from './critical-css';
import { deployedStylesheets } from './compose/deployed-stylesheets';

function sites() {
  const root = mkdtempSync(join(tmpdir(), 'critical-css-'));
  const shellDist = join(root, 'shell');
  const blogDist = join(root, 'blog');
  mkdirSync(join(shellDist, 'assets'), { recursive: true });
  mkdirSync(join(blogDist, 'assets'), { recursive: true });
  writeFileSync(
    join(shellDist, 'assets', 'start.css'),
    '.dark{--bg:#000}.light{--bg:#fff}header{color:red}.unused-rule{color:blue}@media (min-width:40rem){header{padding:1rem}}',
  );
  writeFileSync(
    join(blogDist, 'assets', 'blog.css'),
    [
      '[data-remote=mf_blog] h1{font-size:2rem}.nowhere{margin:0}',
      // Tailwind's space-y, scoped to the remote as its build scopes it.
      ':where([data-remote=mf_blog]) :where(.space-y-4>:not(:last-child)){margin-block-end:1rem}',
      ':where([data-remote=mf_blog]) :where(.space-y-8>:not(:last-child)){margin-block-end:2rem}',
      ':where([data-remote=mf_blog]) .prose :where(p):not(:where([class~=not-prose],[class~=not-prose] *)){margin:1em 0}',
      // An arbitrary variant: React writes the class as `[&amp;_th]:px-3`.
      ':where([data-remote=mf_blog]) .\\[\\&_th\\]\\:px-3 th{padding-inline:1rem}',
      ':where([data-remote=mf_blog]) .\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}',
    ].join(''),
  );
  return { root, shellDist, blogDist };
}

const page = `<!doctype html><html lang="en"><head><script>document.documentElement.className='dark'</script><link rel="stylesheet" href="/assets/start.css"><link rel="stylesheet" href="https://blog.example/assets/blog.css"></head><body><header>Site</header><div id="root"><div data-remote="mf_blog"><div class="space-y-4"><h1>Blog</h1><div class="prose"><p>Text</p></div><table class="[&amp;_th]:px-3"><tr><th>Cell</th></tr></table></div></div></div><script type="module" src="/assets/start.js"></script></body></html>`;

test('the first screen’s rules are inlined in the head; the stylesheets move to the end of the body', async () => {
  const { shellDist, blogDist } = sites();
  const inline = criticalCss(
    deployedStylesheets(shellDist, [{ base: 'https://blog.example/', dist: blogDist }]),
  );
  const html = await inline(page);
  const head = html.slice(0, html.indexOf('</head>'));
  const style = /<style>(.*?)<\/style>/s.exec(head)?.[1] ?? '';
  expect(style).toContain('header{color:red}');
  expect(style).toContain('[data-remote=mf_blog] h1{font-size:2rem}');
  expect(style).toContain('@media (min-width:40rem){header{padding:1rem}}');
  // Both themes' colours stay: the pre-paint script picks one before anything else runs.
  expect(style).toContain('.dark{--bg:#000}');
  expect(style).toContain('.light{--bg:#fff}');
  expect(style).not.toContain('unused-rule');
  expect(style).not.toContain('nowhere');
  // Rules whose selectors hold more than one pseudo-class with arguments (Beasties on its own drops them).
  expect(style).toContain(
    ':where([data-remote=mf_blog]) :where(.space-y-4>:not(:last-child)){margin-block-end:1rem}',
  );
  expect(style).toContain('.prose :where(p):not(');
  expect(style).not.toContain('space-y-8');
  expect(style).toContain(
    ':where([data-remote=mf_blog]) .\\[\\&_th\\]\\:px-3 th{padding-inline:1rem}',
  );
  expect(style).not.toContain('size-4'); // no element has that class
  expect(head).not.toContain('rel="stylesheet"');
  // At the end of the body, held back until the start script switches them on together; in a
  // <noscript> as they are for a reader without scripts.
  const body = html.slice(html.indexOf('<body>'));
  expect(body).toContain(
    '<link rel="stylesheet" media="print" fetchpriority="high" data-full-stylesheet href="/assets/start.css"><link rel="stylesheet" media="print" fetchpriority="high" data-full-stylesheet href="https://blog.example/assets/blog.css"><noscript><link rel="stylesheet" href="/assets/start.css"><link rel="stylesheet" href="https://blog.example/assets/blog.css"></noscript></body>',
  );
  // The pre-paint script is untouched (its hash is in the Content-Security-Policy), and nothing inline runs.
  expect(html).toContain("<script>document.documentElement.className='dark'</script>");
  expect(html).not.toMatch(/\son\w+=/);
  expect(html).toMatch(/^<!doctype html><html lang="en"><head>/);
});

test('a stylesheet that is not one of the deployed builds’ stops the compose', async () => {
  const { shellDist } = sites();
  const inline = criticalCss(deployedStylesheets(shellDist, []));
  await expect(inline(page)).rejects.toThrow(
    'no deployed file for the stylesheet https://blog.example/assets/blog.css',
  );
});

test('stylesheet URLs map into their own build only', () => {
  const fileFor = deployedStylesheets('/site/shell', [
    { base: 'https://blog.example/_apps/blog/', dist: '/site/blog' },
  ]);
  expect(fileFor('/assets/a.css')).toBe('/site/shell/assets/a.css');
  expect(fileFor('https://blog.example/_apps/blog/assets/b.css?v=1')).toBe(
    '/site/blog/assets/b.css',
  );
  expect(fileFor('/../secrets.css')).toBeUndefined();
  expect(fileFor('https://blog.example/_apps/blog/../../etc/passwd')).toBeUndefined();
  expect(fileFor('https://cdn.example/x.css')).toBeUndefined();
  expect(fileFor('//cdn.example/x.css')).toBeUndefined();
});

test('a selector keeps what a static page can match: structural pseudo-classes stay, states and pseudo-elements go', () => {
  expect(
    matchableSelector(':where([data-remote=mf_learn]) :where(.space-y-4>:not(:last-child))'),
  ).toBe(':where([data-remote=mf_learn]) :where(.space-y-4>:not(:last-child))');
  expect(
    matchableSelector('.prose :where(.prose > :first-child):not(:where([class~=not-prose] *))'),
  ).toBe('.prose :where(.prose > :first-child):not(:where([class~=not-prose] *))');
  expect(matchableSelector('.hover\\:bg-x:hover')).toBe('.hover\\:bg-x');
  expect(matchableSelector('.group-hover\\:x:is(:where(.group):hover *)')).toBe(
    '.group-hover\\:x:is(:where(.group) *)',
  );
  expect(matchableSelector('.file\\:mr-2::file-selector-button')).toBe('.file\\:mr-2');
  expect(matchableSelector('.x>::before')).toBe('.x> *');
  expect(matchableSelector(':where(:focus-visible) .y')).toBe('.y');
  expect(matchableSelector('input:not(:placeholder-shown)')).toBe('input');
  expect(matchableSelector('li:nth-child(2n+1 of .a)::marker')).toBe('li:nth-child(2n+1 of .a)');
});

test('escaped characters in a selector are written as the page writes them in attributes', () => {
  expect(asWrittenInHtml('.\\[\\&_th\\]\\:px-3 th')).toBe('.\\[\\&amp\\;_th\\]\\:px-3 th');
  expect(asWrittenInHtml('.\\[\\&\\>svg\\]\\:size-4>svg')).toBe(
    '.\\[\\&amp\\;\\&gt\\;svg\\]\\:size-4>svg',
  );
  expect(asWrittenInHtml('.a > .b')).toBe('.a > .b');
});

test('a stylesheet with a media of its own keeps it and applies on its own; a page without any is untouched', () => {
  const printOnly = '<link rel="stylesheet" media="print" href="/print.css">';
  const html = `<html><head></head><body><main></main>${printOnly}</body></html>`;
  expect(fullStylesheetsTogether(html)).toBe(html);
  const bare = '<html><head><style>p{}</style></head><body><main></main></body></html>';
  expect(fullStylesheetsTogether(bare)).toBe(bare);
});
