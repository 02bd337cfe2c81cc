import type { IslandDefinition } from '@tla/shared-ui/prerender/render-island';
import GlossaryRoute from './glossary-page';
import ResourcesRoutes from './resources-routes';
import TutorialsRoutes from './tutorials-routes';

export const remoteName = 'mf_learn';

/** The modules this remote exposes, where the shell mounts them, and the paths to prerender. */
export const islands: IslandDefinition[] = [
  { module: 'tutorials-routes', mount: '/tutorials/*', paths: ['/tutorials'], Component: TutorialsRoutes },
  { module: 'resources-routes', mount: '/resources/*', paths: ['/resources'], Component: ResourcesRoutes },
  { module: 'glossary-page', mount: '/glossary', paths: ['/glossary'], Component: GlossaryRoute },
];
