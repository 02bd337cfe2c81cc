import * as lucide from 'lucide-react';
import { expect, test } from 'vitest';
import {
  comingSoonTutorialPageSchema,
  fullTutorialSlugSchema,
  levelClassByLevel,
  tokenVestingGuideSchema,
  tutorialCategorySchema,
  tutorialCategoryTabSchema,
  tutorialColorClassSchema,
  tutorialIconSchema,
  tutorialNavigationEntrySchema,
  tutorialSchema,
  tutorialSectionsSchema,
  tutorialSlugSchema,
  type Tutorial,
} from './schemas';
import {
  filterTutorials,
  fullTutorialSections,
  homeTutorialCards,
  homeTutorialSlugs,
  tokenSwapInterfacePage,
  tokenVestingGuide,
  tutorialCategories,
  tutorialLink,
  tutorialNavigation,
  tutorials,
} from './tutorials';
import { tutorialPath } from '../../../config/learn-paths';

const slugs = tutorials.map((tutorial) => tutorial.slug);
const bySlug = (slug: string): Tutorial | undefined =>
  tutorials.find((tutorial) => tutorial.slug === slug);

test('every tutorial parses with the schema', () => {
  for (const tutorial of tutorials) {
    expect(tutorialSchema.parse(tutorial)).toEqual(tutorial);
  }
});

test('the schema rejects a level class of another level and a full page that does not exist', () => {
  const first = tutorials[0];
  expect(first).toBeDefined();
  expect(
    tutorialSchema.safeParse({ ...first, levelClass: levelClassByLevel.Advanced }).success,
  ).toBe(false);
  expect(
    tutorialSchema.safeParse({ ...bySlug('dao-token-governance'), status: 'full' }).success,
  ).toBe(false);
  expect(tutorialSchema.safeParse({ ...first, readTime: '20 minutes' }).success).toBe(false);
  expect(tutorialSchema.safeParse({ ...first, extra: true }).success).toBe(false);
});

