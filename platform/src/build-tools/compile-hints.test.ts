// @vitest-environment node
import { build } from 'vite';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { COMPILE_HINT, compileHints } from './compile-hints';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Builds a page with a lazily loaded chunk, for the browser or (ssr) for Node; returns its JS files. */
async function builtScripts(ssr: boolean): Promise<Map<string, string>> {
  dir = mkdtempSync(join(tmpdir(), 'tla-compile-hints-'));
  writeFileSync(join(dir, 'index.html'), '<script type="module" src="/main.js"></script>');
  writeFileSync(join(dir, 'main.js'), "import('./page.js').then(({ show }) => show());");
  writeFileSync(join(dir, 'page.js'), 'export function show() { document.title = "shown"; }');
  const outDir = join(dir, 'dist');
  await build({
    root: dir,
    logLevel: 'silent',
    configFile: false,
    plugins: [compileHints()],
    build: { outDir, ...(ssr ? { ssr: 'main.js' } : {}) },
  });
  const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.m?js$/.test(file));
  return new Map(files.map((file) => [file, readFileSync(join(outDir, file), 'utf8')]));
}

test('every chunk of a browser build starts with the compile hint, once, after minifying', async () => {
  const scripts = await builtScripts(false);
  expect(scripts.size).toBe(2);
  for (const [file, code] of scripts) {
    expect(code.split('\n')[0], file).toBe(COMPILE_HINT);
    expect(code.split(COMPILE_HINT)).toHaveLength(2);
    expect(code, file).toMatch(/\S/);
  }
});

test('a build for Node (the prerender) gets no hint', async () => {
  const scripts = await builtScripts(true);
  expect(scripts.size).toBeGreaterThan(0);
  for (const code of scripts.values()) expect(code).not.toContain(COMPILE_HINT);
});
