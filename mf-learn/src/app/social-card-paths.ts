import { glossaryFilePath, resourcesFilePath, tutorialsFilePath } from '../config/learn-paths';
/** Where the site serves the learning pages' social cards (published by this remote, see social-cards.ts). */
export const tutorialsCardPath = tutorialsFilePath('og/index.png');
export const tutorialCardPath = (slug: string): string => tutorialsFilePath(`og/${slug}.png`);
export const resourcesCardPath = resourcesFilePath('og/index.png');
// The glossary is mounted at one path: its files live below it (see sitePathPrefixes).
export const glossaryCardPath = glossaryFilePath('og/index.png');