test('there are 12 tutorials with ids 1..12, in the order of the list', () => {
  expect(tutorials).toHaveLength(12);
  expect(tutorials.map((tutorial) => tutorial.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  expect(slugs).toEqual(tutorialSlugSchema.options);
  expect(new Set(slugs).size).toBe(12);
  expect(new Set(tutorials.map((tutorial) => tutorial.title)).size).toBe(12);
});

test('the six written tutorials have the fixed titles, levels, read times and categories', () => {
  const fixed = tutorials
    .filter((tutorial) => tutorial.status === 'full')
    .map(({ slug, title, level, readTime, category }) => ({
      slug,
      title,
      level,
      readTime,
      category,
    }));
  expect(fixed).toEqual([
    {
      slug: 'create-spl-token',
      title: 'How to Create an SPL Token',
      level: 'Beginner',
      readTime: '20 min read',
      category: 'token-creation',
    },
    {
      slug: 'raydium-liquidity-pool',
      title: 'Creating a Raydium Liquidity Pool',
      level: 'Intermediate',
      readTime: '30 min read',
      category: 'liquidity',
    },
    {
      slug: 'spl-token-staking',
      title: 'Building an SPL Token Staking Program',
      level: 'Advanced',
      readTime: '45 min read',
      category: 'defi',
    },
    {
      slug: 'custom-tokenomics-models',
      title: 'Custom Tokenomics Models',
      level: 'Intermediate',
      readTime: '25 min read',
      category: 'tokenomics',
    },
    {
      slug: 'token-airdrop-program',
      title: 'Building a Token Airdrop Program',
      level: 'Intermediate',
      readTime: '30 min read',
      category: 'smart-contracts',
    },
    {
      slug: 'token-metadata-standards',
      title: 'Token Metadata Standards',
      level: 'Intermediate',
      readTime: '20 min read',
      category: 'token-creation',
    },
  ]);
  expect(fixed.map((tutorial) => tutorial.slug)).toEqual(fullTutorialSlugSchema.options);
});

test('the other six tutorials are coming soon', () => {
  expect(
    tutorials
      .filter((tutorial) => tutorial.status === 'coming-soon')
      .map((tutorial) => tutorial.slug),
  ).toEqual([
    'token-vesting-schedule',
    'dao-token-governance',
    'cross-chain-token-bridges',
    'tokenized-yield-farming',
    'token-swap-protocol',
    'deflationary-token-mechanisms',
  ]);
});

test('descriptions are one or two sentences', () => {
  for (const { description } of tutorials) {
    const sentences = description.split(/(?<=[.!?])\s+(?=[A-Z])/);
    expect(sentences.length).toBeGreaterThanOrEqual(1);
    expect(sentences.length).toBeLessThanOrEqual(2);
    expect(description).toMatch(/[.!?]$/);
  }
});

test('every category has at least one tutorial', () => {
  for (const category of tutorialCategorySchema.options) {
    expect(tutorials.some((tutorial) => tutorial.category === category)).toBe(true);
  }
});

test('icon keys are lucide-react exports', () => {
  for (const icon of tutorialIconSchema.options) {
    expect(Object.hasOwn(lucide, icon), icon).toBe(true);
  }
});

test('the category tabs are All Tutorials then one per category', () => {
  for (const tab of tutorialCategories) tutorialCategoryTabSchema.parse(tab);
  expect(tutorialCategories).toEqual([
    { id: 'all', label: 'All Tutorials' },
    { id: 'token-creation', label: 'Token Creation' },
    { id: 'liquidity', label: 'Liquidity' },
    { id: 'smart-contracts', label: 'Smart Contracts' },
    { id: 'defi', label: 'DeFi' },
    { id: 'tokenomics', label: 'Tokenomics' },
  ]);
  expect(tutorialCategories.slice(1).map((tab) => tab.id)).toEqual(tutorialCategorySchema.options);
});

test('every written tutorial has its sections, without duplicates', () => {
  expect(Object.keys(fullTutorialSections).sort()).toEqual(
    [...fullTutorialSlugSchema.options].sort(),
  );
  for (const sections of Object.values(fullTutorialSections)) {
    tutorialSectionsSchema.parse(sections);
    expect(new Set(sections).size).toBe(sections.length);
  }
  expect(fullTutorialSections['create-spl-token']).toEqual([
    'Prerequisites',
    'Setup & Installation',
    'Creating the Token',
    'Minting Tokens',
    'Adding Metadata',
    'Distribution',
    'Next Steps',
  ]);
  expect(fullTutorialSections['spl-token-staking']).toHaveLength(9);
  expect(fullTutorialSections['custom-tokenomics-models']).toHaveLength(8);
  expect(fullTutorialSections['token-airdrop-program']).toHaveLength(8);
  expect(fullTutorialSections['token-metadata-standards']).toHaveLength(7);
});

// The markdown of a tutorial may still be in progress; compare the files that exist.
const contentFiles = import.meta.glob<string>('../content/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

test('the ## headings of each existing tutorial file are exactly its sections', () => {
  for (const slug of fullTutorialSlugSchema.options) {
    const markdown = contentFiles[`../content/${slug}.md`];
    if (markdown === undefined) continue;
    const headings = markdown
      .replace(/^(```|~~~)[\s\S]*?^\1/gm, '')
      .split('\n')
      .filter((line) => line.startsWith('## '))
      .map((line) => line.slice(3).trim());
    expect(headings, slug).toEqual(fullTutorialSections[slug]);
  }
});

test('navigation links point to existing pages and follow the fixed order', () => {
  expect(Object.keys(tutorialNavigation).sort()).toEqual(
    [...fullTutorialSlugSchema.options].sort(),
  );
  for (const [slug, entry] of Object.entries(tutorialNavigation)) {
    tutorialNavigationEntrySchema.parse(entry);
    for (const target of [entry.previous, entry.next]) {
      if (target === null) continue;
      expect(target).not.toBe(slug);
      expect(target === tokenSwapInterfacePage.slug || bySlug(target) !== undefined, target).toBe(
        true,
      );
    }
  }
  expect(tutorialNavigation).toEqual({
    'create-spl-token': { previous: null, next: 'raydium-liquidity-pool' },
    'raydium-liquidity-pool': { previous: 'create-spl-token', next: 'spl-token-staking' },
    'spl-token-staking': { previous: 'create-spl-token', next: 'custom-tokenomics-models' },
    'custom-tokenomics-models': { previous: 'spl-token-staking', next: 'token-airdrop-program' },
    'token-airdrop-program': {
      previous: 'custom-tokenomics-models',
      next: 'token-metadata-standards',
    },
    'token-metadata-standards': { previous: 'token-airdrop-program', next: 'token-swap-interface' },
  });
});

test('tutorialLink resolves titles and paths, including the swap-interface placeholder', () => {
  expect(tutorialLink('raydium-liquidity-pool')).toEqual({
    slug: 'raydium-liquidity-pool',
    title: 'Creating a Raydium Liquidity Pool',
    path: '/tutorials/raydium-liquidity-pool',
  });
  expect(tutorialLink('token-swap-interface')).toEqual({
    slug: 'token-swap-interface',
    title: 'Building a Token Swap Interface',
    path: '/tutorials/token-swap-interface',
  });
  expect(tutorialPath('create-spl-token')).toBe('/tutorials/create-spl-token');
});

test('the swap-interface page is advanced, not in the list, with its five planned topics', () => {
  comingSoonTutorialPageSchema.parse(tokenSwapInterfacePage);
  expect(tokenSwapInterfacePage.slug).toBe('token-swap-interface');
  expect(slugs).not.toContain(tokenSwapInterfacePage.slug);
  expect(tokenSwapInterfacePage.title).toBe('Building a Token Swap Interface');
  expect(tokenSwapInterfacePage.level).toBe('Advanced');
  expect(tokenSwapInterfacePage.plannedTopics).toEqual([
    'Jupiter aggregator integration',
    'Responsive swap UI',
    'Token selection and price fetching',
    'Wallet connections and transactions',
    'History and analytics',
  ]);
});

test('the vesting guide belongs to the token-vesting-schedule card', () => {
  tokenVestingGuideSchema.parse(tokenVestingGuide);
  const card = bySlug(tokenVestingGuide.slug);
  expect(card?.status).toBe('coming-soon');
  expect(tokenVestingGuide.title).toBe(card?.title);
  expect(tokenVestingGuide.keyTopics.length).toBeGreaterThanOrEqual(5);
  expect(tokenVestingGuide.keyTopics.length).toBeLessThanOrEqual(6);
});

test('the home page shows the SPL token and Raydium tutorials', () => {
  expect(homeTutorialSlugs).toEqual(['create-spl-token', 'raydium-liquidity-pool']);
  const cards = homeTutorialCards();
  expect(cards.map(({ slug, level, readTime }) => ({ slug, level, readTime }))).toEqual([
    { slug: 'create-spl-token', level: 'Beginner', readTime: '20 min read' },
    { slug: 'raydium-liquidity-pool', level: 'Intermediate', readTime: '30 min read' },
  ]);
  expect(cards[0]).toBe(tutorials[0]);
});

test('filterTutorials keeps every tutorial for all and no search', () => {
  expect(filterTutorials(tutorials, { category: 'all', search: '' })).toEqual(tutorials);
  expect(filterTutorials(tutorials, { category: 'all', search: '   ' })).toEqual(tutorials);
});

test('filterTutorials filters by category and keeps list order', () => {
  expect(
    filterTutorials(tutorials, { category: 'token-creation', search: '' }).map((t) => t.slug),
  ).toEqual(['create-spl-token', 'token-metadata-standards']);
  expect(
    filterTutorials(tutorials, { category: 'liquidity', search: '' }).map((t) => t.slug),
  ).toEqual(['raydium-liquidity-pool']);
});

test('filterTutorials matches title or description, ignoring case and surrounding spaces', () => {
  expect(
    filterTutorials(tutorials, { category: 'all', search: '  RAYDIUM ' }).map((t) => t.slug),
  ).toEqual(['raydium-liquidity-pool']);
  // "Merkle" only occurs in the airdrop description.
  expect(
    filterTutorials(tutorials, { category: 'all', search: 'merkle' }).map((t) => t.slug),
  ).toEqual(['token-airdrop-program']);
});

test('filterTutorials combines category and search', () => {
  expect(
    filterTutorials(tutorials, { category: 'defi', search: 'staking' }).map((t) => t.slug),
  ).toEqual(['spl-token-staking']);
  expect(filterTutorials(tutorials, { category: 'liquidity', search: 'staking' })).toEqual([]);
});

test('filterTutorials returns an empty list for an unknown search or an empty category', () => {
  expect(filterTutorials(tutorials, { category: 'all', search: 'no such tutorial' })).toEqual([]);
  const withoutLiquidity = tutorials.filter((tutorial) => tutorial.category !== 'liquidity');
  expect(filterTutorials(withoutLiquidity, { category: 'liquidity', search: '' })).toEqual([]);
});

// ---- Contrast of the colour classes -------------------------------------------------------------
// Values from shared-ui tokens.css (theme colours) and Tailwind 4.3 (oklch converted to sRGB).
const palette: Record<string, { light: string; dark: string }> = {
  success: { light: '#15803d', dark: '#4ade80' },
  link: { light: '#6d28d9', dark: '#b9a2ff' },
  primary: { light: '#7c3aed', dark: '#7c3aed' },
  muted: { light: '#f1f5f9', dark: '#1e1e2e' },
  'muted-foreground': { light: '#475569', dark: '#a8a8bd' },
  'green-800': { light: '#016630', dark: '#016630' },
  'amber-300': { light: '#ffd230', dark: '#ffd230' },
  'amber-500': { light: '#fe9a00', dark: '#fe9a00' },
  'amber-800': { light: '#973c00', dark: '#973c00' },
  'rose-300': { light: '#ffa1ad', dark: '#ffa1ad' },
  'rose-500': { light: '#ff2056', dark: '#ff2056' },
  'rose-700': { light: '#c70036', dark: '#c70036' },
  'sky-300': { light: '#74d4ff', dark: '#74d4ff' },
  'sky-500': { light: '#00a6f4', dark: '#00a6f4' },
  'sky-700': { light: '#0069a8', dark: '#0069a8' },
};
// Page background and card background of each theme.
const surfaces: Record<Theme, readonly string[]> = {
  light: ['#ffffff'],
  dark: ['#0b0b14', '#14141f'],
};

type Rgb = readonly [number, number, number];
type Theme = 'light' | 'dark';
const themes: readonly Theme[] = ['light', 'dark'];
const channel = (hex: string, at: number): number => parseInt(hex.slice(at, at + 2), 16) / 255;
const toRgb = (hex: string): Rgb => [channel(hex, 1), channel(hex, 3), channel(hex, 5)];
const linear = (c: number): number => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const luminance = ([r, g, b]: Rgb): number =>
  0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
const contrast = (a: Rgb, b: Rgb): number => {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
};
/** Source-over blend of a translucent colour on an opaque one, per sRGB channel (as browsers do). */
const blend = ([r, g, b]: Rgb, alpha: number, [ur, ug, ub]: Rgb): Rgb => [
  r * alpha + ur * (1 - alpha),
  g * alpha + ug * (1 - alpha),
  b * alpha + ub * (1 - alpha),
];

function colours(classes: string, theme: Theme) {
  let text: string | undefined;
  let background: { colour: string; alpha: number } | undefined;
  for (const token of classes.split(/\s+/)) {
    const darkOnly = token.startsWith('dark:');
    if (darkOnly && theme === 'light') continue;
    const [, kind, name, alpha] =
      /^(?:dark:)?(text|bg)-([a-z0-9-]+)(?:\/(\d+))?$/.exec(token) ?? [];
    const value = name === undefined ? undefined : palette[name]?.[theme];
    if (value === undefined) throw new Error(`No palette entry for ${token}`);
    if (kind === 'text') text = value;
    else background = { colour: value, alpha: alpha === undefined ? 1 : Number(alpha) / 100 };
  }
  if (text === undefined || background === undefined)
    throw new Error(`Incomplete pair: ${classes}`);
  return { text, background };
}

test('every colour class keeps 4.5:1 contrast on its tint in both themes', () => {
  for (const classes of tutorialColorClassSchema.options) {
    for (const theme of themes) {
      const { text, background } = colours(classes, theme);
      for (const surface of surfaces[theme]) {
        const tint = blend(toRgb(background.colour), background.alpha, toRgb(surface));
        expect(
          contrast(toRgb(text), tint),
          `${classes} (${theme} on ${surface})`,
        ).toBeGreaterThanOrEqual(4.5);
      }
    }
  }
});
