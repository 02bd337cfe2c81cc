/**
 * The release model of a remote, apart from building and composing (the release script supplies
 * those), kept per deployment: under `<releases>/<remote>/` its kept releases (`<id>/`) and
 * the history of what went live there; the deployment serves the remote through a link that a switch
 * points at a new live folder in one rename. Every check runs before anything live changes.
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
import { dirname, join, relative, resolve } from 'node:path';
import { z } from 'zod';
import {
  DEPLOYMENT_VARIABLE,
  deploymentSchema,
  localDeployment,
  readDeployment,
  remoteIds,
  type Deployment,
  type RemoteId,
} from '@tla/platform/deploy/deployment';
import { publishFile } from '@tla/platform/build-tools/precompress';
import {
  BUILD_ID_FILE,
  BUILD_INFO_FILE,
  buildInfoSchema,
  releaseIdSchema,
} from '@tla/platform/contracts/app-status';
import { readPublished } from '@tla/platform/deploy/published-file';
import { liveReleaseOf, writeReleaseRecord } from '@tla/platform/deploy/release-file';
import { copyBuild } from '@tla/platform/deploy/untrusted-build';
import { linkTarget, pointLink } from './live-link';
import { buildRefusals, ReleaseRefused } from './release-guard';

/** Where a release went: the deployment's name and its description file (none: `local`). */
export const deploymentRecordSchema = z.object({
  name: deploymentSchema.shape.name,
  file: z.string().min(1).optional(),
});
export type DeploymentRecord = z.infer<typeof deploymentRecordSchema>;

/** What is known of a kept release: the commit it was built from (when the source was a git work tree). */
const keptReleaseSchema = z.object({
  commit: z
    .string()
    .regex(/^[0-9a-f]{7,40}$/, 'a git commit')
    .optional(),
  keptAt: z.iso.datetime(),
});

/** One switch of what a deployment serves of a remote. */
const switchSchema = z.object({
  id: releaseIdSchema,
  at: z.iso.datetime(),
  /** A release; a rollback; or a build served before any release, recorded by the first release. */
  by: z.enum(['build', 'release', 'rollback']),
});

/**
 * One deployment's history of a remote: everything that went live there, oldest first, rollbacks
 * included (a release rolled back went live all the same, and stays kept).
 */
export const historySchema = z.object({
  deployment: deploymentRecordSchema,
  switches: z.array(switchSchema),
  kept: z.record(releaseIdSchema, keptReleaseSchema),
});
export type History = z.infer<typeof historySchema>;

/**
 * The releases a rollback walks back through, the live one last: each release (or first served
 * build) on top of what was live, each rollback taking the top one off.
 */
export function rollbackOrder(history: Pick<History, 'switches'>): string[] {
  const order: string[] = [];
  for (const { id, by } of history.switches) {
    if (by === 'rollback') {
      order.pop();
      if (order.at(-1) !== id) order.push(id);
    } else order.push(id);
  }
  return order;
}

export const localRecord: DeploymentRecord = { name: localDeployment.name };

/** The deployment TLA_DEPLOYMENT names, as a release records it; undefined when it names none. */
export function deploymentInForce(
  env: NodeJS.ProcessEnv = process.env,
): DeploymentRecord | undefined {
  const file = env[DEPLOYMENT_VARIABLE]?.trim();
  if (!file) return undefined;
  return { name: readDeployment(file).name, file: resolve(file) };
}

/** The description a record names, checked to be the deployment the release went to. */
export function deploymentOf(record: DeploymentRecord): Deployment {
  if (record.file === undefined) return localDeployment;
  const deployment = readDeployment(record.file);
  if (deployment.name !== record.name) {
    throw new Error(
      `${record.file} now describes deployment "${deployment.name}", not "${record.name}" that the release went to`,
    );
  }
  return deployment;
}

export type ReleaseAction =
  | {
      kind: 'release';
      /** Build from this folder instead of the remote's own. */
      source: string | undefined;
      /** Release this folder, built and prerendered already (a CI's build), instead of building. */
      build: string | undefined;
      /** Go live although a shared module's live version is outside the range (that rule only). */
      force: boolean;
    }
  | {
      kind: 'rollback';
      /** Roll back although a shared module's live version is outside the range (that rule only). */
      force: boolean;
    }
  | { kind: 'end-grace' }
  | { kind: 'list' };

