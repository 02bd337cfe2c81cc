/**
 * A remote's deployed build is another team's output: compose reads from it only files inside it, and
 * writes from it only files of the remote's own sections, never one of the shell's.
 */
import { existsSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, vi } from 'vitest';
import { deployedStylesheets } from './compose/deployed-stylesheets';
import { setUpComposeFixture } from './compose.fixture';

const { root, put, shellDist, compose } = setUpComposeFixture();

/** A file of the machine compose runs on, outside every build. */
const secret = () => join(root(), 'host', '.docker', 'config.json');

/** The blog's islands manifest, changed. */
function editManifest(change: (manifest: Record<string, unknown>) => Record<string, unknown>) {
  const file = join(root(), 'blog', '_islands', 'manifest.json');
  put(file, change(JSON.parse(readFileSync(file, 'utf8'))));
  return file;
}

test("an API entry leading out of the remote's folder is refused, naming the file and field; nothing leaks", async () => {
  put(secret(), { auths: { 'registry.example': { auth: 'c2VjcmV0' } } });
  const manifest = editManifest((data) => ({
    ...data,
    api: { '/api/leak': '../host/.docker/config.json' },
  }));
  await expect(compose()).rejects.toThrow(
    `${manifest} does not match its schema: api./api/leak: must be a path inside the remote's own folder (no .. segment)`,
  );
  expect(existsSync(join(shellDist(), 'api', 'leak.json'))).toBe(false);
});

test("an API file or a site file that is a link out of the remote's build is refused; nothing leaks", async () => {
  put(secret(), { auths: { 'registry.example': { auth: 'c2VjcmV0' } } });
  editManifest((data) => ({ ...data, api: { '/api/leak': 'api/leak.json' } }));
  put(join(root(), 'blog', 'api', 'placeholder.txt'), '');
  symlinkSync(secret(), join(root(), 'blog', 'api', 'leak.json'));
  await expect(compose()).rejects.toThrow(
    `blog: ${join(root(), 'blog', 'api', 'leak.json')} leads outside its build`,
  );
  expect(existsSync(join(shellDist(), 'api', 'leak.json'))).toBe(false);

  editManifest(({ api: _api, ...data }) => data);
  put(join(root(), 'host', 'blog', 'rss.xml'), 'secret');
  // A whole site/ folder linked elsewhere: its files are not the build's.
  symlinkSync(join(root(), 'host'), join(root(), 'simulator', 'site'));
  await expect(compose()).rejects.toThrow(`simulator: ${join(root(), 'simulator', 'site')}`);
});

test("a compressed copy beside a site file that links out of the remote's build is refused", async () => {
  put(secret(), { auths: { 'registry.example': { auth: 'c2VjcmV0' } } });
  const file = join(root(), 'blog', 'site', 'blog', 'notes.json');
  put(file, { notes: 'token '.repeat(200) });
  symlinkSync(secret(), `${file}.br`);
  await expect(compose()).rejects.toThrow(`blog: ${file}.br leads outside its build`);
  expect(existsSync(join(shellDist(), 'blog', 'notes.json'))).toBe(false);
});

test('a prerendered path leading out of the site is refused before any page is written', async () => {
  const manifest = editManifest((data) => ({
    ...data,
    islands: [
      {
        module: 'blog-routes',
        mount: '/blog/*',
        paths: ['/blog', '/blog/../../../escaped'],
        css: [],
        js: [],
      },
    ],
  }));
  await expect(compose()).rejects.toThrow(
    `${manifest} does not match its schema: islands.0.paths.1:`,
  );
  expect(existsSync(join(root(), 'escaped'))).toBe(false);
});

test("a section at one of the shell's folders, and its site files there, are refused; the shell's files stay", async () => {
  const shellEntry = join(shellDist(), 'assets', 'index.js');
  put(shellEntry, 'the shell');
  const section = join(root(), 'blog', 'section.json');
  put(section, {
    remote: 'mf_blog',
    routes: [
      { module: 'blog-routes', mount: '/blog/*', label: 'Blog' },
      { module: 'assets-routes', mount: '/assets/*', label: 'Assets' },
    ],
  });
  put(join(root(), 'blog', 'site', 'assets', 'index.js'), 'the blog');
  await expect(compose()).rejects.toThrow(
    "blog: its section assets-routes at /assets/* collides with /assets, which the shell's build writes",
  );
  expect(readFileSync(shellEntry, 'utf8')).toBe('the shell');
});

test('a site file on a page compose writes, or on a hidden name, is refused', async () => {
  put(join(root(), 'blog', 'site', 'blog', 'index.html'), '<p>not composed</p>');
  await expect(compose()).rejects.toThrow(
    'blog published site/blog/index.html, which lands on a page file compose writes (index.html)',
  );
  expect(readFileSync(join(shellDist(), 'blog', 'index.html'), 'utf8')).not.toContain(
    'not composed',
  );
});

test("a stylesheet that is a link out of the remote's build is no deployed file: its text is never inlined", () => {
  put(secret(), '.auths{content:"c2VjcmV0"}');
  const blog = join(root(), 'blog');
  put(join(blog, 'assets', 'blog.css'), 'h1{color:red}');
  symlinkSync(secret(), join(blog, 'assets', 'leak.css'));
  const fileFor = deployedStylesheets(shellDist(), [{ base: 'https://blog.example/', dist: blog }]);
  expect(fileFor('https://blog.example/assets/blog.css')).toBe(join(blog, 'assets', 'blog.css'));
  expect(fileFor('https://blog.example/assets/leak.css')).toBeUndefined();
});

test("a shell build from before pages.json listed its files still composes, keeping remotes off its pages and compose's files", async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const pages = join(shellDist(), 'pages.json');
  put(pages, { app: 'shell', paths: ['/'] });
  expect(await compose()).toContain('/blog');
  expect(warn).toHaveBeenCalledWith(
    `${pages} does not list the files of the shell's build (a build from before it did): remotes are kept off its pages and compose's files only; rebuild the shell`,
  );
  put(join(root(), 'blog', 'section.json'), {
    remote: 'mf_blog',
    routes: [
      { module: 'blog-routes', mount: '/blog/*', label: 'Blog' },
      { module: 'api-routes', mount: '/api/*', label: 'API' },
    ],
  });
  await expect(compose()).rejects.toThrow(
    'blog: its section api-routes at /api/* collides with /api, which compose writes',
  );
});
