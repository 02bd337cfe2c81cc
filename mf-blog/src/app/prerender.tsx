// Entry of this remote's prerender build (Node, at build time; never shipped to browsers): the islands
// of its contract and the renderer that turns each into the HTML the shell composes into its pages.
import { readFile } from 'node:fs/promises';
import { federationName } from '@tla/platform/contracts/remote-id';
import { readPublishedFilesWith } from '../features/posts/data/post-data';
import { islandDefinitions } from '@tla/platform/prerender/render-island';
import { section } from './section';
import { sectionComponents } from './section-components';

export const remoteName = federationName(section.remote);
export const islands = islandDefinitions(section, sectionComponents);
export { renderIsland } from '@tla/platform/prerender/render-island';

// This entry runs from dist-ssr/ beside the client build in dist/, whose published files (the posts'
// texts) the pages read here as a browser fetches them: the same bytes, so hydration finds the same text.
const entryUrl = import.meta.url;
readPublishedFilesWith((file) =>
  readFile(new URL(file, new URL('../dist/', entryUrl)), 'utf8').catch((error: unknown) => {
    // A file the build did not write: what the site answers with 404.
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return undefined;
    throw error;
  }),
);
