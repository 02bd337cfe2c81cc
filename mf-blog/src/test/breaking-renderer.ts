import type * as compileMarkdownModule from '@tla/shared-ui/markdown/compile-markdown';

/** Text that makes the markdown renderer throw, as a renderer bug or a refusing browser would. */
export const BREAKS_THE_RENDERER = 'this line breaks the renderer';

/**
 * The markdown module with a renderer that throws on BREAKS_THE_RENDERER and compiles anything else,
 * for `vi.mock('@tla/shared-ui/markdown/compile-markdown', …)`.
 */
export function breakingRenderer(actual: typeof compileMarkdownModule): typeof compileMarkdownModule {
  return {
    ...actual,
    compileMarkdown: (...args) => {
      if (args[0].includes(BREAKS_THE_RENDERER)) throw new Error('The renderer broke');
      return actual.compileMarkdown(...args);
    },
  };
}