const valueFlags = ['--source', '--build', '--to'];
const flags = ['--rollback', '--end-grace', '--list', '--force', ...valueFlags];

/**
 * `<remote> [--source DIR | --build DIR] [--force] | --rollback [--force] | --end-grace | --list`,
 * each with `--to URL` to act through the release service of the site at URL; each mistake named.
 */
export function parseReleaseArgs(args: string[]): {
  remote: RemoteId;
  action: ReleaseAction;
  /** The site whose release service acts, when not this machine's deployment. */
  to?: string;
} {
  const [name, ...rest] = args;
  const remote = remoteIds.find((id) => id === name);
  if (!remote) {
    throw new Error(
      `"${name ?? ''}" is not one of our remotes: name one of ${remoteIds.join(', ')}`,
    );
  }
  const unknown = rest.find((arg, index) =>
    arg.startsWith('-') ? !flags.includes(arg) : !valueFlags.includes(rest[index - 1] ?? ''),
  );
  if (unknown !== undefined)
    throw new Error(`unknown argument "${unknown}" (use ${flags.join(', ')})`);
  const value = (flag: string, what: string) => {
    const index = rest.indexOf(flag);
    if (index < 0) return undefined;
    const given = rest[index + 1];
    if (given === undefined || given.startsWith('-')) throw new Error(`${flag} needs ${what}`);
    return given;
  };
  const to = value('--to', "the site's URL");
  if (to !== undefined && !/^https?:\/\/[^/]/.test(to))
    throw new Error(`--to needs the site's URL (https://…), not "${to}"`);
  const target = to === undefined ? {} : { to };
  if (rest.includes('--rollback'))
    return { remote, action: { kind: 'rollback', force: rest.includes('--force') }, ...target };
  if (rest.includes('--end-grace')) return { remote, action: { kind: 'end-grace' }, ...target };
  if (rest.includes('--list')) return { remote, action: { kind: 'list' }, ...target };
  const source = value('--source', 'a folder');
  const build = value('--build', 'a folder');
  if (source !== undefined && build !== undefined)
    throw new Error('--source builds a folder, --build releases one already built: give one');
  return {
    remote,
    action: { kind: 'release', source, build, force: rest.includes('--force') },
    ...target,
  };
}

export type ReleaseStoreOptions = {
  /** The folder the deployment a record names keeps its releases in. */
  releasesOf: (deployment: DeploymentRecord) => string;
  /** The deployments found without being named (those in the work tree's default place). */
  found: () => DeploymentRecord[];
  /** A remote's build (its dist/): what a deployment serves until a release to it goes live. */
  buildOf: (remote: RemoteId) => string;
  /** The link through which `deployment` serves `remote`. */
  liveLinkOf: (deployment: DeploymentRecord, remote: RemoteId) => string;
  /** The clock release and keep times are read from. */
  now?: () => Date;
};

const describe = (record: DeploymentRecord) =>
  record.file === undefined ? `"${record.name}"` : `"${record.name}" (${record.file})`;

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
        `${remote} has releases on deployments ${released.map(describe).join(', ')}: set ${DEPLOYMENT_VARIABLE} to the one to act on`,
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

/** One kept release as `--list` shows it (`keptAt` empty when no history recorded it). */
export type ListedRelease = {
  id: string;
  commit?: string;
  /** Built from a work tree with changes its commit does not hold. */
  dirty?: boolean;
  keptAt: string;
  live: boolean;
  previous: boolean;
};

/** `--list` as a team reads it: one line a release, `*` on the live one. */
export function formatReleaseList(
  remote: RemoteId,
  deployment: DeploymentRecord,
  releases: readonly ListedRelease[],
): string {
  if (releases.length === 0) {
    return `${remote} has no kept release on ${describe(deployment)}: it serves its build (dist/)`;
  }
  const width = Math.max(...releases.map(({ id }) => id.length));
  const lines = releases.map(
    (release) =>
      `${release.live ? '*' : ' '} ${[
        release.id.padEnd(width),
        `commit ${release.commit?.slice(0, 12) ?? 'unknown'}${release.dirty ? '+uncommitted' : ''}`.padEnd(
          27,
        ),
        `kept ${release.keptAt || 'unknown'}`,
        release.live ? '(live)' : release.previous ? '(rollback target)' : '',
      ]
        .join('  ')
        .trimEnd()}`,
  );
  return [`${remote} on ${describe(deployment)}, oldest first:`, ...lines].join('\n');
}

