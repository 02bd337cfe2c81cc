import type { IslandDefinition } from '@tla/platform/prerender/render-island';
import { prerenderPaths } from './prerender-paths';
import SimulatorPage from './simulator-page';

export const remoteName = 'mf_simulator';

/** The modules this remote exposes, where the shell mounts them, and the paths to prerender. */
export const islands: IslandDefinition[] = [
  { module: 'simulator-page', mount: '/token-simulator', paths: prerenderPaths, Component: SimulatorPage },
];
