// @vitest-environment node
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { siteConfig } from '@tla/federated/site-config';
import { OG_IMAGE_SIZE } from '@tla/shared-ui/components/page-meta';
import { homeMeta } from '../features/home/data/meta';
import { shellCardPath } from './social-card-paths';
import { shellSocialCards } from './social-cards';

test('a card for each of the shell’s pages, at the root of its build, titled as the page', () => {
  const cards = shellSocialCards();
  expect(cards.map((card) => card.file)).toEqual([
    'og/home.png',
    'og/about.png',
    'og/affiliate.png',
    'og/contact.png',
    'og/guide/deploy-token.png',
    'og/privacy-policy.png',
    'og/terms-of-service.png',
  ]);
  expect(cards[0]?.card).toEqual({ title: homeMeta.title, section: siteConfig.name });
  expect(shellCardPath('/')).toBe('/og/home.png');
});

/** Width and height from a baseline or progressive JPEG's frame header. */
function jpegSize(jpeg: Buffer): { width: number; height: number } {
  for (let offset = 2; offset < jpeg.length; offset += 2 + jpeg.readUInt16BE(offset + 2)) {
    const marker = jpeg[offset + 1] ?? 0;
    if (marker >= 0xc0 && marker <= 0xc2) {
      return { height: jpeg.readUInt16BE(offset + 5), width: jpeg.readUInt16BE(offset + 7) };
    }
  }
  throw new Error('no frame header');
}

test('the default image, for pages without a card, is the size every page declares', () => {
  const jpeg = readFileSync(new URL('../../public/images/og-default.jpg', import.meta.url));
  expect(jpegSize(jpeg)).toEqual(OG_IMAGE_SIZE);
});
