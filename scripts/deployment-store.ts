/**
 * One deployment's releases of each remote: under `<releases>/<remote>/` its kept releases (`<id>/`)
 * and the history of what went live there; the deployment serves the remote through a link that a
 * switch points at a new live folder (live-switch.ts). Every check runs before anything live changes.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import type { RemoteId } from '@tla/platform/deploy/deployment';
import { publishFile } from '@tla/platform/build-tools/precompress';
import { BUILD_ID_FILE, releaseIdSchema } from '@tla/platform/contracts/app-status';
import { readPublished } from '@tla/platform/deploy/published-file';
import { copyBuild } from '@tla/platform/deploy/untrusted-build';
import type { DeploymentRecord } from './deployment-record';
import { linkTarget } from './live-link';
import { switchLive } from './live-switch';
import { historySchema, rollbackOrder, type History } from './release-history';
import { listKept } from './release-list';
import { buildRefusals, ReleaseRefused } from './release-guard';

/** Where a deployment's releases and live links are, and the clock it records by. */
export type DeploymentPlaces = {
  /** The folder the deployment a record names keeps its releases in. */
  releasesOf: (deployment: DeploymentRecord) => string;
  /** A remote's build (its dist/): what a deployment serves until a release to it goes live. */
  buildOf: (remote: RemoteId) => string;
  /** The link through which `deployment` serves `remote`. */
  liveLinkOf: (deployment: DeploymentRecord, remote: RemoteId) => string;
  /** The clock release and keep times are read from. */
  now?: () => Date;
};

