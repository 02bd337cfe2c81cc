import type { RemotesFile } from '../contracts/published';
import { remoteEntryAt, remoteIds, type RemoteId } from './deployment';

/** A remote's federation container name: the one convention every app and the shell share. */
export const federationName = (remote: RemoteId): string => `mf_${remote}`;

/** /remotes.json for remotes published at these base URLs. */
export function remotesFile(baseUrls: Record<RemoteId, string>): RemotesFile {
  return {
    remotes: remoteIds.map((id) => ({
      name: federationName(id),
      entry: remoteEntryAt(baseUrls[id]),
    })),
  };
}
