/**
 * The one place that relies on where React's server renderers write hoistable tags. Rendering a tree
 * that is not a whole document, React 19 (`react-dom/static` prerender and `react-dom/server`
 * renderToString alike) writes the <title>, <meta> and <link> elements the tree renders, wherever they
 * are in it, before the tree's own markup: they belong in the document's <head>. React has no API that
 * returns them apart, so they are split off by position. split-head.test.tsx renders such trees with
 * both renderers and fails if React starts writing them anywhere else.
 */
const leadingHoistables = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>)+/;

export function splitHead(markup: string): { head: string; body: string } {
  const head = leadingHoistables.exec(markup)?.[0] ?? '';
  return { head, body: markup.slice(head.length) };
}
