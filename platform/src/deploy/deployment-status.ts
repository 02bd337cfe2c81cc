/**
 * What is live in a deployment on disk, from the files each app published in its deployed folder:
 * build.json and release.json (contracts/app-status.ts), and the shared modules of its
 * shared-modules.json, a remote's checked against the shell's (a build from before that file
 * existed: the ranges of its mf-manifest.json, unchecked). The same facts the /_status page reads
 * over HTTP. Node.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  appStatusOf,
  BUILD_INFO_FILE,
  buildInfoSchema,
  FEDERATION_MANIFEST_FILE,
  federationManifestSchema,
  type AppStatus,
  type SharedModuleStatus,
} from '../contracts/app-status';
import { providedStatus, requiredStatus } from '../contracts/shared-status';
import { appIds, type AppId } from '../contracts/remote-id';
import {
  providedSharedModulesSchema,
  requiredSharedModulesSchema,
  SHARED_MODULES_FILE,
  type ProvidedSharedModules,
} from '../contracts/shared-modules';
import { readPublished } from './published-file';
import { readReleaseRecord } from './release-file';

function providedShared(shellDist: string): ProvidedSharedModules | undefined {
  const file = join(shellDist, SHARED_MODULES_FILE);
  return existsSync(file) ? readPublished(providedSharedModulesSchema, file) : undefined;
}

function requiredShared(
  dist: string,
  provided: ProvidedSharedModules | undefined,
): SharedModuleStatus[] {
  const file = join(dist, SHARED_MODULES_FILE);
  if (existsSync(file))
    return requiredStatus(readPublished(requiredSharedModulesSchema, file), provided);
  const manifest = readPublished(federationManifestSchema, join(dist, FEDERATION_MANIFEST_FILE));
  return manifest.shared.map(({ name, requiredVersion }) => ({ name, version: requiredVersion }));
}

/** Every app's status, shell first; a missing or broken file fails naming it. */
export function readDeploymentStatus(dists: Record<AppId, string>): AppStatus[] {
  const provided = providedShared(dists.shell);
  return appIds.map((app) => {
    const dist = dists[app];
    const build = readPublished(
      buildInfoSchema,
      join(dist, BUILD_INFO_FILE),
      `${app}'s build publishes it: rebuild ${app}`,
    );
    if (build.app !== app) {
      throw new Error(`${join(dist, BUILD_INFO_FILE)} is ${build.app}'s build, not ${app}'s`);
    }
    const shared =
      app === 'shell' ? (provided ? providedStatus(provided) : []) : requiredShared(dist, provided);
    return appStatusOf(build, readReleaseRecord(dist), shared);
  });
}
