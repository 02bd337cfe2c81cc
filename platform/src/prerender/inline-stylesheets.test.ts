// @vitest-environment node
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { asInlineCss, inlineStylesheets } from './inline-stylesheets';
import { deployedStylesheets } from './compose/deployed-stylesheets';

function sites(blogCss = '[data-remote=mf_blog] h1{font-size:2rem}.nowhere{margin:0}') {
  const root = mkdtempSync(join(tmpdir(), 'inline-stylesheets-'));
  const shellDist = join(root, 'shell');
  const blogDist = join(root, 'blog');
  mkdirSync(join(shellDist, 'assets'), { recursive: true });
  mkdirSync(join(blogDist, 'assets'), { recursive: true });
  writeFileSync(
    join(shellDist, 'assets', 'start.css'),
    '.dark{--bg:#000}.light{--bg:#fff}header{color:red}.unused-rule{color:blue}',
  );
  writeFileSync(join(blogDist, 'assets', 'blog.css'), blogCss);
  return { shellDist, blogDist };
}
const deployed = (blogCss?: string) => {
  const { shellDist, blogDist } = sites(blogCss);
  return deployedStylesheets(shellDist, [{ base: 'https://blog.example/', dist: blogDist }]);
};

const page = `<!doctype html><html lang="en"><head><script>document.documentElement.className='dark'</script><link rel="stylesheet" crossorigin href="/assets/start.css"><link rel="stylesheet" href="https://blog.example/assets/blog.css"><link rel="stylesheet" media="print" href="/print.css"><title>Blog</title></head><body><header>Site</header><div id="root"></div><script type="module" src="/assets/start.js"></script></body></html>`;

test('every linked stylesheet is inlined whole, in order, where the first was linked; the links stay, never fetched', () => {
  const html = inlineStylesheets(deployed())(page);
  expect(html).toBe(
    `<!doctype html><html lang="en"><head><script>document.documentElement.className='dark'</script>` +
      // Both themes' colours and the rules no element uses yet (a menu, a dialog, the next page).
      '<style>.dark{--bg:#000}.light{--bg:#fff}header{color:red}.unused-rule{color:blue}\n[data-remote=mf_blog] h1{font-size:2rem}.nowhere{margin:0}</style>' +
      // The code that loads a section's stylesheet finds it linked and adds it no more.
      '<link rel="stylesheet" disabled crossorigin href="/assets/start.css"><link rel="stylesheet" disabled href="https://blog.example/assets/blog.css">' +
      // One with a media of its own applies on its own terms.
      '<link rel="stylesheet" media="print" href="/print.css"><title>Blog</title></head>' +
      '<body><header>Site</header><div id="root"></div><script type="module" src="/assets/start.js"></script></body></html>',
  );
});

test('a page without stylesheets is left as it is', () => {
  const bare = '<html><head><style>p{}</style></head><body><main></main></body></html>';
  expect(inlineStylesheets(deployed())(bare)).toBe(bare);
});

test('a stylesheet that is not one of the deployed builds’ stops the compose', () => {
  const inline = inlineStylesheets(deployedStylesheets(sites().shellDist, []));
  expect(() => inline(page)).toThrow(
    'no deployed file for the stylesheet https://blog.example/assets/blog.css',
  );
});

test('a stylesheet missing from its build stops the compose, naming it', () => {
  const { shellDist, blogDist } = sites();
  const inline = inlineStylesheets(
    deployedStylesheets(shellDist, [{ base: 'https://blog.example/', dist: blogDist }]),
  );
  expect(() => inline(page.replace('/assets/start.css', '/assets/gone.css'))).toThrow(
    `the stylesheet /assets/gone.css is not in its build (${join(shellDist, 'assets', 'gone.css')})`,
  );
});

test('a stylesheet whose text would end the page’s <style> stops the compose, naming it', () => {
  const inline = inlineStylesheets(deployed('p{color:red}</STYLE><script>alert(1)</script>'));
  expect(() => inline(page)).toThrow(
    'the stylesheet https://blog.example/assets/blog.css holds "</style", which would end the page\'s <style> element early',
  );
});

test('relative addresses in a stylesheet point where they pointed from the stylesheet', () => {
  const remote = 'https://blog.example/_apps/blog/assets/blog.css';
  expect(
    asInlineCss(
      "@font-face{src:url(./font.woff2) format('woff2'),url(\"../fonts/b.woff\")}.a{background:url( 'img/a.png' )}.b{background:url(/logo.svg)}",
      remote,
    ),
  ).toBe(
    "@font-face{src:url(https://blog.example/_apps/blog/assets/font.woff2) format('woff2'),url(\"https://blog.example/_apps/blog/fonts/b.woff\")}.a{background:url('https://blog.example/_apps/blog/assets/img/a.png')}.b{background:url(https://blog.example/logo.svg)}",
  );
  expect(asInlineCss('@import "theme.css";.c{mask:url(#shape)}', remote)).toBe(
    '@import "https://blog.example/_apps/blog/assets/theme.css";.c{mask:url(#shape)}',
  );
  // The shell's own stay addresses on the site; absolute and data addresses are left alone.
  expect(
    asInlineCss(
      '.d{background:url(icons/x.svg)}.e{background:url(data:image/svg+xml;utf8,<svg/>)}.f{background:url(https://cdn.example/y.png)}',
      '/assets/index.css',
    ),
  ).toBe(
    '.d{background:url(/assets/icons/x.svg)}.e{background:url(data:image/svg+xml;utf8,<svg/>)}.f{background:url(https://cdn.example/y.png)}',
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
