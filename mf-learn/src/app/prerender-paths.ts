import { resourcePagePaths, resources } from '../features/resources/data/resources';
import { tutorialPagePaths } from '../features/tutorials/data/tutorials';

/** Every static path this remote owns, rendered to HTML at build time (paths with reader data are not listed). */
export const prerenderPaths: string[] = [
  ...tutorialPagePaths,
  ...resourcePagePaths(resources),
  '/glossary',
];
