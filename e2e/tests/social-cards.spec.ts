import type { SiteClient } from '../site-client';
import { expect, test } from '../fixtures';
import { appTag, everyAppTag } from '../app-tags';

/**
 * Each page's social card as a link preview gets it: the served HTML names an absolute og:image with
 * its size and text, and that URL answers a 1200×630 PNG. (A reader's own post renders in their
 * browser only, so no preview ever sees it: its default image is covered by the post page's unit test.)
 */

/** A `<meta property=…>` (or `name=…`) of the served HTML, as React writes it. */
function metaContent(html: string, key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`));
  return tag?.[1]?.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'");
}

/** The size a PNG declares in its first chunk, IHDR. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/**
 * Checks a page's card and returns its URL. The builds here name the site by its configured origin
 * (a placeholder domain unless VITE_SITE_ORIGIN is set), which is not served on this machine: the
 * card is fetched at the same path from the deployment under test.
 */
async function expectCard(site: SiteClient, path: string): Promise<URL> {
  const html = (await site.get(path)).text();
  const image = metaContent(html, 'og:image');
  expect(image, `${path}: og:image`).toMatch(/^https?:\/\//);
  const url = new URL(image ?? '');
  expect(url.origin, `${path}: on the site's own origin`).toBe(
    new URL(metaContent(html, 'og:url') ?? '').origin,
  );
  expect(metaContent(html, 'twitter:image'), path).toBe(image);
  expect(metaContent(html, 'og:image:width'), path).toBe('1200');
  expect(metaContent(html, 'og:image:height'), path).toBe('630');
  expect(metaContent(html, 'og:image:alt'), path).toBe(metaContent(html, 'og:title'));

  // A PNG is compressed already: it is sent as it is, whatever the client accepts.
  const card = await site.get(url.pathname, { 'accept-encoding': 'br, gzip' });
  expect(card.status, `${url.pathname} for ${path}`).toBe(200);
  expect(card.header('content-type')).toBe('image/png');
  expect(card.header('content-encoding')).toBeUndefined();
  expect(pngSize(card.raw), url.pathname).toEqual({ width: 1200, height: 630 });
  return url;
}

test("every built-in post's og:image is its own 1200×630 PNG", { tag: appTag('blog') }, async ({ site }) => {
  // The built-in posts, as the site lists them in its JSON Feed.
  const feed = (await site.get('/blog/feed.json')).json();
  const items: unknown = Reflect.get(Object(feed), 'items');
  const posts = (Array.isArray(items) ? items : []).map(
    (item: unknown) => new URL(String(Reflect.get(Object(item), 'url'))).pathname,
  );
  expect(posts).toHaveLength(7);
  const cards = new Set<string>();
  for (const path of posts) {
    const card = await expectCard(site, path);
    expect(card.pathname).toBe(`/blog/og/${path.replace('/blog/', '')}.png`);
    cards.add(card.pathname);
  }
  expect(cards.size).toBe(posts.length);
});

test('a tutorial, the section pages and the home page have their own cards too', { tag: everyAppTag }, async ({
  site,
}) => {
  const cards = [
    '/tutorials/create-spl-token',
    '/',
    '/blog',
    '/tutorials',
    '/glossary',
    '/token-simulator',
    '/about',
  ];
  const urls = [];
  for (const path of cards) urls.push((await expectCard(site, path)).pathname);
  expect(urls).toEqual([
    '/tutorials/og/create-spl-token.png',
    '/og/home.png',
    '/blog/og/index.png',
    '/tutorials/og/index.png',
    '/glossary/og/index.png',
    '/token-simulator/og/index.png',
    '/og/about.png',
  ]);
});
