/**
 * A remote's build is another team's output (a CI's artefact today, an uploaded archive once it is
 * extracted): what it holds is checked before any of it is copied where the deployment serves files
 * or compose reads them. A build holds plain folders and plain files of its own, under names a URL
 * can carry, within a size and a count: a link (symbolic or hard) would put a file of the machine
 * that copies it on the site, a device or a FIFO would hang or feed the copy, and a name with a
 * backslash or a control character is read as another path by a browser or a log. The release
 * (scripts/release.ts, the guard) calls it on the folder it is given and on its staged copy; an
 * upload endpoint calls it on the folder it extracted into. Then `copyBuild` copies it as it is,
 * without following anything. Compose, which reads deployed builds, reads a file through
 * `fileInsideBuild`.
 */
import { cpSync, lstatSync, readdirSync, readlinkSync, realpathSync, type Stats } from 'node:fs';
import { join, sep } from 'node:path';
import { hasControlCharacter } from '../contracts/published-paths';

export type BuildLimits = {
  /** The bytes of every file together. */
  maxBytes: number;
  /** Folders and files together. */
  maxEntries: number;
};

/**
 * Room for any build the site makes (the largest, mf-learn's, is 7 MB in 300 files) many times over,
 * and a stop to a build that would fill the disk of every deployment that keeps it.
 */
export const DEFAULT_BUILD_LIMITS: BuildLimits = {
  maxBytes: 200 * 1024 * 1024,
  maxEntries: 20_000,
};

export type BuildProblemKind = 'link' | 'hard-link' | 'special-file' | 'name' | 'size';

/** One thing a build may not hold: the entry (a path inside the build, `/` between names) and what it is. */
export type BuildProblem = { entry: string; kind: BuildProblemKind; problem: string };

/** An entry as a reader of a message can see it: control characters and backslashes written out. */
const shown = (entry: string) =>
  hasControlCharacter(entry) || entry.includes('\\') ? JSON.stringify(entry) : entry;

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

function specialFile(stats: Stats): string | undefined {
  if (stats.isFIFO()) return 'a FIFO (named pipe)';
  if (stats.isSocket()) return 'a socket';
  if (stats.isBlockDevice()) return 'a block device';
  if (stats.isCharacterDevice()) return 'a character device';
  if (!stats.isFile() && !stats.isDirectory()) return 'neither a plain file nor a folder';
  return undefined;
}

/**
 * Everything in the build folder `dir` that a build may not hold, in the order of a walk sorted by
 * name; none: it may be copied. `dir` itself is the folder named (a link to it is followed); nothing
 * inside is followed. A walk that passes a limit stops there, with that limit as its last problem.
 */
export function buildProblems(
  dir: string,
  limits: BuildLimits = DEFAULT_BUILD_LIMITS,
): BuildProblem[] {
  const root = realpathSync(dir);
  const problems: BuildProblem[] = [];
  let bytes = 0;
  let entries = 0;
  const folders = [''];
  for (let folder = folders.shift(); folder !== undefined; folder = folders.shift()) {
    const names = readdirSync(join(root, folder)).sort();
    for (const name of names) {
      const entry = folder === '' ? name : `${folder}/${name}`;
      const path = join(root, entry);
      entries += 1;
      if (entries > limits.maxEntries) {
        problems.push({
          entry: shown(entry),
          kind: 'size',
          problem: `more than ${limits.maxEntries} files and folders (the limit)`,
        });
        return problems;
      }
      if (name.includes('\\')) {
        problems.push({ entry: shown(entry), kind: 'name', problem: 'a name with a backslash' });
      } else if (hasControlCharacter(name)) {
        problems.push({
          entry: shown(entry),
          kind: 'name',
          problem: 'a name with a control character',
        });
      }
      const stats = lstatSync(path);
      if (stats.isSymbolicLink()) {
        problems.push({
          entry: shown(entry),
          kind: 'link',
          problem: `a symbolic link (to ${shown(readlinkSync(path))})`,
        });
        continue;
      }
      const special = specialFile(stats);
      if (special) {
        problems.push({ entry: shown(entry), kind: 'special-file', problem: special });
        continue;
      }
      if (stats.isDirectory()) {
        folders.push(entry);
        continue;
      }
      if (stats.nlink > 1) {
        problems.push({
          entry: shown(entry),
          kind: 'hard-link',
          problem: `a hard link (one of ${stats.nlink} names of the same file)`,
        });
        continue;
      }
      bytes += stats.size;
      if (bytes > limits.maxBytes) {
        problems.push({
          entry: shown(entry),
          kind: 'size',
          problem: `past ${megabytes(limits.maxBytes)} of files in all (the limit)`,
        });
        return problems;
      }
    }
  }
  return problems;
}

/** One line per problem: `site/leak.txt: a symbolic link (to /etc/passwd)`. */
export const describeBuildProblems = (problems: readonly BuildProblem[]): string =>
  problems.map(({ entry, problem }) => `${entry}: ${problem}`).join('\n');

/** What was about to happen to a build when its check refused it: the message says so. */
export type BuildUse = 'copied' | 'extracted' | 'packed';

/** A folder or an archive holds entries a build may not; nothing was written. */
export class UntrustedBuildError extends Error {
  override name = 'UntrustedBuildError';
  constructor(
    readonly source: string,
    readonly problems: readonly BuildProblem[],
    use: BuildUse = 'copied',
  ) {
    super(`${source} is not a build that may be ${use}:\n${describeBuildProblems(problems)}`);
  }
}

/**
 * Copy a build checked by `buildProblems` (throws UntrustedBuildError when it has any) to `target`,
 * as it is: a link that appeared since is copied as a link, never followed, so a check of the copy
 * finds it.
 */
export function copyBuild(
  source: string,
  target: string,
  limits: BuildLimits = DEFAULT_BUILD_LIMITS,
): void {
  const problems = buildProblems(source, limits);
  if (problems.length > 0) throw new UntrustedBuildError(source, problems);
  cpSync(source, target, {
    recursive: true,
    dereference: false,
    verbatimSymlinks: true,
    errorOnExist: true,
    force: false,
  });
}

/**
 * The real path of `file`, a file of the build folder `dir`, once every link on the way is followed;
 * an error naming it when that leaves the build (a deployed build read by compose: a link out of it
 * would publish a file of the machine composing).
 */
export function fileInsideBuild(dir: string, file: string): string {
  const root = realpathSync(dir);
  const real = realpathSync(file);
  if (real === root || !real.startsWith(`${root}${sep}`))
    throw new Error(`${file} leads outside its build (to ${real})`);
  return real;
}
