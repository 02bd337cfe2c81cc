// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { build } from 'vite';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { shellPagesSchema } from '../contracts/shell-pages';
import { shellPagesPlugin, topLevelNames } from './shell-pages-file';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'tla-shell-pages-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function write(file: string, content: string) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

test('the names at the top of a build, from the paths of what it writes', () => {
  expect(
    topLevelNames(['assets/index-a.js', 'assets/index-b.css', 'og/guide/x.png', 'search.json']),
  ).toEqual(['assets', 'og', 'search.json']);
});

test("pages.json lists the build's pages and every name its build wrote at the top, public files too", async () => {
  write(join(root, 'index.html'), '<!doctype html><script type="module" src="./main.js"></script>');
  write(join(root, 'main.js'), 'document.title = "x";');
  write(join(root, 'public', 'favicon.svg'), '<svg/>');
  write(join(root, 'public', 'images', 'og-default.jpg'), 'jpg');
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    build: { outDir: join(root, 'dist'), manifest: true },
    plugins: [
      {
        name: 'a-published-file',
        generateBundle() {
          this.emitFile({ type: 'asset', fileName: 'og/home.png', source: 'png' });
        },
      },
      shellPagesPlugin(['/', '/about']),
    ],
  });
  const published = shellPagesSchema.parse(
    JSON.parse(readFileSync(join(root, 'dist', 'pages.json'), 'utf8')),
  );
  expect(published.paths).toEqual(['/', '/about']);
  expect(published.files).toEqual(
    expect.arrayContaining(['assets', 'favicon.svg', 'images', 'index.html', 'og', 'pages.json']),
  );
});
