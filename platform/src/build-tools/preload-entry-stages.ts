import type { IndexHtmlTransformContext, Plugin } from 'vite';

type Chunk = { fileName: string; imports: readonly string[]; dynamicImports: readonly string[] };

/**
 * The files an entry loads in stages (its dynamic imports) with what each imports statically, in the
 * order first needed: everything the entry will run at start, beyond what it imports itself.
 */
export function stagedFiles(entry: Chunk, chunks: ReadonlyMap<string, Chunk>): string[] {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    // A stage may import from the entry (a helper the bundler put there): the page loads it anyway.
    if (files.has(fileName) || fileName === entry.fileName) return;
    files.add(fileName);
    const chunk = chunks.get(fileName);
    if (!chunk) throw new Error(`preload-entry-stages: the bundle has no chunk ${fileName}`);
    chunk.imports.forEach(visit);
  };
  entry.dynamicImports.forEach(visit);
  return [...files];
}

/**
 * An entry that imports its start-up code in stages (a task each, so no one task evaluates it all)
 * would otherwise fetch each stage only when the one before has run: one round trip per stage. This
 * adds a modulepreload for every staged file to the page the entry starts, so all are fetched and
 * compiled at once and only their evaluation waits. Every dynamic import of the entry is a stage:
 * what loads later (a route's page, a dialog) must be imported from elsewhere.
 */
export function preloadEntryStages(): Plugin {
  let base = '/';
  return {
    name: 'tla-preload-entry-stages',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }: IndexHtmlTransformContext) {
        if (!bundle || !chunk) return [];
        const chunks = new Map<string, Chunk>();
        for (const output of Object.values(bundle))
          if (output.type === 'chunk') chunks.set(output.fileName, output);
        return stagedFiles(chunk, chunks).map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${fileName}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
