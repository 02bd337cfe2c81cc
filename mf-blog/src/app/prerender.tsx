// Entry of this remote's prerender build (Node, at build time; never shipped to browsers): the islands
// it owns and the renderer that turns each into the HTML the shell composes into its pages.
export { islands, remoteName } from './islands';
export { renderIsland } from '@tla/platform/prerender/render-island';
