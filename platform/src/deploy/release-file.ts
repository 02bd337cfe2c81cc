/**
 * release.json in an app's live folder (contracts/app-status.ts): written as a build goes live, so
 * the deployment itself says since when it has been live, what it replaced and what a rollback puts
 * back. A remote's release or rollback writes it into the new live folder before the deployment's
 * link switches to it (scripts/live-switch.ts); the shell's, which goes live with the compose of a
 * new build, is recorded by compose. Written by rename, as every file a served folder publishes. Node.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BUILD_ID_FILE,
  RELEASE_FILE,
  releaseRecordSchema,
  type ReleaseRecord,
  type ReleaseRef,
} from '../contracts/app-status';
import { publishFile } from '../build-tools/precompress';
import { readPublished } from './published-file';

/** The release record in `dir`; undefined when none was written (a build deployed as built). */
export function readReleaseRecord(dir: string): ReleaseRecord | undefined {
  const file = join(dir, RELEASE_FILE);
  return existsSync(file) ? readPublished(releaseRecordSchema, file) : undefined;
}

export function writeReleaseRecord(dir: string, record: ReleaseRecord): void {
  publishFile(join(dir, RELEASE_FILE), `${JSON.stringify(record, null, 2)}\n`);
}

/**
 * The release `dir` is live as, for the record of the one that replaces it: its build id, and when it
 * went live if its own record says so. Undefined for a folder that holds no build.
 */
export function liveReleaseOf(dir: string): ReleaseRef | undefined {
  const idFile = join(dir, BUILD_ID_FILE);
  if (!existsSync(idFile)) return undefined;
  const id = readFileSync(idFile, 'utf8').trim();
  const recorded = readReleaseRecord(dir);
  return recorded?.id === id ? { id, releasedAt: recorded.releasedAt } : { id };
}

/**
 * The shell's build in `shellDist` went live now unless its release record already names it; the
 * release it replaces is the one the record named. The shell is not rolled back by release (a shell
 * goes back by a build of the older commit), so it records no rollback target. Returns the record.
 */
export function recordShellRelease(shellDist: string, now = new Date()): ReleaseRecord {
  const id = readFileSync(join(shellDist, BUILD_ID_FILE), 'utf8').trim();
  const recorded = readReleaseRecord(shellDist);
  if (recorded?.id === id) return recorded;
  const record: ReleaseRecord = {
    id,
    releasedAt: now.toISOString(),
    replaced: recorded ? { id: recorded.id, releasedAt: recorded.releasedAt } : null,
    rollbackTarget: null,
  };
  writeReleaseRecord(shellDist, record);
  return record;
}