/** The releases of each remote on one deployment. */
export function deploymentStore(options: DeploymentPlaces, deployment: DeploymentRecord) {
  const root = options.releasesOf(deployment);
  const now = () => (options.now ?? (() => new Date()))().toISOString();
  const releasesDir = (remote: RemoteId) => join(root, remote);
  const historyFile = (remote: RemoteId) => join(releasesDir(remote), 'history.json');
  const keptDir = (remote: RemoteId, id: string) =>
    join(releasesDir(remote), releaseIdSchema.parse(id));
  // Live folders and staging sit beside the remotes' folders, where no release id can collide.
  const liveFoldersDir = (remote: RemoteId) => join(root, 'live', remote);
  const link = (remote: RemoteId) => options.liveLinkOf(deployment, remote);

  /** The history of `remote` here; none yet is empty. A broken file names itself and its field. */
  function history(remote: RemoteId): History {
    const file = historyFile(remote);
    if (!existsSync(file)) return { deployment, switches: [], kept: {} };
    const read = readPublished(historySchema, file, 'the release history');
    if (read.deployment.name !== deployment.name) {
      throw new Error(
        `${file} records deployment "${read.deployment.name}", but it is the history of "${deployment.name}"`,
      );
    }
    return read;
  }

  /** The deployment as its history recorded it (with its description file). */
  const recorded = (remote: RemoteId): DeploymentRecord => history(remote).deployment;

  function writeHistory(remote: RemoteId, next: History): void {
    mkdirSync(releasesDir(remote), { recursive: true });
    // Renamed into place: a run stopped half-way never leaves a history that does not parse.
    publishFile(historyFile(remote), `${JSON.stringify(next, null, 2)}\n`);
  }

  /** A build folder's id, checked as an id (it becomes a folder name). */
  function buildIdOf(dir: string): string {
    const file = join(dir, BUILD_ID_FILE);
    const result = releaseIdSchema.safeParse(readFileSync(file, 'utf8').trim());
    if (!result.success)
      throw new Error(`${file} does not hold a release id: ${result.error.issues[0]?.message}`);
    return result.data;
  }

  /** The kept folder of `id`, or an error naming the release when it is not kept. */
  function kept(remote: RemoteId, id: string): string {
    const dir = keptDir(remote, id);
    if (!existsSync(join(dir, BUILD_ID_FILE))) {
      throw new Error(
        `release ${id} of ${remote} is not a kept release on "${deployment.name}" (${dir} holds none)`,
      );
    }
    return dir;
  }

  /** The folder this deployment serves `remote` from now: its link's target, else the build. */
  const deployedDir = (remote: RemoteId) => linkTarget(link(remote)) ?? options.buildOf(remote);

  /**
   * Keep what this deployment serves now if no release recorded it (the first release after a
   * build). Returns the history with it.
   */
  function recordLive(remote: RemoteId): History {
    const current = history(remote);
    const deployed = deployedDir(remote);
    if (!existsSync(join(deployed, BUILD_ID_FILE))) return current;
    const id = buildIdOf(deployed);
    if (rollbackOrder(current).at(-1) === id) return current;
    const dir = keptDir(remote, id);
    if (!existsSync(dir)) cpSync(realpathSync(deployed), dir, { recursive: true });
    const next: History = {
      deployment,
      switches: [...current.switches, { id, at: now(), by: 'build' }],
      kept: { ...current.kept, [id]: current.kept[id] ?? { keptAt: now() } },
    };
    writeHistory(remote, next);
    return next;
  }

  /** Put a kept release live here (live-switch.ts), `rollbackTarget` what a rollback would put back. */
  function goLive(remote: RemoteId, id: string, rollbackTarget: string | undefined): void {
    switchLive({
      id,
      kept: kept(remote, id),
      previous: deployedDir(remote),
      liveFolders: liveFoldersDir(remote),
      link: link(remote),
      releasedAt: now(),
      rollbackTarget,
    });
  }

  /** Where a release of `remote` to this deployment is built before it is kept. */
  const stagingDir = (remote: RemoteId) => join(root, 'staging', remote);

  /**
   * A build made elsewhere (a CI's, `--build DIR`) staged for a release of `remote` here, once it is
   * known to hold only plain folders and files within the limits (a link would publish whatever it
   * points at on this machine): ReleaseRefused, naming each entry, before anything is copied. It is
   * copied as it is, following nothing; the guard checks the copy again. Returns the staging folder.
   */
  function stageBuild(remote: RemoteId, buildDir: string): string {
    if (!existsSync(join(buildDir, BUILD_ID_FILE)))
      throw new Error(`${buildDir} holds no build (no build-id.txt): build and prerender it first`);
    const refusals = buildRefusals(remote, buildDir);
    if (refusals.length > 0) throw new ReleaseRefused(remote, refusals);
    const staging = stagingDir(remote);
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(dirname(staging), { recursive: true });
    copyBuild(buildDir, staging);
    return staging;
  }

  /**
   * A new build (in `staging`, under this deployment's folder) kept here without going live (a
   * preview or canary serves it first); what is deployed now is kept first. Returns its id.
   */
  function keep(remote: RemoteId, staging: string, commit?: string): string {
    const id = buildIdOf(staging);
    const current = recordLive(remote);
    const dir = keptDir(remote, id);
    rmSync(dir, { recursive: true, force: true });
    renameSync(staging, dir);
    writeHistory(remote, {
      ...current,
      deployment,
      kept: { ...current.kept, [id]: { commit, keptAt: now() } },
    });
    return id;
  }

  /** A kept release goes live here, as a release. */
  function promote(remote: RemoteId, id: string): void {
    const current = recordLive(remote);
    goLive(remote, id, rollbackOrder(current).at(-1));
    writeHistory(remote, {
      ...current,
      deployment,
      switches: [...current.switches, { id, at: now(), by: 'release' }],
    });
  }

  /** A new build goes live here (kept, then promoted). Returns its id. */
  function publish(remote: RemoteId, staging: string, commit?: string): string {
    const id = keep(remote, staging, commit);
    promote(remote, id);
    return id;
  }

  /** A kept release that never went live here is dropped (a discarded preview, an aborted canary). */
  function forget(remote: RemoteId, id: string): void {
    const current = history(remote);
    if (current.switches.some((entry) => entry.id === id)) return;
    rmSync(keptDir(remote, id), { recursive: true, force: true });
    const kept = Object.fromEntries(Object.entries(current.kept).filter(([key]) => key !== id));
    writeHistory(remote, { ...current, kept });
  }

  /**
   * The release a rollback of `remote` here would put live, and its kept folder, or an error when
   * there is none. Writes nothing: the guard checks that folder before anything changes.
   */
  function rollbackTarget(remote: RemoteId): { id: string; dir: string } {
    const live = rollbackOrder(history(remote));
    const deployed = deployedDir(remote);
    const deployedId = existsSync(join(deployed, BUILD_ID_FILE)) ? buildIdOf(deployed) : undefined;
    // A build served since the last release (not recorded yet) is what a rollback replaces.
    const order =
      deployedId === undefined || live.at(-1) === deployedId ? live : [...live, deployedId];
    const previous = order.at(-2);
    if (previous === undefined) {
      throw new Error(`${remote} has no earlier release on "${deployment.name}" to roll back to`);
    }
    return { id: previous, dir: kept(remote, previous) };
  }

  /** The previous release goes live again here. Returns it. */
  function rollback(remote: RemoteId): string {
    const { id } = rollbackTarget(remote);
    const current = recordLive(remote);
    goLive(remote, id, rollbackOrder(current).at(-3));
    writeHistory(remote, {
      ...current,
      switches: [...current.switches, { id, at: now(), by: 'rollback' }],
    });
    return id;
  }

  /**
   * After an operation stopped between switching the link and writing the history: record what the
   * link serves as having gone live (by rollback when it is what a rollback would have put back).
   * Returns its id when it had to be recorded.
   */
  function reconcile(remote: RemoteId): string | undefined {
    const current = history(remote);
    const target = linkTarget(link(remote));
    if (target === undefined || current.switches.length === 0) return undefined;
    if (!existsSync(join(target, BUILD_ID_FILE))) return undefined;
    const id = buildIdOf(target);
    const order = rollbackOrder(current);
    if (order.at(-1) === id) return undefined;
    const by = order.at(-2) === id ? 'rollback' : 'release';
    writeHistory(remote, {
      ...current,
      switches: [...current.switches, { id, at: now(), by }],
      kept: { ...current.kept, [id]: current.kept[id] ?? { keptAt: now() } },
    });
    return id;
  }

  /** The end of the grace period: only the live release's own hashed files stay. Returns how many went. */
  function endGrace(remote: RemoteId): number {
    const deployed = deployedDir(remote);
    const current = rollbackOrder(history(remote)).at(-1) ?? buildIdOf(deployed);
    const own = new Set(readdirSync(join(kept(remote, current), 'assets')));
    let removed = 0;
    for (const name of readdirSync(join(deployed, 'assets'))) {
      if (own.has(name)) continue;
      rmSync(join(deployed, 'assets', name));
      removed += 1;
    }
    return removed;
  }

  return {
    deployment,
    historyFile,
    history,
    list: (remote: RemoteId) => listKept(releasesDir(remote), history(remote)),
    keptRelease: kept,
    keep,
    promote,
    forget,
    recorded,
    recordLive,
    publish,
    rollbackTarget,
    rollback,
    reconcile,
    endGrace,
    stagingDir,
    stageBuild,
  };
}
