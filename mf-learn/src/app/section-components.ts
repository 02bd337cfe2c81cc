import type { SectionComponents } from '@tla/platform/contracts/section';
import GlossaryRoute from './glossary-page';
import HomeResources from './home-resources';
import HomeTutorials from './home-tutorials';
import ResourcesRoutes from './resources-routes';
import type { section } from './section';
import TutorialsRoutes from './tutorials-routes';

/** The component behind each module of the contract, for the prerender and the standalone entry. */
export const sectionComponents: SectionComponents<typeof section> = {
  'tutorials-routes': TutorialsRoutes,
  'resources-routes': ResourcesRoutes,
  'glossary-page': GlossaryRoute,
  'home-tutorials': HomeTutorials,
  'home-resources': HomeResources,
};
