/**
 * Markdown texts compiled at build: `import article from './post.md?article'` (or an
 * `import.meta.glob` with `query: '?article'`) gives the text as the app's compile function makes it,
 * as JSON the page renders without a markdown parser, with the days its file was first and last
 * committed (`dates`, see content-dates.ts). Build and test time only.
 */
import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { contentDates } from './content-dates';
import { CONTENT_PLUGIN_PREFIX } from './content-plugins';

/** An app's compile step: the file's markdown and the build's environment (its VITE_* variables). */
export type CompileArticle = (markdown: string, env: Record<string, string>) => unknown;

/**
 * The `?article` imports of markdown files under `dir` (one app's; another app's plugin compiles its
 * own). The module is `JSON.parse` of a string literal, which engines parse faster than the same
 * object written as code.
 */
export function markdownArticles(dir: string, compile: CompileArticle): Plugin {
  const root = resolve(dir) + sep;
  let env: Record<string, string> = {};
  return {
    name: `${CONTENT_PLUGIN_PREFIX}markdown-articles`,
    enforce: 'pre',
    configResolved(config) {
      env = Object.fromEntries(
        Object.entries(config.env).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      );
    },
    load: {
      // The bundler calls the hook only for these ids, not for every module of the build.
      filter: { id: /\.md\?article$/ },
      async handler(id) {
        const [file = '', query] = id.split('?');
        if (query !== 'article' || !file.endsWith('.md') || !file.startsWith(root)) return null;
        this.addWatchFile(file);
        const compiled = compile(await readFile(file, 'utf8'), env);
        const dated =
          typeof compiled === 'object' && compiled !== null && !Array.isArray(compiled)
            ? { ...compiled, dates: contentDates(file) }
            : compiled;
        return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(dated))});`, map: null };
      },
    },
  };
}
