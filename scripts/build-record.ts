/**
 * What an app's dist was built from, so that a one-app build can reuse the other apps' builds only
 * when they are what a full build would produce now. The record is kept out of dist (dist is
 * deployed as it is) and names the build id that build wrote, so a dist rebuilt or replaced by any
 * other means (a workspace's own build, a release) no longer matches its record.
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { BUILD_ID_FILE } from '@tla/platform/contracts/app-status';

export type BuildInputs = {
  /** The git work tree the paths are in. */
  root: string;
  /** Folders and files, relative to root, that the build reads. */
  paths: readonly string[];
  /** The environment the build runs with: its VITE_* variables shape the output. */
  env: NodeJS.ProcessEnv;
};

/**
 * One hash over every file git knows or would add under the paths (tracked, edited or new; never
 * what .gitignore leaves out, such as dist/ and node_modules/), their contents and the VITE_*
 * variables. Content, not modification times: a checkout that restores the same sources keeps it.
 */
export function inputsHash({ root, paths, env }: BuildInputs): string {
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...paths],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const files = [...new Set(listed.split('\0').filter(Boolean))].sort();
  const hash = createHash('sha256');
  for (const file of files) {
    const path = join(root, file);
    hash.update(`${file}\0`);
    // A tracked file deleted in the work tree is part of the sources too: as an absence.
    hash.update(existsSync(path) ? readFileSync(path) : '\0deleted\0');
  }
  for (const name of Object.keys(env)
    .filter((key) => key.startsWith('VITE_'))
    .sort()) {
    hash.update(`\0${name}=${env[name] ?? ''}`);
  }
  return hash.digest('hex');
}

const buildRecordSchema = z.object({
  inputs: z.string().regex(/^[0-9a-f]{64}$/),
  buildId: z.string().min(1),
});
export type BuildRecord = z.infer<typeof buildRecordSchema>;

const buildIdOf = (distDir: string): string | undefined => {
  const file = join(distDir, BUILD_ID_FILE);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
};

/** Records that distDir (complete: built, prerendered) was built from `inputs`. */
export function writeBuildRecord(recordFile: string, distDir: string, inputs: string): void {
  const buildId = buildIdOf(distDir);
  if (!buildId)
    throw new Error(`${join(distDir, BUILD_ID_FILE)} is missing: the build wrote no id`);
  const record: BuildRecord = { inputs, buildId };
  mkdirSync(dirname(recordFile), { recursive: true });
  writeFileSync(recordFile, `${JSON.stringify(record, null, 2)}\n`);
}

export type BuildState = { current: true } | { current: false; reason: string };

/** Whether distDir holds the build of exactly `inputs`; if not, why, in a reader's words. */
export function buildState(recordFile: string, distDir: string, inputs: string): BuildState {
  const buildId = buildIdOf(distDir);
  if (!buildId) return { current: false, reason: `${distDir} holds no build` };
  if (!existsSync(recordFile))
    return { current: false, reason: 'no record of what it was built from' };
  const parsed = buildRecordSchema.safeParse(safeJson(readFileSync(recordFile, 'utf8')));
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path.join('.') || '(root)';
    return { current: false, reason: `${recordFile}: unreadable record (field ${field})` };
  }
  if (parsed.data.buildId !== buildId)
    return { current: false, reason: 'its dist was rebuilt or replaced since it was recorded' };
  if (parsed.data.inputs !== inputs)
    return { current: false, reason: 'its sources or shared packages changed since its build' };
  return { current: true };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
