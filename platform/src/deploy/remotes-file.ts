import type { RemotesFile, SectionTable } from '../contracts/published';
import { federationName } from '../contracts/remote-id';
import { remoteEntryAt, remoteIds, type RemoteId } from './deployment';

/**
 * /remotes.json for remotes published at these base URLs, serving these sections and home-page
 * widgets, with the origins developers' overrides may load from, and, where known, which remotes'
 * deployed folders hold a release record and which build's HTML the composed pages hold.
 */
export function remotesFile(
  baseUrls: Record<RemoteId, string>,
  { sections, widgets }: SectionTable,
  overrideOrigins: string[],
  released?: (id: RemoteId) => boolean,
  islandsBuilds: Partial<Record<RemoteId, string>> = {},
): RemotesFile {
  return {
    remotes: remoteIds.map((id) => ({
      name: federationName(id),
      entry: remoteEntryAt(baseUrls[id]),
      ...(released ? { released: released(id) } : {}),
      ...(islandsBuilds[id] === undefined ? {} : { islandsBuild: islandsBuilds[id] }),
    })),
    sections,
    widgets,
    overrideOrigins,
  };
}
