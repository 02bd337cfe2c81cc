/**
 * Scripts a page must run inline (before its first paint, or before any of its code has arrived),
 * written as typed modules and bundled into the page's HTML at build: one function each, called at
 * once, with whatever it imports (the same constants and helpers the app's own code uses). The web
 * servers' Content-Security-Policy trusts each by its hash, read from the built page.
 */
import { dirname } from 'node:path';
import { buildSync } from 'esbuild';
import type { HtmlTagDescriptor, Plugin } from 'vite';

export type InlineScript = {
  /** The module's absolute path. */
  module: string;
  /** The function it exports that the page runs (it takes no arguments). */
  run: string;
  /** Where the page carries it: `head` runs before the first paint, `body` after the page's HTML. */
  injectTo: 'head' | 'body';
};

/** The script's source as the page carries it: a minified function, no imports left. */
export function inlineScriptSource({ module, run }: InlineScript): string {
  const result = buildSync({
    stdin: {
      contents: `import { ${run} } from ${JSON.stringify(module)};\n${run}();\n`,
      resolveDir: dirname(module),
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    write: false,
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error(`esbuild wrote nothing for ${module}`);
  return output.text.trim();
}

/** Puts each script into the app's index.html, in dev as in builds. */
export function inlineScriptsPlugin(scripts: readonly InlineScript[]): Plugin {
  return {
    name: 'tla-inline-scripts',
    transformIndexHtml: {
      order: 'pre',
      handler: (): HtmlTagDescriptor[] =>
        scripts.map((script) => ({
          tag: 'script',
          children: inlineScriptSource(script),
          injectTo: script.injectTo === 'head' ? 'head' : 'body',
        })),
    },
  };
}
