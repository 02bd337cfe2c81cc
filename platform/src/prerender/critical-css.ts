/**
 * The CSS a composed page's first screen needs, inlined into its HTML (Beasties, the maintained
 * successor of Google's Critters): the rules whose selectors match the page's elements go into one
 * `<style>` in the head; the full stylesheets move to the end of the body, so the first paint waits
 * for no stylesheet request, yet every rule is there before the scripts have run. They apply together
 * (fullStylesheetsTogether). No inline event handler is added (the Content-Security-Policy allows
 * none).
 *
 * Where we rely on Beasties beyond its options, both here and each with a test in
 * critical-css.test.ts that fails if it stops being called:
 * - `getCssAsset`, which its documentation offers for overriding, reads a stylesheet by its URL; ours
 *   reads the deployed build's file (the shell's, or a remote's on another origin).
 * - `normalizeCssSelector` (internal, 0.5), which turns a rule's selector into one it can match against
 *   the page. Beasties strips every pseudo-class with one greedy pattern, so a selector with two
 *   pseudo-classes that take arguments loses everything from the first `(` to the last `)`: Tailwind's
 *   `space-*` utilities (`:where(.space-y-4>:not(:last-child))`) and every such rule of a remote's
 *   stylesheet, which its build scopes with `:where([data-remote=…])`, were left out, and the page
 *   shifted when the full stylesheet arrived. Ours strips only the pseudo-classes and pseudo-elements
 *   a static page cannot match (`:hover`, `::before`, …) and keeps the structural ones, which the
 *   selector engine evaluates. And Beasties reads the page without decoding its character references,
 *   so a class written `[&amp;_th]:px-3` (Tailwind's arbitrary variants, escaped by React) never
 *   matched `.\[\&_th\]\:px-3`: ours writes such characters in selectors as the page does.
 */
import { readFileSync } from 'node:fs';
import Beasties from 'beasties';
import { FULL_STYLESHEET_ATTRIBUTE } from '../contracts/page-protocol';

/** Pseudo-classes the selector engine (css-select) evaluates on a static page; others are stripped. */
const structuralPseudoClasses = new Set([
  'not',
  'is',
  'where',
  'matches',
  'has',
  'first-child',
  'last-child',
  'only-child',
  'first-of-type',
  'last-of-type',
  'only-of-type',
  'nth-child',
  'nth-last-child',
  'nth-of-type',
  'nth-last-of-type',
  'empty',
  'root',
  'checked',
  'disabled',
  'enabled',
  'required',
  'optional',
  'selected',
  'link',
  'any-link',
]);

/** The index just past the `)` that closes the `(` at `open`, skipping escapes; the end if none. */
function pastClosingParen(selector: string, open: number): number {
  let depth = 0;
  for (let index = open; index < selector.length; index += 1) {
    const char = selector[index];
    if (char === '\\') index += 1;
    else if (char === '(') depth += 1;
    else if (char === ')' && (depth -= 1) === 0) return index + 1;
  }
  return selector.length;
}

/** How React writes these characters in an attribute value (and Beasties leaves them). */
const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};

/**
 * A selector whose escaped characters (inside class names: `.\[\&_th\]\:px-3`) are written as the
 * page's HTML writes them (`.\[\&amp\;_th\]\:px-3`), for a document parsed without decoding them.
 */
export function asWrittenInHtml(selector: string): string {
  return selector.replace(/\\([&<>"'])/g, (_, char: string) =>
    (htmlEscapes[char] ?? char).replace(/[^\w-]/g, (special) => `\\${special}`),
  );
}

/**
 * A rule's selector as one that matches the elements the rule styles when they exist on the page:
 * pseudo-elements and state pseudo-classes (`:hover`, `::before`, `:focus-visible`, …) removed with
 * their arguments, structural ones (`:where()`, `:not()`, `:first-child`, …) kept, and a combinator
 * left dangling given `*` to point at.
 */
export function matchableSelector(selector: string): string {
  let result = '';
  let index = 0;
  while (index < selector.length) {
    const char = selector[index] ?? '';
    if (char === '\\') {
      result += selector.slice(index, index + 2);
      index += 2;
      continue;
    }
    const pseudo = /^::?([a-z-]+)(\()?/i.exec(selector.slice(index));
    if (!pseudo) {
      result += char;
      index += 1;
      continue;
    }
    const [whole, name = '', paren] = pseudo;
    const isElement = whole.startsWith('::');
    if (!isElement && structuralPseudoClasses.has(name.toLowerCase())) {
      result += whole;
      index += whole.length;
      continue;
    }
    index = paren ? pastClosingParen(selector, index + whole.length - 1) : index + whole.length;
  }
  return result
    .replace(/:(?:not|is|where|matches|has)\(\s*\)/g, '') // emptied by what was stripped
    .replace(/([>+~])\s*(?=[>+~),]|$)/g, '$1 *')
    .replace(/(^|[(,])\s*([>+~])/g, '$1* $2')
    .trim();
}

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

  normalizeCssSelector(selector: string): string {
    return asWrittenInHtml(matchableSelector(selector));
  }

  override getCssAsset(href: string): string | undefined {
    const file = this.#fileFor(href);
    if (file === undefined)
      throw new Error(`critical CSS: no deployed file for the stylesheet ${href}`);
    return readFileSync(file, 'utf8');
  }
}

/**
 * The stylesheets at the end of a page's body, held back (media="print") and marked for the start
 * script in the shell's index.html, which switches them on together once all have arrived. Each that
 * applied on arrival restyled the whole page, a long task on a slow phone: the home page, with the
 * shell's and two remotes' stylesheets, paid it three times where once does. A reader without
 * scripts gets them from a `<noscript>`.
 */
export function fullStylesheetsTogether(html: string): string {
  const bodyStart = html.search(/<body\b/);
  const bodyEnd = html.lastIndexOf('</body>');
  if (bodyStart < 0 || bodyEnd < bodyStart) return html;
  const plain: string[] = [];
  const body = html
    .slice(bodyStart, bodyEnd)
    .replace(/<link rel="stylesheet"(?![^>]*\smedia=)([^>]*)>/g, (tag, rest: string) => {
      plain.push(tag);
      return `<link rel="stylesheet" media="print" fetchpriority="high" ${FULL_STYLESHEET_ATTRIBUTE}${rest}>`;
    });
  const fallback = plain.length > 0 ? `<noscript>${plain.join('')}</noscript>` : '';
  return html.slice(0, bodyStart) + body + fallback + html.slice(bodyEnd);
}

/** Makes the function that inlines a page's critical CSS; one instance caches the stylesheets it read. */
export function criticalCss(fileFor: StylesheetFile): (html: string) => Promise<string> {
  const beasties = new DeployedStylesheets(fileFor);
  // Beasties marks <html> as the part of the page it looked at; the page has no use for the mark.
  return async (html) =>
    fullStylesheetsTogether(
      (await beasties.process(html)).replace(
        /(<html\b[^>]*?)\s+data-beasties-container(="")?/,
        '$1',
      ),
    );
}
