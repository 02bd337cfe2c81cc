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

/** What a feed shows in place of a page's widget (a demo, a partner card): a link to where it lives. */
export type FeedWidget = { text: string; url: string };

const widgetMarker = /^\{\{widget:([a-z0-9-]+)\}\}$/;

/**
 * A widget marker line (`{{widget:partner-card}}`) is a paragraph of its own in the markdown; a feed
 * reader cannot run the widget, so the paragraph becomes the link the caller gives for it. A marker
 * in code stays as written (it is not a paragraph), and a widget the caller did not name fails the
 * build rather than reaching readers as raw text.
 */
function remarkFeedWidgets(options: { widgets: Readonly<Record<string, FeedWidget>> }) {
  return (tree: MdastRoot) => {
    visit(tree, 'paragraph', (node) => {
      const only = node.children.length === 1 ? node.children[0] : undefined;
      const match = only?.type === 'text' ? widgetMarker.exec(only.value.trim()) : null;
      if (!match?.[1]) return;
      const widget = options.widgets[match[1]];
      if (!widget) throw new Error(`No feed text for the widget "${match[1]}"`);
      node.children = [
        { type: 'link', url: widget.url, children: [{ type: 'text', value: widget.text }] },
      ];
    });
  };
}

/**
 * A feed is read away from the site, so every link and image must be absolute: each URL is resolved
 * against the article's own address, as a browser on its page would (`/tutorials/x` against the
 * origin, `#fn-1` against the article). A URL that does not parse or has an unsafe scheme is removed.
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
 * An article's markdown (a post, a tutorial) as the HTML of its feed entry, in Node and without
 * React: GitHub-flavoured markdown (tables, footnotes, task lists), links and images absolute
 * against `pageUrl` (the article's absolute address), widgets as the links `widgets` gives. Raw HTML in the markdown is dropped, never passed through (remark-rehype without
 * `allowDangerousHtml`), so an article cannot put a script or an event handler into a feed.
 */
export function feedHtml(
  markdown: string,
  pageUrl: string,
  widgets: Readonly<Record<string, FeedWidget>> = {},
): string {
  const file = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkCalloutLabels)
    .use(remarkFeedWidgets, { widgets })
    .use(remarkRehype)
    .use(rehypeAbsoluteUrls, { base: pageUrl })
    .use(rehypeStringify)
    .processSync(markdown);
  return String(file);
}
