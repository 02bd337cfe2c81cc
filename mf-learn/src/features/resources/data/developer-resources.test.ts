// @vitest-environment node
import { expect, test } from 'vitest';
import { developerResources, exploreMoreLink } from './developer-resources';
import { developerResourceSchema } from './schemas';

test('every developer resource parses with the schema', () => {
  for (const resource of developerResources) {
    expect(developerResourceSchema.parse(resource)).toEqual(resource);
  }
});

test('there are eight cards with unique ids, titles and links', () => {
  expect(developerResources).toHaveLength(8);
  expect(new Set(developerResources.map((resource) => resource.id)).size).toBe(8);
  expect(new Set(developerResources.map((resource) => resource.title)).size).toBe(8);
  expect(new Set(developerResources.map((resource) => resource.link)).size).toBe(8);
});

test('the cards cover the topics of the home page, in order', () => {
  expect(developerResources.map((resource) => resource.id)).toEqual([
    'solana-docs',
    'spl-token-program',
    'developer-tools',
    'security-best-practices',
    'token-extensions',
    'wallet-adapter',
    'solana-cookbook',
    'developer-community',
  ]);
});

test('links go to official Solana, Anza or Solana Stack Exchange pages over https', () => {
  const officialHosts = new Set([
    'solana.com',
    'www.solana-program.com',
    'github.com',
    'solana.stackexchange.com',
  ]);
  for (const { link } of developerResources) {
    const url = new URL(link);
    expect(url.protocol).toBe('https:');
    expect(officialHosts.has(url.hostname), link).toBe(true);
    if (url.hostname === 'github.com') expect(url.pathname).toMatch(/^\/anza-xyz\//);
  }
});

test('the explore-more link goes to the resources page', () => {
  expect(exploreMoreLink).toBe('/resources');
});
