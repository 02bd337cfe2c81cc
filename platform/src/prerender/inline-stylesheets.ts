/**
 * A composed page's stylesheets, inlined whole into its HTML: one `<style>` where the first was
 * linked, their rules in the order they were linked. The first paint waits for no request, and no
 * stylesheet arrives after it: any that did would restyle every element whose classes it names, which
 * on a page of hundreds of elements is the longest task a slow phone runs at load (the simulator's
 * 729 elements: 80-100 ms of style and 30-45 ms of layout at 4× CPU slowdown), and a page
 * styled by the rules it uses needs the rest for what it shows later (a menu, a dialog, another page).
 *
 * Their utilities are written once each (merge-utilities.ts): each section's sheet repeats, in its own
 * scope, most of what the shell's has.
 *
 * The links stay, `disabled` (never fetched): the code that loads a section's stylesheet when its
 * module runs (Vite's preload helper, the federation runtime) looks for a `<link rel="stylesheet">`
 * with the same address and adds none when there is one.
 *
 * A stylesheet is another team's build, so it is checked before it reaches the page: one whose text
 * would end the `<style>` element stops the compose, naming it, and its relative addresses (`url()`,
 * `@import`) are made to point where they pointed from the stylesheet's own address.
 */
import { readFileSync } from 'node:fs';
import { decodeAttribute } from '../contracts/page-protocol';
import { mergeUtilities } from './merge-utilities';

/** The file on disk behind a stylesheet's URL in a composed page, if it is one of the site's. */
export type StylesheetFile = (href: string) => string | undefined;

/** A linked stylesheet with no media of its own (one with a media applies on its own terms). */
const plainStylesheetLink =
  /<link rel="stylesheet"(?![^>]*\s(?:media|disabled)\b)([^>]*?)\shref="([^"]*)"([^>]*)>/g;

/** Where a stylesheet at `href` (site-relative or absolute) points with a relative address. */
function resolvedFrom(href: string): (reference: string) => string {
  const placeholder = 'https://page.invalid';
  const base = new URL(href, `${placeholder}/`);
  return (reference) => {
    // Addresses that mean the same from anywhere: data, another scheme, an element of the page.
    if (/^(?:[a-z][a-z\d+.-]*:|#)/i.test(reference) || reference === '') return reference;
    const target = new URL(reference, base);
    return target.origin === placeholder
      ? target.pathname + target.search + target.hash
      : target.href;
  };
}

/** The stylesheet's text as the page's own: checked, with its relative addresses resolved. */
export function asInlineCss(css: string, href: string): string {
  if (/<\/style/i.test(css)) {
    throw new Error(
      `the stylesheet ${href} holds "</style", which would end the page's <style> element early`,
    );
  }
  const resolve = resolvedFrom(href);
  return css
    .replace(
      /url\(\s*(?:(["'])((?:\\.|(?!\1)[^\\])*)\1|([^)"'\s]*))\s*\)/g,
      (_whole, quote: string | undefined, quoted: string | undefined, bare: string | undefined) =>
        quote ? `url(${quote}${resolve(quoted ?? '')}${quote})` : `url(${resolve(bare ?? '')})`,
    )
    .replace(
      /@import\s+(["'])((?:\\.|(?!\1)[^\\])*)\1/g,
      (_whole, quote: string, reference: string) => `@import ${quote}${resolve(reference)}${quote}`,
    );
}

/**
 * Makes the function that inlines a composed page's stylesheets; one instance keeps each file it read,
 * as every page links the shell's.
 */
export function inlineStylesheets(fileFor: StylesheetFile): (html: string) => string {
  const read = new Map<string, string>();
  const cssOf = (href: string) => {
    let css = read.get(href);
    if (css === undefined) {
      const file = fileFor(href);
      if (file === undefined) throw new Error(`no deployed file for the stylesheet ${href}`);
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch (error) {
        throw new Error(`the stylesheet ${href} is not in its build (${file})`, { cause: error });
      }
      css = asInlineCss(text, href);
      read.set(href, css);
    }
    return css;
  };
  // Pages link a few sets of stylesheets (every post the same), so each set is merged once.
  const merged = new Map<string, string>();
  const mergedOf = (hrefs: readonly string[]) => {
    const key = hrefs.join('\n');
    let css = merged.get(key);
    if (css === undefined) {
      css = mergeUtilities(hrefs.map(cssOf));
      merged.set(key, css);
    }
    return css;
  };
  return (html) => {
    const headEnd = html.indexOf('</head>');
    if (headEnd < 0) return html;
    const head = html.slice(0, headEnd);
    const hrefs: string[] = [];
    let first = -1;
    const links = head.replace(
      plainStylesheetLink,
      (_tag, before: string, href: string, after: string, at: number) => {
        hrefs.push(decodeAttribute(href));
        if (first < 0) first = at;
        return `<link rel="stylesheet" disabled${before} href="${href}"${after}>`;
      },
    );
    if (first < 0) return html;
    return `${links.slice(0, first)}<style>${mergedOf(hrefs)}</style>${links.slice(first)}${html.slice(headEnd)}`;
  };
}
