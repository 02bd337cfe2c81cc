// Entry of this remote's prerender build (Node, at build time; never shipped to browsers): the islands
// of its contract and the renderer that turns each into the HTML the shell composes into its pages.
import { federationName } from '@tla/platform/contracts/remote-id';
import { islandDefinitions } from '@tla/platform/prerender/render-island';
import { section } from './section';
import { sectionComponents } from './section-components';

export const remoteName = federationName(section.remote);
export const islands = islandDefinitions(section, sectionComponents);
export { renderIsland } from '@tla/platform/prerender/render-island';
