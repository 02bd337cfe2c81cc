import type { Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

/**
 * The schemes the site's own renderer keeps (compile-markdown.ts's safeUrl): a link or image
 * with any other (javascript:, data:, vbscript:) loses its URL, as on the site.
 */
const safeProtocols = new Set(['http:', 'https:', 'irc:', 'ircs:', 'mailto:', 'xmpp:']);

/** The markers of GitHub-style alerts, which the site shows as labelled callouts. */
const calloutMarker = /^\[!(NOTE|TIP|WARNING)\]\s*/;
const calloutLabels: Record<string, string> = { NOTE: 'Note', TIP: 'Tip', WARNING: 'Warning' };

/**
 * A feed reader has no callout styles: `> [!WARNING]` becomes a quote opening with a bold "Warning:"
 * instead of the raw marker.
 */
function remarkCalloutLabels() {
  return (tree: MdastRoot) => {
    visit(tree, 'blockquote', (node) => {
      const paragraph = node.children[0];
      if (paragraph?.type !== 'paragraph') return;
      const lead = paragraph.children[0];
      if (lead?.type !== 'text') return;
      const match = calloutMarker.exec(lead.value);
      const label = calloutLabels[match?.[1] ?? ''];
      if (!match || !label) return;
      lead.value = lead.value.slice(match[0].length);
      paragraph.children.unshift(
        { type: 'strong', children: [{ type: 'text', value: `${label}:` }] },
        { type: 'text', value: ' ' },
      );
    });
  };
}

/**
 * A feed is read away from the site, so every link and image must be absolute: each URL is resolved
 * against the post's own address, as a browser on the post's page would (`/tutorials/x` against the
 * origin, `#fn-1` against the post). A URL that does not parse or has an unsafe scheme is removed.
 */
function rehypeAbsoluteUrls(options: { base: string }) {
  return (tree: HastRoot) => {
    visit(tree, 'element', (node) => {
      for (const property of ['href', 'src']) {
        const value = node.properties[property];
        if (value === undefined) continue;
        const url =
          typeof value === 'string' && URL.canParse(value, options.base)
            ? new URL(value, options.base)
            : null;
        if (url && safeProtocols.has(url.protocol)) node.properties[property] = url.href;
        else delete node.properties[property];
      }
    });
  };
}

/**
 * A post's markdown as the HTML of its feed entry, in Node and without React: GitHub-flavoured
 * markdown (tables, footnotes, task lists), links and images absolute against `postUrl` (the post's
 * absolute address). Raw HTML in the markdown is dropped, never passed through (remark-rehype without
 * `allowDangerousHtml`), so a post cannot put a script or an event handler into a feed.
 */
export function postHtml(markdown: string, postUrl: string): string {
  const file = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkCalloutLabels)
    .use(remarkRehype)
    .use(rehypeAbsoluteUrls, { base: postUrl })
    .use(rehypeStringify)
    .processSync(markdown);
  return String(file);
}
