// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterEach, expect, test } from 'vitest';
import { inlineScriptSource, inlineScriptsPlugin } from './inline-scripts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A typed module that imports another, as the shell's inline scripts import its helpers. */
function typedModules(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tla-inline-'));
  dirs.push(dir);
  writeFileSync(
    join(dir, 'mark.ts'),
    "export const MARK: string = 'marked';\nexport const unused = () => 'never bundled';\n",
  );
  writeFileSync(
    join(dir, 'run.ts'),
    "import { MARK } from './mark';\nexport function run(): void {\n  (globalThis as { seen?: string }).seen = MARK;\n}\n",
  );
  return join(dir, 'run.ts');
}

test('a typed module becomes one self-contained script that calls its function', () => {
  const source = inlineScriptSource({ module: typedModules(), run: 'run', injectTo: 'head' });
  expect(source).not.toMatch(/\bimport\b|\bexport\b|never bundled/);
  const context: { seen?: string } = {};
  runInNewContext(source, context);
  expect(context.seen).toBe('marked');
});

test('the plugin puts each script where the page must run it', async () => {
  const module = typedModules();
  const plugin = inlineScriptsPlugin([
    { module, run: 'run', injectTo: 'head' },
    { module, run: 'run', injectTo: 'body' },
  ]);
  const hook = plugin.transformIndexHtml;
  const handler =
    typeof hook === 'object' && hook !== null && 'handler' in hook ? hook.handler : undefined;
  if (typeof handler !== 'function') throw new Error('the plugin transforms index.html');
  const tags: unknown = await Reflect.apply(handler, undefined, [
    '<html></html>',
    { path: '/index.html', filename: 'index.html' },
  ]);
  expect(
    Array.isArray(tags)
      ? tags.map((tag: unknown) => [
          Reflect.get(Object(tag), 'tag'),
          Reflect.get(Object(tag), 'injectTo'),
        ])
      : tags,
  ).toEqual([
    ['script', 'head'],
    ['script', 'body'],
  ]);
});
