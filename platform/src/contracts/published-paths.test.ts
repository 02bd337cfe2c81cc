// @vitest-environment node
/**
 * Every path a remote publishes (its manifest's files and API JSON, its fragments' files, its feeds,
 * its search index, the paths it prerenders) names a file inside its own build, or a page of the site:
 * never a way out of it.
 */
import { expect, test } from 'vitest';
import { parsePublishedValue } from './parse-published';
import { fragmentSchema, islandsManifestSchema, relativeFile } from './published';
import { publishedSectionSchema } from './published-at-build';

/** Ways out of a remote's folder, or to another host, as a relative path. */
const escapes = [
  '../../../../root/.docker/config.json',
  'api/../../secret.json',
  '..',
  './../x.js',
  'assets/%2e%2e/%2E%2e/x.js',
  'assets\\..\\x.js',
  '\\\\evil.example/x.js',
  '//evil.example/x.js',
  '/etc/passwd',
  'https://evil.example/x.js',
  'javascript:alert(1)',
  'assets//x.js',
  'assets/./x.js',
  'assets/x.js\n',
  '\t//evil.example/x.js',
  'assets/x\u0000.js',
  'assets/',
];

test('a file a remote names is a path inside its own folder', () => {
  for (const path of ['assets/index-Ab_12.js', 'api/categories.json', 'assets/a.b-c~d@1.css']) {
    expect(relativeFile.safeParse(path).success, path).toBe(true);
  }
  for (const path of escapes) expect(relativeFile.safeParse(path).success, path).toBe(false);
});

const manifest = (change: (island: Record<string, unknown>) => Record<string, unknown>) => ({
  remote: 'mf_blog',
  buildId: 'b1',
  islands: [
    change({
      module: 'blog-routes',
      mount: '/blog/*',
      paths: ['/blog', '/blog/first'],
      css: ['assets/blog.css'],
      js: ['assets/blog.js'],
      pageJs: { '/blog/first': ['assets/first.js'] },
    }),
  ],
});

/** The message a reader of the published file gets: the file and the field. */
function problemOf(schema: Parameters<typeof parsePublishedValue>[0], data: unknown) {
  try {
    parsePublishedValue(schema, data, 'dist/_islands/manifest.json');
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  return 'parsed';
}

test("a manifest whose API JSON lies outside the remote's folder is refused, naming the field", () => {
  expect(
    problemOf(islandsManifestSchema, {
      ...manifest((island) => island),
      api: { '/api/leak': '../../../../root/.docker/config.json' },
    }),
  ).toBe(
    "dist/_islands/manifest.json does not match its schema: api./api/leak: must be a path inside the remote's own folder (no .. segment)",
  );
  expect(
    problemOf(islandsManifestSchema, {
      ...manifest((island) => island),
      api: { '/api//../x': 'api/x.json' },
    }),
  ).toMatch(/^dist\/_islands\/manifest\.json does not match its schema: api\.\/api\/\/\.\.\/x/);
});

test("a manifest's islands name their pages and files inside the remote only", () => {
  expect(
    problemOf(
      islandsManifestSchema,
      manifest((island) => island),
    ),
  ).toBe('parsed');
  for (const [field, change] of [
    ['islands.0.paths.1', { paths: ['/blog', '/blog/../../../etc/x'] }],
    ['islands.0.paths.0', { paths: ['//evil.example/x'] }],
    ['islands.0.js.0', { js: ['assets\\..\\..\\x.js'] }],
    ['islands.0.css.0', { css: ['//evil.example/x.css'] }],
    ['islands.0.pageJs./blog/first.0', { pageJs: { '/blog/first': ['../x.js'] } }],
    ['islands.0.pageJs./blog/../x', { pageJs: { '/blog/../x': ['assets/x.js'] } }],
    ['islands.0.mount', { mount: '/blog/../*' }],
  ] as const) {
    expect(
      problemOf(
        islandsManifestSchema,
        manifest((island) => ({ ...island, ...change })),
      ),
      field,
    ).toContain(`: ${field}: `);
  }
});

test("a fragment's path and files are the remote's own", () => {
  const fragment = {
    path: '/blog',
    html: '<h1>Blog</h1>',
    head: '',
    css: ['assets/blog.css'],
    js: ['assets/blog.js'],
    buildId: 'b1',
  };
  expect(problemOf(fragmentSchema, fragment)).toBe('parsed');
  expect(problemOf(fragmentSchema, { ...fragment, path: '/blog/../..' })).toContain(': path: ');
  expect(problemOf(fragmentSchema, { ...fragment, js: ['/\t/evil.example/x.js'] })).toContain(
    ': js.0: ',
  );
  expect(problemOf(fragmentSchema, { ...fragment, css: ['..\\x.css'] })).toContain(': css.0: ');
});

test("a section's feeds and search index are paths under its own sections, never a way out", () => {
  const section = (feedHref: string, index = '/blog/search.json') => ({
    remote: 'mf_blog',
    routes: [{ module: 'blog-routes', mount: '/blog/*', label: 'Blog', search: { index } }],
    feeds: [{ type: 'application/feed+json', title: 'Blog', href: feedHref }],
  });
  expect(problemOf(publishedSectionSchema, section('/blog/feed.json'))).toBe('parsed');
  for (const href of [
    '/blog/../../../../etc/passwd',
    '/blog//feed.json',
    '/blog/./feed.json',
    '/blog/%2e%2e/feed.json',
  ]) {
    expect(problemOf(publishedSectionSchema, section(href)), href).toContain(': feeds.0.href: ');
  }
  // Another app's file: the site's own feed, or another section's.
  expect(problemOf(publishedSectionSchema, section('/feed.json'))).toContain(
    ': feeds.0.href: /feed.json is outside its sections (/blog/*)',
  );
  expect(
    problemOf(publishedSectionSchema, section('/blog/feed.json', '/blog/../search.json')),
  ).toContain(': routes.0.search.index: ');
});
