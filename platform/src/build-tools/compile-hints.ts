import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136+; other engines read a comment): on a file's first line, it
 * asks V8 to compile every function in the file when it compiles the file, off the main thread where
 * it can, instead of each function on its first call. Our chunks are the code a page runs: hydration
 * calls most of a page's functions, and a section's code, run ahead on a desktop in idle time, would
 * otherwise compile on the click that shows it.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Puts the compile hint on the first line of every JavaScript chunk of a browser build. */
export function compileHints(): Plugin {
  let browserBuild = true;
  return {
    name: 'tla-compile-hints',
    apply: 'build',
    configResolved(config) {
      browserBuild = !config.build.ssr;
    },
    generateBundle: {
      // After every other plugin's changes to the code (the federation plugin writes its entry late).
      order: 'post',
      handler(_options, bundle) {
        if (!browserBuild) return;
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk' && !file.code.startsWith(COMPILE_HINT)) {
            file.code = `${COMPILE_HINT}\n${file.code}`;
          }
        }
      },
    },
  };
}
