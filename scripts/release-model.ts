/**
 * The release model of a remote, apart from building and composing (the release script supplies
 * those): its kept releases under `<root>/<remote>/<id>/`, the history of what went live and to which
 * deployment, and the swap of its deployed folder. Every check runs before anything live changes.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
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
import { readPublished } from '@tla/platform/deploy/published-file';
import { writeReleaseRecord } from '@tla/platform/deploy/release-file';

/** A build id (`<time>-<hex>`, or a VITE_BUILD_ID): a single folder name, never a path. */
export const releaseIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, 'a release id: letters, digits, "-" and "_"');

/** Where a release went: the deployment's name and its description file (none: `local`). */
const deploymentRecordSchema = z.object({
  name: deploymentSchema.shape.name,
  file: z.string().min(1).optional(),
});
export type DeploymentRecord = z.infer<typeof deploymentRecordSchema>;

// A history written before releases recorded their deployment lists bare ids: deployment unknown.
const liveEntrySchema = z.preprocess(
  (entry) => (typeof entry === 'string' ? { id: entry } : entry),
  z.object({
    id: releaseIdSchema,
    deployment: deploymentRecordSchema.optional(),
    /** When it went live (histories written before releases recorded it have none). */
    releasedAt: z.iso.datetime({ offset: true }).optional(),
  }),
);
export type LiveEntry = z.infer<typeof liveEntrySchema>;

export const historySchema = z.object({ live: z.array(liveEntrySchema) });

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

const describe = (record: DeploymentRecord) =>
  record.file === undefined ? `"${record.name}"` : `"${record.name}" (${record.file})`;

/**
 * The deployment an operation on `remote`'s live release acts on: the one it went to. Told another
 * (TLA_DEPLOYMENT), it refuses rather than compose a deployment that does not serve this release.
 */
export function deploymentFor(
  remote: RemoteId,
  entry: LiveEntry,
  told: DeploymentRecord | undefined,
): DeploymentRecord {
  const recorded = entry.deployment;
  if (recorded && told && told.name !== recorded.name) {
    throw new Error(
      `${remote}'s live release ${entry.id} went to deployment ${describe(recorded)}, but ${DEPLOYMENT_VARIABLE} names ${describe(told)}: unset ${DEPLOYMENT_VARIABLE} or name that deployment`,
    );
  }
  return recorded ?? told ?? localRecord;
}

export type ReleaseAction =
  { kind: 'release'; source: string | undefined } | { kind: 'rollback' } | { kind: 'end-grace' };

const flags = ['--rollback', '--end-grace', '--source'];

/** `<remote> [--source DIR | --rollback | --end-grace]`, each mistake named. */
export function parseReleaseArgs(args: string[]): { remote: RemoteId; action: ReleaseAction } {
  const [name, ...rest] = args;
  const remote = remoteIds.find((id) => id === name);
  if (!remote) {
    throw new Error(
      `"${name ?? ''}" is not one of our remotes: name one of ${remoteIds.join(', ')}`,
    );
  }
  const unknown = rest.find((arg, index) =>
    arg.startsWith('-') ? !flags.includes(arg) : rest[index - 1] !== '--source',
  );
  if (unknown !== undefined)
    throw new Error(`unknown argument "${unknown}" (use ${flags.join(', ')})`);
  if (rest.includes('--rollback')) return { remote, action: { kind: 'rollback' } };
  if (rest.includes('--end-grace')) return { remote, action: { kind: 'end-grace' } };
  const sourceIndex = rest.indexOf('--source');
  if (sourceIndex >= 0 && rest[sourceIndex + 1] === undefined)
    throw new Error('--source needs a folder');
  return {
    remote,
    action: { kind: 'release', source: sourceIndex >= 0 ? rest[sourceIndex + 1] : undefined },
  };
}

export type ReleaseStoreOptions = {
  /** The folder every remote's kept releases live in (`.releases`). */
  root: string;
  /** A remote's deployed folder (its dist/ on this machine). */
  distOf: (remote: RemoteId) => string;
  /** The clock release times are read from. */
  now?: () => Date;
};

