/**
 * A composed page's HTML, from the shell's client page (`_spa.html`) and what the shell rendered for
 * the path. Text in, text out: the files are read and written by the other steps.
 */
import {
  decodeAttribute,
  escapeAttribute,
  pageCodeBlock,
  prerenderedRoot,
  ROOT_ANCHOR,
} from '../../contracts/page-protocol';
import { anchorIndex, insertBefore, replaceAnchor } from './splice';

export const HEAD_END = '</head>';

/** The client page, cut where a composed page puts its stylesheets (see stylesheetsFirst). */
export type ClientPage = { beforeScripts: string; stylesheets: string; rest: string };

/**
 * The client page split so that every stylesheet comes before the first script file: Vite writes the
 * entry script and its module preloads first, and the browser then queues the stylesheet (which first
 * paint waits for) behind JavaScript. A composed page puts the remotes' stylesheets there too. `source`
 * names the page in errors.
 */
export function stylesheetsFirst(spa: string, source: string): ClientPage {
  const headEnd = anchorIndex(spa, HEAD_END, source);
  const stylesheet = /<link rel="stylesheet"[^>]*>\s*/g;
  const head = spa.slice(0, headEnd);
  // The pre-paint theme script (inline) stays first: a stylesheet still loading would hold it back.
  const firstScript = head.search(/<script\b[^>]*\bsrc=/);
  if (firstScript === -1) return { beforeScripts: spa, stylesheets: '', rest: '' };
  const stylesheets = (head.match(stylesheet) ?? []).map((tag) => tag.trim()).join('');
  return {
    beforeScripts: head.slice(0, firstScript),
    stylesheets,
    rest: head.slice(firstScript).replace(stylesheet, '') + spa.slice(headEnd),
  };
}

/** What the shell rendered for one path, and the remotes' stylesheets its islands need. */
export type PageParts = {
  path: string;
  /** The page's head elements (title, meta, the section table, the islands' heads, feed links). */
  head: string;
  body: string;
  /** Absolute URLs, after the shell's own. */
  stylesheets: readonly string[];
};

/** The page for `path`: the client page with its head and its root filled. */
export function pageHtml(
  template: ClientPage,
  { path, head, body, stylesheets }: PageParts,
): string {
  const page = `page ${path}`;
  const links = stylesheets
    .map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`)
    .join('');
  const html = template.beforeScripts.concat(template.stylesheets, links, template.rest);
  return replaceAnchor(
    insertBefore(html, HEAD_END, head, page),
    ROOT_ANCHOR,
    prerenderedRoot(path, body),
    page,
  );
}

/**
 * The client page as served (CLIENT_PAGE_FILE): stylesheets first, its code listed for the start
 * script, which starts it at once (an empty root has nothing to paint first).
 */
export function clientPageHtml(template: ClientPage, source: string): string {
  return codeAfterFirstPaint(
    template.beforeScripts.concat(template.stylesheets, template.rest),
    source,
  );
}

/**
 * A composed page's module scripts and preloads, taken out of its head and listed for the start
 * script instead, with `morePreloads` (the remotes' code the page's islands run) after them: the page
 * holds its text and the CSS of its first screen, so first paint needs none of them, and a phone's
 * few connections bring the page's own bytes first (lab tools, which count every request that
 * started before the largest paint, then count none of them). `page` names the page in errors.
 */
export function codeAfterFirstPaint(
  html: string,
  page: string,
  morePreloads: readonly string[] = [],
): string {
  const headEnd = anchorIndex(html, HEAD_END, page);
  const scripts: string[] = [];
  const preloads: string[] = [];
  const head = html
    .slice(0, headEnd)
    .replace(/<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g, (_, src: string) => {
      scripts.push(decodeAttribute(src));
      return '';
    })
    .replace(/<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g, (_, href: string) => {
      preloads.push(decodeAttribute(href));
      return '';
    });
  if (scripts.length === 0) return html;
  const preloaded = [...new Set([...preloads, ...morePreloads])].filter(
    (url) => !scripts.includes(url),
  );
  return `${head}${pageCodeBlock({ scripts, preloads: preloaded })}${html.slice(headEnd)}`;
}
