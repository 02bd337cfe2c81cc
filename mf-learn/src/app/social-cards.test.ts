// @vitest-environment node
import { expect, test } from 'vitest';
import { siteConfig } from '@tla/federated/site-config';
import { publishedSection, sitePathPrefixes } from '@tla/platform/contracts/section';
import { tutorials } from '../features/tutorials/data/tutorials';
import { section } from './section';
import { learnSocialCards } from './social-cards';

test('a card for the tutorials list, each written tutorial, resources and the glossary', () => {
  const cards = learnSocialCards();
  expect(cards.map((card) => card.file)).toEqual([
    'site/tutorials/og/index.png',
    ...tutorials
      .filter((tutorial) => tutorial.status === 'full')
      .map((tutorial) => `site/tutorials/og/${tutorial.slug}.png`),
    'site/resources/og/index.png',
    'site/glossary/og/index.png',
  ]);
  expect(cards.find((card) => card.file.endsWith('/create-spl-token.png'))?.card).toEqual({
    title: 'How to Create an SPL Token',
    section: 'Tutorials · Token Creation',
    readTime: '20 min read',
  });
  expect(cards.at(-1)?.card).toEqual({ title: 'Glossary', section: siteConfig.name });
});

test('every card is a site file compose accepts from this remote', () => {
  const { remote, routes } = publishedSection(section);
  const prefixes = sitePathPrefixes(
    routes.map((route) => ({ remote, ...route })),
    remote,
  );
  for (const { file } of learnSocialCards()) {
    expect(
      prefixes.some((prefix) => file.startsWith(`site${prefix}`)),
      file,
    ).toBe(true);
  }
});
