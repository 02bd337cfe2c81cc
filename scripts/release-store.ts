/**
 * Every deployment's releases on this machine, kept apart (deployment-store.ts holds one
 * deployment's): which deployment an operation on a remote acts on, and which ones were released to.
 */
import { existsSync } from 'node:fs';
import { DEPLOYMENT_VARIABLE, remoteIds, type RemoteId } from '@tla/platform/deploy/deployment';
import { describeRecord, localRecord, type DeploymentRecord } from './deployment-record';
import { deploymentStore, type DeploymentPlaces } from './deployment-store';

export type ReleaseStoreOptions = DeploymentPlaces & {
  /** The deployments found without being named (those in the work tree's default place). */
  found: () => DeploymentRecord[];
};

/** Every deployment's release store; `for` opens the one of a deployment. */
export function releaseStore(options: ReleaseStoreOptions) {
  /** The deployments that hold a history of `remote`, as their histories record them. */
  function deploymentsWith(remote: RemoteId): DeploymentRecord[] {
    return options
      .found()
      .map((found) => deploymentStore(options, found))
      .filter((store) => existsSync(store.historyFile(remote)))
      .map((store) => store.recorded(remote));
  }

  /**
   * The deployment an operation on `remote` acts on: the one TLA_DEPLOYMENT names, else the one
   * deployment it was released to (`local` when none). Released to several, it asks which.
   */
  function deploymentFor(remote: RemoteId, told: DeploymentRecord | undefined): DeploymentRecord {
    if (told) return told;
    const released = deploymentsWith(remote);
    if (released.length > 1) {
      throw new Error(
        `${remote} has releases on deployments ${released.map(describeRecord).join(', ')}: set ${DEPLOYMENT_VARIABLE} to the one to act on`,
      );
    }
    return released[0] ?? localRecord;
  }

  /** Every deployment a remote was released to (compose without TLA_DEPLOYMENT composes them all). */
  function liveDeployments(): DeploymentRecord[] {
    const records = remoteIds.flatMap(deploymentsWith);
    return [...new Map(records.map((record) => [record.name, record])).values()];
  }

  return {
    for: (deployment: DeploymentRecord) => deploymentStore(options, deployment),
    deploymentFor,
    liveDeployments,
  };
}
