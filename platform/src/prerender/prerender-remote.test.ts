/** The prerender of a remote on a small client build written for each test, with a stand-in entry. */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { fragmentSchema, islandsManifestSchema } from '../contracts/published';
import { readPublished } from '../deploy/published-file';
import { publishFragments, type PrerenderEntry } from './prerender-remote';

let distDir = '';

function put(file: string, content: unknown) {
  mkdirSync(dirname(join(distDir, file)), { recursive: true });
  writeFileSync(
    join(distDir, file),
    typeof content === 'string' ? content : JSON.stringify(content),
  );
}

const expose = {
  name: 'blog-routes',
  path: './blog-routes',
  assets: {
    css: { sync: ['assets/blog.css'], async: [] },
    js: { sync: ['assets/shared.js'], async: [] },
  },
};

/** A stand-in for the remote's prerender entry: each path renders as `pages[path]`. */
const entryFor = (pages: Record<string, string>): PrerenderEntry => ({
  remoteName: 'mf_blog',
  islands: [
    {
      module: 'blog-routes',
      file: './src/app/blog-routes.tsx',
      mount: '/blog/*',
      paths: Object.keys(pages),
      Component: () => null,
    },
  ],
  renderIsland: async (_remote, _island, path) => ({
    path,
    html: pages[path] ?? '',
    head: `<title>${path}</title>`,
    lazyModules: [],
  }),
});

const publish = (pages: Record<string, string>) =>
  publishFragments(entryFor(pages), { distDir, label: 'mf-blog' });

beforeEach(() => {
  distDir = mkdtempSync(join(tmpdir(), 'prerender-'));
  vi.spyOn(console, 'log').mockImplementation(() => {});
  put('build-id.txt', 'b1\n');
  put('mf-manifest.json', { exposes: [expose] });
  put('.vite/manifest.json', { 'src/app/blog-routes.tsx': { file: 'assets/blog-routes.js' } });
});
afterEach(() => {
  rmSync(distDir, { recursive: true, force: true });
});

test('every declared path is published as a fragment of this build, listed in the manifest', async () => {
  await publish({ '/blog': '<p>Posts</p>', '/blog/first': '<p>First</p>' });
  const manifest = readPublished(islandsManifestSchema, join(distDir, '_islands', 'manifest.json'));
  expect(manifest).toMatchObject({
    remote: 'mf_blog',
    buildId: 'b1',
    islands: [{ module: 'blog-routes', paths: ['/blog', '/blog/first'], css: ['assets/blog.css'] }],
  });
  const fragment = readPublished(
    fragmentSchema,
    join(distDir, '_islands', 'blog-routes', 'blog', 'first.json'),
  );
  expect(fragment).toMatchObject({ path: '/blog/first', html: '<p>First</p>', buildId: 'b1' });
  expect(fragment.js).toEqual(['assets/shared.js', 'assets/blog-routes.js']);
});

test('the manifest and each fragment are published with brotli and gzip copies of their bytes', async () => {
  const long = `<p>${'A long list of posts. '.repeat(40)}</p>`;
  await publish(
    Object.fromEntries(
      ['/blog', '/blog/first-post', '/blog/second-post', '/blog/third-post'].map((path) => [
        path,
        long,
      ]),
    ),
  );
  const files = ['manifest.json', 'blog-routes/blog.json', 'blog-routes/blog/first-post.json'];
  for (const file of files.map((name) => join(distDir, '_islands', name))) {
    const bytes = readFileSync(file);
    // Smaller files get no copies: these are all over that threshold.
    expect(bytes.length, file).toBeGreaterThanOrEqual(512);
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).equals(bytes), `${file}.br`).toBe(true);
    expect(gunzipSync(readFileSync(`${file}.gz`)).equals(bytes), `${file}.gz`).toBe(true);
  }
});

test('a declared path that renders no fragment fails naming the remote, the module and the path', async () => {
  await expect(publish({ '/blog': '<p>Posts</p>', '/blog/empty': '' })).rejects.toThrow(
    'the fragment of mf_blog/blog-routes at /blog/empty does not match its schema: html:',
  );
  expect(existsSync(join(distDir, '_islands', 'blog-routes', 'blog', 'empty.json'))).toBe(false);
});

test('a federation manifest that does not parse fails naming the file and the field', async () => {
  put('mf-manifest.json', { exposes: [{ ...expose, assets: undefined }] });
  await expect(publish({ '/blog': '<p>Posts</p>' })).rejects.toThrow(
    `${join(distDir, 'mf-manifest.json')} does not match its schema: exposes.0.assets:`,
  );
  expect(existsSync(join(distDir, '_islands'))).toBe(false);
});

test('a Vite manifest that is not JSON fails naming the file', async () => {
  put('.vite/manifest.json', '{"src/app/blog-routes.tsx": ');
  await expect(publish({ '/blog': '<p>Posts</p>' })).rejects.toThrow(
    `${join(distDir, '.vite', 'manifest.json')}: not valid JSON`,
  );
  expect(existsSync(join(distDir, '_islands'))).toBe(false);
});
