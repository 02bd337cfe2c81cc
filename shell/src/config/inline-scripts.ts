import type { InlineScript } from '@tla/platform/build-tools/inline-scripts';

const moduleFile = (path: string): string =>
  decodeURIComponent(new URL(path, import.meta.url).pathname);

/**
 * What every page of the shell runs inline (the build bundles each into index.html): before the
 * first paint, the stored theme; at the end of the page, its code, as compose lists it.
 */
export const shellInlineScripts: readonly InlineScript[] = [
  {
    module: moduleFile('../app/before-paint/apply-stored-theme.ts'),
    run: 'applyStoredTheme',
    injectTo: 'head',
  },
  {
    module: moduleFile('../app/before-paint/start-page-code.ts'),
    run: 'startPageCode',
    injectTo: 'body',
  },
];
