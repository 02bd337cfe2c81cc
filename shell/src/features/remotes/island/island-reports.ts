import { federationName, remoteIds, type RemoteId } from '@tla/platform/contracts/remote-id';
import { tellSectionEvent } from '../../../lib/section-events';
import type { IslandOptions, IslandView } from './island-controller';

type IslandReports = Pick<
  IslandOptions<{ buildId?: string }, IslandView>,
  'onArrived' | 'onReport'
>;

/**
 * What an island tells the page's release health: which release of its app it ran, and when its
 * code failed to load or crashed. A section of no known app (a developer's override) tells nothing.
 */
export function islandReports(section: { remote: string; module: string }): IslandReports {
  const app: RemoteId | undefined = remoteIds.find((id) => federationName(id) === section.remote);
  if (app === undefined) return {};
  return {
    onArrived: (release) => tellSectionEvent({ type: 'ran', app, release }),
    onReport: (what) =>
      tellSectionEvent({
        type: 'failed',
        app,
        section: `${app}/${section.module}`,
        kind: what === 'crashed' ? 'crash' : 'load',
      }),
  };
}
