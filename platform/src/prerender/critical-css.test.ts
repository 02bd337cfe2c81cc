// @vitest-environment node
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { criticalCss } from './critical-css';
import { deployedStylesheets } from './compose';

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
    '[data-remote=mf_blog] h1{font-size:2rem}.nowhere{margin:0}',
  );
  return { root, shellDist, blogDist };
}

const page = `<!doctype html><html lang="en"><head><script>document.documentElement.className='dark'</script><link rel="stylesheet" href="/assets/start.css"><link rel="stylesheet" href="https://blog.example/assets/blog.css"></head><body><header>Site</header><div id="root"><div data-remote="mf_blog"><h1>Blog</h1></div></div><script type="module" src="/assets/start.js"></script></body></html>`;

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
  expect(head).not.toContain('rel="stylesheet"');
  const body = html.slice(html.indexOf('<body>'));
  expect(body).toContain('<link rel="stylesheet" href="/assets/start.css">');
  expect(body).toContain('<link rel="stylesheet" href="https://blog.example/assets/blog.css">');
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
