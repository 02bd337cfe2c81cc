import { siteConfig } from '@tla/federated/site-config';
import type { SocialCardFile } from '@tla/platform/build-tools/social-card';
import { tutorialCategoryLabel, tutorials } from '../features/tutorials/data/tutorials';
import { section } from './section';
import {
  glossaryCardPath,
  resourcesCardPath,
  tutorialCardPath,
  tutorialsCardPath,
} from './social-card-paths';

const pageCard = (path: string, title: string): SocialCardFile => ({
  file: `site${path}`,
  card: { title, section: siteConfig.name },
});

/**
 * The cards this remote's build makes (vite.config.ts), as files of its site/ folder, which compose
 * puts on the site at the same paths: the tutorials list, each written tutorial (coming-soon pages
 * keep the site's default image), resources and the glossary.
 */
export const learnSocialCards = (): SocialCardFile[] => [
  pageCard(tutorialsCardPath, section.modules['tutorials-routes'].label),
  ...tutorials
    .filter((tutorial) => tutorial.status === 'full')
    .map((tutorial) => ({
      file: `site${tutorialCardPath(tutorial.slug)}`,
      card: {
        title: tutorial.title,
        section: `Tutorials · ${tutorialCategoryLabel(tutorial.category)}`,
        readTime: tutorial.readTime,
      },
    })),
  pageCard(resourcesCardPath, section.modules['resources-routes'].label),
  pageCard(glossaryCardPath, section.modules['glossary-page'].label),
];