/** The releases of each remote on one deployment. */
function deploymentStore(options: ReleaseStoreOptions, deployment: DeploymentRecord) {
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

  /**
   * Put a kept release live: a new live folder with its files plus the hashed assets of what was live
   * (the grace period) and its release.json (since when, what it replaced, what a rollback would put
   * back: the status page reads it), then the deployment's link is pointed at it in one rename. The
   * folder it replaces stays until the next switch (a reader's request may be reading it); older ones
   * go.
   */
  function goLive(remote: RemoteId, id: string, rollbackTarget: string | undefined): void {
    const source = kept(remote, id);
    const previous = deployedDir(remote);
    const next = join(liveFoldersDir(remote), `${id}.${Date.now()}`);
    rmSync(next, { recursive: true, force: true });
    cpSync(source, next, { recursive: true });
    const replaced = liveReleaseOf(previous) ?? null;
    writeReleaseRecord(next, {
      id,
      releasedAt: now(),
      replaced,
      rollbackTarget:
        rollbackTarget === undefined
          ? null
          : rollbackTarget === replaced?.id
            ? replaced
            : { id: rollbackTarget },
    });
    const previousAssets = join(previous, 'assets');
    if (existsSync(previousAssets)) {
      for (const name of readdirSync(previousAssets)) {
        const target = join(next, 'assets', name);
        if (!existsSync(target)) cpSync(join(previousAssets, name), target);
      }
    }
    pointLink(link(remote), next);
    const keep = new Set(
      [next, resolve(previous)].map((dir) => relative(liveFoldersDir(remote), dir)),
    );
    for (const name of readdirSync(liveFoldersDir(remote))) {
      if (!keep.has(name))
        rmSync(join(liveFoldersDir(remote), name), { recursive: true, force: true });
    }
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
   * A new build (in `staging`, under this deployment's folder) goes live here; what was deployed
   * before is kept first. Returns its id.
   */
  function publish(remote: RemoteId, staging: string, commit?: string): string {
    const id = buildIdOf(staging);
    const current = recordLive(remote);
    const dir = keptDir(remote, id);
    rmSync(dir, { recursive: true, force: true });
    renameSync(staging, dir);
    goLive(remote, id, rollbackOrder(current).at(-1));
    writeHistory(remote, {
      deployment,
      switches: [...current.switches, { id, at: now(), by: 'release' }],
      kept: { ...current.kept, [id]: { commit, keptAt: now() } },
    });
    return id;
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

  /**
   * The kept releases of `remote` here, oldest first, the live one and the rollback target marked.
   * A kept folder the history does not know is listed too (what is on disk is what can go live).
   */
  function list(remote: RemoteId): ListedRelease[] {
    const recorded = history(remote);
    const live = rollbackOrder(recorded);
    const known = recorded.kept;
    const dir = releasesDir(remote);
    const onDisk = existsSync(dir)
      ? readdirSync(dir).filter(
          (name) =>
            releaseIdSchema.safeParse(name).success && existsSync(join(dir, name, BUILD_ID_FILE)),
        )
      : [];
    return onDisk
      .map((id) => {
        // A release's build says what it was built from, the first served build's included.
        const infoFile = join(dir, id, BUILD_INFO_FILE);
        const built = existsSync(infoFile)
          ? readPublished(buildInfoSchema, infoFile, 'the build record')
          : undefined;
        const commit = known[id]?.commit ?? built?.commit ?? undefined;
        return {
          id,
          keptAt: known[id]?.keptAt ?? '',
          ...(commit === undefined ? {} : { commit }),
          ...(built?.dirty ? { dirty: true } : {}),
          live: live.at(-1) === id,
          previous: live.at(-2) === id,
        };
      })
      .sort((a, b) => a.keptAt.localeCompare(b.keptAt) || a.id.localeCompare(b.id));
  }

  return {
    deployment,
    historyFile,
    history,
    list,
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
