// @vitest-environment node
import { build } from 'vite';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { preloadEntryStages, stagedFiles } from './preload-entry-stages';

const chunk = (fileName: string, imports: string[] = [], dynamicImports: string[] = []) => ({
  fileName,
  imports,
  dynamicImports,
});

test('the staged files are the entry’s dynamic imports with their static imports, once each', () => {
  const chunks = new Map(
    [
      chunk('react-dom.js', ['react.js', 'index.js']),
      chunk('react.js'),
      chunk('start.js', ['react.js', 'app.js'], ['about-page.js']),
      chunk('app.js'),
      chunk('about-page.js', ['app.js']),
    ].map((c) => [c.fileName, c]),
  );
  const entry = chunk('index.js', [], ['react-dom.js', 'start.js']);
  expect(stagedFiles(entry, chunks)).toEqual(['react-dom.js', 'react.js', 'start.js', 'app.js']);
});

test('a chunk the bundle does not have is an error, not a missing preload', () => {
  expect(() => stagedFiles(chunk('index.js', [], ['gone.js']), new Map())).toThrow(
    'the bundle has no chunk gone.js',
  );
});

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('a built page preloads every stage of its entry, and nothing its stages load later', async () => {
  dir = mkdtempSync(join(tmpdir(), 'tla-stages-'));
  writeFileSync(join(dir, 'index.html'), '<script type="module" src="/main.js"></script>');
  writeFileSync(
    join(dir, 'main.js'),
    "await import('./first.js'); const { later } = await import('./second.js'); later();",
  );
  writeFileSync(join(dir, 'first.js'), "export const first = 'first';");
  writeFileSync(join(dir, 'shared.js'), "export const shared = () => 'shared';");
  writeFileSync(
    join(dir, 'second.js'),
    "import { shared } from './shared.js'; export const later = () => import('./page.js').then(shared);",
  );
  // Used by a stage and by what loads later: a chunk of its own, which the stage imports statically.
  writeFileSync(
    join(dir, 'page.js'),
    "import { shared } from './shared.js'; export default shared();",
  );
  await build({
    root: dir,
    logLevel: 'silent',
    configFile: false,
    plugins: [preloadEntryStages()],
    build: { outDir: join(dir, 'dist'), minify: false },
  });
  const html = readFileSync(join(dir, 'dist/index.html'), 'utf8');
  const preloaded = [
    ...html.matchAll(/<link rel="modulepreload" crossorigin href="\/assets\/([a-z]+)-/g),
  ].map((match) => match[1]);
  expect(preloaded).toEqual(expect.arrayContaining(['first', 'second', 'shared']));
  expect(preloaded).not.toContain('page');
});
