/**
 * The CSS a composed page's first screen needs, inlined into its HTML (Beasties, the maintained
 * successor of Google's Critters): the rules whose selectors match the page's elements go into one
 * `<style>` in the head; the full stylesheets move to the end of the body, so the first paint waits
 * for no stylesheet request, yet every rule is there before the scripts have run. No inline event
 * handler is added (the Content-Security-Policy allows none).
 *
 * The one point where we rely on Beasties beyond its options: `getCssAsset`, which its documentation
 * offers for overriding, reads a stylesheet by its URL; ours reads the deployed build's file (the
 * shell's, or a remote's on another origin). critical-css.test.ts fails if that stops being called.
 */
import { readFileSync } from 'node:fs';
import Beasties from 'beasties';

/** The file on disk behind a stylesheet's URL in a composed page, if it is one of the site's. */
export type StylesheetFile = (href: string) => string | undefined;

class DeployedStylesheets extends Beasties {
  readonly #fileFor: StylesheetFile;

  constructor(fileFor: StylesheetFile) {
    super({
      preload: 'body',
      // The stylesheets are shared by every page: never cut the inlined rules out of them.
      pruneSource: false,
      mergeStylesheets: true,
      compress: true,
      keyframes: 'critical',
      // The theme's colours hang on <html class="dark|light">, which the pre-paint script sets.
      allowRules: [/\.(dark|light)\b/],
      logLevel: 'warn',
    });
    this.#fileFor = fileFor;
  }

  override getCssAsset(href: string): string | undefined {
    const file = this.#fileFor(href);
    if (file === undefined)
      throw new Error(`critical CSS: no deployed file for the stylesheet ${href}`);
    return readFileSync(file, 'utf8');
  }
}

/** Makes the function that inlines a page's critical CSS; one instance caches the stylesheets it read. */
export function criticalCss(fileFor: StylesheetFile): (html: string) => Promise<string> {
  const beasties = new DeployedStylesheets(fileFor);
  // Beasties marks <html> as the part of the page it looked at; the page has no use for the mark.
  return async (html) =>
    (await beasties.process(html)).replace(/(<html\b[^>]*?)\s+data-beasties-container(="")?/, '$1');
}
