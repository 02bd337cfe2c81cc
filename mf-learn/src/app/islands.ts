import type { IslandDefinition } from '@tla/platform/prerender/render-island';
import GlossaryRoute from './glossary-page';
import HomeResources from './home-resources';
import HomeTutorials from './home-tutorials';
import { prerenderPaths } from './prerender-paths';
import ResourcesRoutes from './resources-routes';
import TutorialsRoutes from './tutorials-routes';

export const remoteName = 'mf_learn';

const under = (prefix: string) => prerenderPaths.filter((path) => path === prefix || path.startsWith(`${prefix}/`));

/** The modules this remote exposes, where the shell mounts them, and the paths to prerender. */
export const islands: IslandDefinition[] = [
  { module: 'tutorials-routes', mount: '/tutorials/*', paths: under('/tutorials'), Component: TutorialsRoutes },
  { module: 'resources-routes', mount: '/resources/*', paths: under('/resources'), Component: ResourcesRoutes },
  { module: 'glossary-page', mount: '/glossary', paths: under('/glossary'), Component: GlossaryRoute },
  { module: 'home-tutorials', mount: '/', paths: ['/'], Component: HomeTutorials },
  { module: 'home-resources', mount: '/', paths: ['/'], Component: HomeResources },
];
