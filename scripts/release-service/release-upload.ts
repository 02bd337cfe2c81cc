/**
 * A release's upload: the archive is received into a temporary folder of its own, outside the
 * deployment, capped in size, checked entry by entry and only then extracted. It reaches the
 * deployment's folder only through the release's own checks.
 */
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  archiveProblems,
  ArchiveUnreadable,
  extractBuild,
} from '@tla/platform/deploy/build-archive';
import type { RemoteId } from '@tla/platform/deploy/deployment';
import { MAX_RELEASE_UPLOAD_BYTES } from '@tla/platform/deploy/release-endpoint';
import { describeBuildProblems } from '@tla/platform/deploy/untrusted-build';

class UploadTooLarge extends Error {}

/** The request body into `file`, refused past MAX_RELEASE_UPLOAD_BYTES. Returns its size. */
async function receive(req: IncomingMessage, file: string): Promise<number> {
  let bytes = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > MAX_RELEASE_UPLOAD_BYTES) done(new UploadTooLarge());
      else done(null, chunk);
    },
  });
  await pipeline(req, counted, createWriteStream(file, { mode: 0o600 }));
  return bytes;
}

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

export type Upload =
  /** The build, extracted; `cleanup` removes it once its release has run. */
  | { kind: 'received'; build: string; cleanup: () => void }
  /** The answer to give: nothing was kept. */
  | { kind: 'refused'; status: 400 | 413 | 422; message: string }
  /** The client went away mid-upload: nothing was kept, nobody is left to answer. */
  | { kind: 'gone'; reason: string };

/** Receive, check and extract the build a release of `remote` uploads in `req`. */
export async function receiveBuild(req: IncomingMessage, remote: RemoteId): Promise<Upload> {
  const declared = Number(req.headers['content-length'] ?? '0');
  if (declared > MAX_RELEASE_UPLOAD_BYTES) {
    return {
      kind: 'refused',
      status: 413,
      message: `${remote}: the archive is ${megabytes(declared)}, over the ${megabytes(MAX_RELEASE_UPLOAD_BYTES)} an upload may be`,
    };
  }
  const work = mkdtempSync(join(tmpdir(), `tla-release-${remote}-`));
  const cleanup = () => rmSync(work, { recursive: true, force: true });
  const archive = join(work, 'build.tar.gz');
  try {
    await receive(req, archive);
  } catch (error) {
    cleanup();
    if (error instanceof UploadTooLarge) {
      return {
        kind: 'refused',
        status: 413,
        message: `${remote}: the archive is over the ${megabytes(MAX_RELEASE_UPLOAD_BYTES)} an upload may be`,
      };
    }
    return { kind: 'gone', reason: error instanceof Error ? error.message : String(error) };
  }
  let problems;
  try {
    problems = await archiveProblems(archive);
  } catch (error) {
    cleanup();
    if (error instanceof ArchiveUnreadable)
      return { kind: 'refused', status: 400, message: `${remote}: ${error.message}` };
    throw error;
  }
  if (problems.length > 0) {
    cleanup();
    return {
      kind: 'refused',
      status: 422,
      message: `${remote}: the archive holds what no build may, nothing was released:\n${describeBuildProblems(problems)}`,
    };
  }
  const build = join(work, 'build');
  try {
    await extractBuild(archive, build);
  } catch (error) {
    cleanup();
    throw error;
  }
  rmSync(archive);
  return { kind: 'received', build, cleanup };
}