export function releaseStore({ root, distOf, now = () => new Date() }: ReleaseStoreOptions) {
  const releasesDir = (remote: RemoteId) => join(root, remote);
  const historyFile = (remote: RemoteId) => join(releasesDir(remote), 'history.json');
  const keptDir = (remote: RemoteId, id: string) =>
    join(releasesDir(remote), releaseIdSchema.parse(id));

  /** What went live, oldest first; the last is live now. A broken file names itself and its field. */
  function history(remote: RemoteId): LiveEntry[] {
    const file = historyFile(remote);
    if (!existsSync(file)) return [];
    return readPublished(historySchema, file, 'the release history').live;
  }

  function writeHistory(remote: RemoteId, live: LiveEntry[]): void {
    mkdirSync(releasesDir(remote), { recursive: true });
    const entries = live.map((entry) => (entry.deployment || entry.releasedAt ? entry : entry.id));
    writeFileSync(historyFile(remote), `${JSON.stringify({ live: entries }, null, 2)}\n`);
  }

  /** A build folder's id, checked as an id (it becomes a folder name). */
  function buildIdOf(dir: string): string {
    const file = join(dir, 'build-id.txt');
    const result = releaseIdSchema.safeParse(readFileSync(file, 'utf8').trim());
    if (!result.success)
      throw new Error(`${file} does not hold a release id: ${result.error.issues[0]?.message}`);
    return result.data;
  }

  /** The kept folder of `id`, or an error naming the release when it is not kept. */
  function kept(remote: RemoteId, id: string): string {
    const dir = keptDir(remote, id);
    if (!existsSync(join(dir, 'build-id.txt'))) {
      throw new Error(`release ${id} of ${remote} is not a kept release (${dir} holds none)`);
    }
    return dir;
  }

  /**
   * Keep the build that is deployed now if no release recorded it (the first release after a build),
   * as gone to `deployment`.
   */
  function recordLive(remote: RemoteId, deployment: DeploymentRecord): void {
    const live = history(remote);
    const dist = distOf(remote);
    if (!existsSync(join(dist, 'build-id.txt'))) return;
    const id = buildIdOf(dist);
    if (live.at(-1)?.id === id) return;
    const dir = keptDir(remote, id);
    if (!existsSync(dir)) cpSync(dist, dir, { recursive: true });
    writeHistory(remote, [...live, { id, deployment }]);
  }

  /**
   * Put a kept release live: its files replace the deployed folder, plus the hashed assets of what was
   * live (the grace period) and its release.json (when, and what it replaced: the status page reads
   * it). The swap is a rename, so a request sees the old folder or the new.
   */
  function goLive(remote: RemoteId, id: string, releasedAt: string, previous?: LiveEntry): void {
    const source = kept(remote, id);
    const dist = distOf(remote);
    const next = `${dist}.next`;
    rmSync(next, { recursive: true, force: true });
    cpSync(source, next, { recursive: true });
    writeReleaseRecord(next, {
      id,
      releasedAt,
      previous: previous ? { id: previous.id, releasedAt: previous.releasedAt } : null,
    });
    if (existsSync(join(dist, 'assets'))) {
      for (const name of readdirSync(join(dist, 'assets'))) {
        const target = join(next, 'assets', name);
        if (!existsSync(target)) cpSync(join(dist, 'assets', name), target);
      }
    }
    const old = `${dist}.old`;
    rmSync(old, { recursive: true, force: true });
    if (existsSync(dist)) renameSync(dist, old);
    renameSync(next, dist);
    rmSync(old, { recursive: true, force: true });
  }

  /**
   * A new build (in `staging`, under the releases folder) goes live to `deployment`; what was
   * deployed before is kept first. Returns its id.
   */
  function publish(remote: RemoteId, staging: string, deployment: DeploymentRecord): string {
    const id = buildIdOf(staging);
    const live = history(remote);
    const dir = keptDir(remote, id);
    rmSync(dir, { recursive: true, force: true });
    renameSync(staging, dir);
    const releasedAt = now().toISOString();
    goLive(remote, id, releasedAt, live.at(-1));
    writeHistory(remote, [...live, { id, deployment, releasedAt }]);
    return id;
  }

  /**
   * The previous release goes live again. Returns it and the deployments to compose: the one the
   * replaced release went to and the one the previous release went to, if another.
   */
  function rollback(
    remote: RemoteId,
    told: DeploymentRecord | undefined,
  ): { id: string; compose: DeploymentRecord[] } {
    recordLive(remote, told ?? localRecord);
    const live = history(remote);
    const current = live.at(-1);
    const previous = live.at(-2);
    if (!current || !previous) throw new Error(`${remote} has no earlier release to roll back to`);
    const target = deploymentFor(remote, current, told);
    kept(remote, previous.id);
    const releasedAt = now().toISOString();
    goLive(remote, previous.id, releasedAt, live.at(-3));
    writeHistory(remote, [...live.slice(0, -2), { ...previous, releasedAt }]);
    const others =
      previous.deployment && previous.deployment.name !== target.name ? [previous.deployment] : [];
    return { id: previous.id, compose: [target, ...others] };
  }

  /** The end of the grace period: only the live release's own hashed files stay. Returns how many went. */
  function endGrace(remote: RemoteId, told: DeploymentRecord | undefined): number {
    const dist = distOf(remote);
    const current = history(remote).at(-1) ?? { id: buildIdOf(dist), deployment: undefined };
    deploymentFor(remote, current, told);
    const own = new Set(readdirSync(join(kept(remote, current.id), 'assets')));
    let removed = 0;
    for (const name of readdirSync(join(dist, 'assets'))) {
      if (own.has(name)) continue;
      rmSync(join(dist, 'assets', name));
      removed += 1;
    }
    return removed;
  }

  /** Where each remote's live release went, as recorded (remotes never released are left out). */
  function liveDeployments(): DeploymentRecord[] {
    const records = remoteIds.flatMap((remote) => history(remote).at(-1)?.deployment ?? []);
    return [...new Map(records.map((record) => [record.name, record])).values()];
  }

  return { history, recordLive, publish, rollback, endGrace, liveDeployments, releasesDir };
}
