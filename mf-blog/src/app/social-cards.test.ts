// @vitest-environment node
import { expect, test } from 'vitest';
import { siteConfig } from '@tla/federated/site-config';
import { sitePathPrefixes, publishedSection } from '@tla/platform/contracts/section';
import { builtInPostMeta } from '../features/posts/data/built-in-post-meta';
import { blogSocialCards } from './social-cards';
import { section } from './section';

test('a card for the blog page and for each built-in post, from the posts’ own data', () => {
  const cards = blogSocialCards();
  expect(cards.map((card) => card.file)).toEqual([
    'site/blog/og/index.png',
    ...builtInPostMeta.map((post) => `site/blog/og/${post.slug}.png`),
  ]);
  expect(cards[0]?.card).toEqual({ title: 'Blog', section: siteConfig.name });
  expect(
    cards.find((card) => card.file.endsWith('/adding-liquidity-to-your-solana-token.png'))?.card,
  ).toEqual({
    title: 'Adding Liquidity to Your Solana Token: Raydium Pools Explained',
    section: 'Blog · Liquidity',
    readTime: '8 min read',
  });
});

test('every card is a site file compose accepts from the blog', () => {
  const { remote, routes } = publishedSection(section);
  const prefixes = sitePathPrefixes(
    routes.map((route) => ({ remote, ...route })),
    remote,
  );
  for (const { file } of blogSocialCards()) {
    expect(
      prefixes.some((prefix) => file.startsWith(`site${prefix}`)),
      file,
    ).toBe(true);
  }
});
