import { render } from '@testing-library/react';
import { expect, test } from 'vitest';
import { siteConfig } from '@tla/federated/site-config';
import { DEFAULT_OG_IMAGE_ALT, PageMeta } from './page-meta';

const head = (selector: string) =>
  [...document.head.querySelectorAll(selector)].map((meta) => meta.getAttribute('content'));

test('a page with its own image: absolute URL, its size, and the page title as its text', () => {
  render(
    <PageMeta
      title="Token Metadata Standards"
      ogImage="/tutorials/og/token-metadata-standards.png"
    />,
  );
  const url = `${siteConfig.origin}/tutorials/og/token-metadata-standards.png`;
  expect(head('meta[property="og:image"]')).toEqual([url]);
  expect(head('meta[name="twitter:image"]')).toEqual([url]);
  expect(head('meta[property="og:image:width"]')).toEqual(['1200']);
  expect(head('meta[property="og:image:height"]')).toEqual(['630']);
  const alt = `Token Metadata Standards | ${siteConfig.name}`;
  expect(head('meta[property="og:image:alt"]')).toEqual([alt]);
  expect(head('meta[name="twitter:image:alt"]')).toEqual([alt]);
});

test('without one, the default image with its own size and description', () => {
  render(<PageMeta title="Write a Post" />);
  expect(head('meta[property="og:image"]')).toEqual([`${siteConfig.origin}/images/og-default.jpg`]);
  expect(head('meta[property="og:image:width"]')).toEqual(['1200']);
  expect(head('meta[property="og:image:height"]')).toEqual(['630']);
  expect(head('meta[property="og:image:alt"]')).toEqual([DEFAULT_OG_IMAGE_ALT]);
  expect(head('meta[name="twitter:image:alt"]')).toEqual([DEFAULT_OG_IMAGE_ALT]);
});

test('an absolute image URL is kept, and a given description wins', () => {
  render(<PageMeta ogImage="https://cdn.example/card.png" ogImageAlt="A card" />);
  expect(head('meta[property="og:image"]')).toEqual(['https://cdn.example/card.png']);
  expect(head('meta[property="og:image:alt"]')).toEqual(['A card']);
});
