/**
 * An SVG as the `data:` URL Vite inlines for a small one, so a post's picture published as data is
 * the same short text a bundled import of it was: percent-encoded only where a URL needs it, quotes
 * made single; base64 when it holds text or nested quotes that such rewriting would break.
 */
const NESTED_QUOTES = /"[^"']*'[^"]*"|'[^'"]*"[^']*'/;

export function svgDataUrl(svg: string): string {
  if (svg.includes('<text') || svg.includes('<foreignObject') || NESTED_QUOTES.test(svg))
    return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  return `data:image/svg+xml,${svg
    .trim()
    .replaceAll(/>\s+</g, '><')
    .replaceAll('"', "'")
    .replaceAll('%', '%25')
    .replaceAll('#', '%23')
    .replaceAll('<', '%3c')
    .replaceAll('>', '%3e')
    .replaceAll(/\s+/g, '%20')}`;
}
