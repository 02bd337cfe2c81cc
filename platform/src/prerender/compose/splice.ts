/**
 * Compose builds a page by finding markers in HTML and putting content there. A marker that is missing
 * or appears twice means the page would silently lack its content (or get it in the wrong place), so
 * both fail, naming the page and the marker. Content goes in by slicing, never through
 * String.prototype.replace, whose `$&`, `$'` and `` $` `` in the content would be expanded.
 */

/** The one index of `anchor` in `html`; `page` names the page in the error. */
export function anchorIndex(html: string, anchor: string, page: string): number {
  const at = html.indexOf(anchor);
  if (at === -1) throw new Error(`${page}: ${anchor} is missing, so compose cannot fill it`);
  if (html.indexOf(anchor, at + anchor.length) !== -1) {
    throw new Error(
      `${page}: ${anchor} appears more than once, so compose cannot tell where to fill`,
    );
  }
  return at;
}

/** `html` with its one `anchor` replaced by `content`. */
export function replaceAnchor(html: string, anchor: string, content: string, page: string): string {
  const at = anchorIndex(html, anchor, page);
  return html.slice(0, at) + content + html.slice(at + anchor.length);
}

/** `html` with `content` put just before its one `anchor`. */
export const insertBefore = (html: string, anchor: string, content: string, page: string): string =>
  replaceAnchor(html, anchor, content + anchor, page);
