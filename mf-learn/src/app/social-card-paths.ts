/** Where the site serves the learning pages' social cards (published by this remote, see social-cards.ts). */
export const tutorialsCardPath = '/tutorials/og/index.png';
export const tutorialCardPath = (slug: string): string => `/tutorials/og/${slug}.png`;
export const resourcesCardPath = '/resources/og/index.png';
// The glossary is mounted at one path: its files live below it (see sitePathPrefixes).
export const glossaryCardPath = '/glossary/og/index.png';
