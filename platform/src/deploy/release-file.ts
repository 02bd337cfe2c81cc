/**
 * release.json in an app's deployed folder (contracts/app-status.ts): written as a build goes live, so
 * the deployment itself says since when it has been live and what it replaced. A remote's release
 * writes it into the folder before the switch (scripts/release-model.ts); the shell's, which goes live
 * with the compose of a new build, is recorded by compose. Node.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RELEASE_FILE, releaseRecordSchema, type ReleaseRecord } from '../contracts/app-status';
import { readPublished } from './published-file';

/** The release record in `dir`; undefined when none was written (a build deployed as built). */
export function readReleaseRecord(dir: string): ReleaseRecord | undefined {
  const file = join(dir, RELEASE_FILE);
  return existsSync(file) ? readPublished(releaseRecordSchema, file) : undefined;
}

export function writeReleaseRecord(dir: string, record: ReleaseRecord): void {
  writeFileSync(join(dir, RELEASE_FILE), `${JSON.stringify(record, null, 2)}\n`);
}

/**
 * The shell's build in `shellDist` went live now unless its release record already names it; the
 * record it replaces becomes the previous release. Returns the record.
 */
export function recordShellRelease(shellDist: string, now = new Date()): ReleaseRecord {
  const id = readFileSync(join(shellDist, 'build-id.txt'), 'utf8').trim();
  const recorded = readReleaseRecord(shellDist);
  if (recorded?.id === id) return recorded;
  const record: ReleaseRecord = {
    id,
    releasedAt: now.toISOString(),
    previous: recorded ? { id: recorded.id, releasedAt: recorded.releasedAt } : null,
  };
  writeReleaseRecord(shellDist, record);
  return record;
}
