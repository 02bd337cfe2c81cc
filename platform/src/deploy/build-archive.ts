/**
 * A remote's build reaches a release service as a gzip-compressed tar archive that another team's CI
 * uploads: untrusted input. Every entry is read and checked before anything is written where the
 * deployment keeps builds, and an archive that holds anything a build may not is refused with one
 * line per offending entry, in the words of the folder check (untrusted-build.ts): plain folders and
 * plain files, under names inside the build, within a size and a count. Only then is it extracted,
 * with node-tar's own protections on and modes of our choosing, and the extracted folder is checked
 * again as a folder. A body that is not a gzip-compressed tar, or that ends early, is another answer
 * (the upload broke, not the build), and says which. The command-line client packs a build folder
 * the same way the service reads it.
 */
import {
  createReadStream,
  existsSync,
  mkdirSync,
  readdirSync,
  realpathSync,
  rmSync,
} from 'node:fs';
import type { Stats } from 'node:fs';
import { open } from 'node:fs/promises';
import { basename, dirname, join, sep, win32 } from 'node:path';
import { create, extract, Parser, ReadEntry, type TarOptionsWithAliases } from 'tar';
import { hasControlCharacter } from '../contracts/published-paths';
import {
  buildProblems,
  DEFAULT_BUILD_LIMITS,
  UntrustedBuildError,
  type BuildLimits,
  type BuildProblem,
  type BuildProblemKind,
} from './untrusted-build';

/** The archive could not be read as a gzip-compressed tar: `reason` says how it failed. */
export class ArchiveUnreadable extends Error {
  override name = 'ArchiveUnreadable';
  constructor(
    readonly file: string,
    readonly reason: string,
    options?: ErrorOptions,
  ) {
    super(`${file} cannot be read as a build archive: ${reason}`, options);
  }
}

/** Not executable, not writable by others: a build is served, never run (folders need x to be entered). */
const FILE_MODE = 0o644;
const FOLDER_MODE = 0o755;

/** As untrusted-build.ts shows an entry: control characters and backslashes written out. */
const shown = (entry: string) =>
  hasControlCharacter(entry) || entry.includes('\\') ? JSON.stringify(entry) : entry;

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/**
 * The path an entry lands on, as node-tar resolves it under the target: without `.` and empty
 * segments or a trailing `/` (so `a/./b` and `a//b` are `a/b`); '' is the target itself (`./`).
 */
const landsOn = (name: string) =>
  name
    .split('/')
    .filter((segment) => segment !== '' && segment !== '.')
    .join('/');

/** What keeps an entry's name from naming a path inside the build; undefined when nothing does. */
function nameProblem(name: string): string | undefined {
  if (name.startsWith('/')) return 'an absolute path';
  // node-tar reads `\` as `/` when it looks for `..`, so `..\x` counts as leaving too.
  if (name.split(/[\\/]/).includes('..')) return 'a path with a .. segment (out of the build)';
  if (name.includes('\\')) return 'a name with a backslash';
  // node-tar strips a Windows root (`C:`, `//host/share`) as it strips `/`: the file would land
  // somewhere other than its name says.
  const { root } = win32.parse(name);
  if (root !== '') return `a path from a drive (${shown(root)})`;
  if (hasControlCharacter(name)) return 'a name with a control character';
  if (landsOn(name) === '') return 'the build folder itself, as a file';
  return undefined;
}

/** What keeps an entry from being a plain file or a folder; undefined when it is one. */
function typeProblem(entry: ReadEntry): { kind: BuildProblemKind; problem: string } | undefined {
  switch (entry.type) {
    case 'File':
    case 'Directory':
      return undefined;
    case 'SymbolicLink':
      return { kind: 'link', problem: `a symbolic link (to ${shown(entry.linkpath ?? '')})` };
    case 'Link':
      return { kind: 'hard-link', problem: `a hard link (to ${shown(entry.linkpath ?? '')})` };
    case 'FIFO':
      return { kind: 'special-file', problem: 'a FIFO (named pipe)' };
    case 'CharacterDevice':
      return { kind: 'special-file', problem: 'a character device' };
    case 'BlockDevice':
      return { kind: 'special-file', problem: 'a block device' };
    default:
      return entry.meta
        ? // Only an extended header tar will not read (over its 1 MB) reaches here: it would leave
          // the entry it describes misnamed.
          { kind: 'special-file', problem: 'an extended header too large to read' }
        : {
            kind: 'special-file',
            problem: `neither a plain file nor a folder (a tar entry of type ${entry.type})`,
          };
  }
}

/** How a failure of node-tar's reader reads to the team that uploaded the archive. */
function unreadableReason(error: unknown, entriesRead: number, lastEntry: string): string {
  if (!(error instanceof Error)) return String(error);
  const code = 'code' in error ? error.code : undefined;
  const tarCode = 'tarCode' in error ? error.tarCode : undefined;
  const detail = error.message.replace(/^TAR_[A-Z_]+: /, '');
  if (code === 'Z_BUF_ERROR' || /^Truncated input/.test(detail))
    return 'the archive ends early (truncated)';
  if (code === 'Z_DATA_ERROR') return `the compressed data is damaged (${detail})`;
  if (tarCode === 'TAR_ENTRY_INVALID')
    return entriesRead === 0
      ? `gzip-compressed, but not a tar archive inside (${detail})`
      : lastEntry === ''
        ? `a damaged tar header (${detail})`
        : `a damaged tar header after ${shown(lastEntry)} (${detail})`;
  if (tarCode === 'TAR_BAD_ARCHIVE') return 'gzip-compressed, but holds no tar entries';
  return `not a tar archive node-tar reads (${detail})`;
}

async function startsAsGzip(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(2), 0, 2, 0);
    return bytesRead === 2 && buffer[0] === 0x1f && buffer[1] === 0x8b;
  } finally {
    await handle.close();
  }
}

/**
 * Every entry of the gzip-compressed tar `file` to `onEntry`, in order, without writing anything:
 * `skipped` when node-tar would not extract it (a type it does not know, an oversized extended
 * header); `onEntry` returns 'stop' to stop reading there. Pax extended and global headers and GNU
 * long names are not entries: node-tar reads them as part of the entry they describe. Throws
 * ArchiveUnreadable when the body is not one.
 */
async function readArchive(
  file: string,
  onEntry: (entry: ReadEntry, skipped: boolean) => 'stop' | undefined,
): Promise<void> {
  // node-tar also reads a plain tar and zstd: the upload is gzip, anything else is a mistake.
  if (!(await startsAsGzip(file)))
    throw new ArchiveUnreadable(file, 'not a gzip-compressed tar archive');
  // strict: a damaged header is an error, not an entry skipped with a warning.
  const parser = new Parser({ strict: true });
  let failure: unknown;
  let stopped = false;
  let sawEnd = false;
  let entriesRead = 0;
  let lastEntry = '';
  const read = (entry: ReadEntry, skipped: boolean) => {
    if (stopped || failure !== undefined) return;
    entriesRead += 1;
    lastEntry = entry.path;
    if (onEntry(entry, skipped) === 'stop') stopped = true;
  };
  parser.on('entry', (entry: unknown) => {
    if (!(entry instanceof ReadEntry)) return;
    read(entry, false);
    entry.resume();
  });
  parser.on('ignoredEntry', (entry: unknown) => {
    if (entry instanceof ReadEntry) read(entry, true);
  });
  // A tar cut at an entry's boundary inside a whole gzip reads without an error: only its missing
  // end-of-archive blocks tell.
  parser.on('eof', () => (sawEnd = true));
  const ended = new Promise<void>((resolve) => {
    parser.on('end', resolve);
    parser.on('error', (error: unknown) => {
      if (!stopped) failure ??= error;
      resolve();
    });
  });
  const stream = createReadStream(file);
  try {
    for await (const chunk of stream) {
      if (!Buffer.isBuffer(chunk)) continue;
      parser.write(chunk);
      // Past a limit, the rest is not decompressed: a small upload can expand a thousandfold.
      if (stopped || failure !== undefined) break;
    }
    if (stopped || failure !== undefined) parser.abort(new Error('stopped reading'));
    else {
      parser.end();
      await ended;
    }
  } catch (error) {
    failure ??= error;
  } finally {
    stream.destroy();
  }
  if (failure !== undefined)
    throw new ArchiveUnreadable(file, unreadableReason(failure, entriesRead, lastEntry), {
      cause: failure,
    });
  if (!stopped && !sawEnd)
    throw new ArchiveUnreadable(
      file,
      'the archive ends early (truncated: no end-of-archive blocks)',
    );
}

type Landed = 'file' | 'folder' | 'implied-folder';

/**
 * Everything in the build archive `file` (a `.tar.gz` saved outside any deployment) that a build may
 * not hold, in the archive's order; none: it may be extracted. Nothing is written. Counts as the
 * folder check counts the extracted folder (a folder an entry's path implies counts once, `./` not
 * at all); an entry whose body is read counts its size. Reading stops at a limit, with that limit as
 * the last problem. Throws ArchiveUnreadable when the body is not a whole gzip-compressed tar.
 */
export async function archiveProblems(
  file: string,
  limits: BuildLimits = DEFAULT_BUILD_LIMITS,
): Promise<BuildProblem[]> {
  const problems: BuildProblem[] = [];
  /** What each path inside the build is once extracted, and the name of the entry that made it. */
  const landed = new Map<string, { as: Landed; name: string }>();
  let entries = 0;
  let bytes = 0;
  const tooMany = (name: string) => {
    entries += 1;
    if (entries <= limits.maxEntries) return false;
    problems.push({
      entry: shown(name),
      kind: 'size',
      problem: `more than ${limits.maxEntries} files and folders (the limit)`,
    });
    return true;
  };
  await readArchive(file, (entry, skipped) => {
    const name = entry.path;
    const path = landsOn(name);
    const add = (kind: BuildProblemKind, problem: string) =>
      problems.push({ entry: shown(name), kind, problem });
    // `./`, which tar -C dir . writes first: the target folder itself.
    if (path === '' && entry.type === 'Directory' && !skipped) return undefined;
    const named = nameProblem(name);
    if (named) {
      if (tooMany(name)) return 'stop';
      add('name', named);
    } else {
      const segments = path.split('/');
      for (let depth = 1; depth < segments.length; depth += 1) {
        const folder = segments.slice(0, depth).join('/');
        const before = landed.get(folder);
        if (before === undefined) {
          landed.set(folder, { as: 'implied-folder', name: folder });
          if (tooMany(name)) return 'stop';
        } else if (before.as === 'file') {
          add('name', `inside ${shown(before.name)}, which is a file`);
          break;
        }
      }
      const before = landed.get(path);
      const as: Landed = entry.type === 'Directory' ? 'folder' : 'file';
      if (before === undefined) {
        landed.set(path, { as, name });
        if (tooMany(name)) return 'stop';
      } else if (before.as === 'implied-folder' && as === 'folder') {
        landed.set(path, { as, name });
      } else if (before.as === 'implied-folder') {
        add('name', 'a file where earlier entries have a folder');
      } else {
        add(
          'name',
          before.name === name
            ? 'a second entry for this path (it would replace the one checked)'
            : `a second entry for ${shown(before.name)} (it would replace the one checked)`,
        );
      }
    }
    const typed = typeProblem(entry);
    if (typed) add(typed.kind, typed.problem);
    // Every body is read to reach the next entry, so every body counts, not only a file's.
    bytes += entry.size;
    if (bytes > limits.maxBytes) {
      add('size', `past ${megabytes(limits.maxBytes)} of files in all (the limit)`);
      return 'stop';
    }
    return undefined;
  });
  return problems;
}

/**
 * What `extractBuild` asks of node-tar once an archive is checked, for the empty folder `target`:
 * only files and folders; no path out of `target` (`preservePaths` off: node-tar refuses `..`,
 * strips a root, and will not write through a link); any warning fails the whole extraction
 * (`strict`); no owner from the archive even as root; an existing path is never replaced (`keep`);
 * modes ours, not the archive's. Exported so a test pins what node-tar does with them.
 */
export const unpackOptions = (target: string) =>
  ({
    cwd: target,
    strict: true,
    preservePaths: false,
    preserveOwner: false,
    keep: true,
    chmod: false,
    dmode: FOLDER_MODE,
    fmode: FILE_MODE,
    filter: (_path: string, entry: ReadEntry | Stats) =>
      entry instanceof ReadEntry && (entry.type === 'File' || entry.type === 'Directory'),
    // Runs before node-tar creates the entry (it listens after): the mode it creates it with.
    onReadEntry: (entry: ReadEntry) => {
      entry.mode = entry.type === 'Directory' ? FOLDER_MODE : FILE_MODE;
    },
  }) satisfies TarOptionsWithAliases;

/**
 * Extract the build archive `file` into `target`, a folder this creates (its parent exists, it does
 * not): the archive is checked first (UntrustedBuildError, ArchiveUnreadable, and nothing is
 * written), then extracted, then the folder is checked as a folder (UntrustedBuildError). A failed
 * extraction or check removes `target`.
 */
export async function extractBuild(
  file: string,
  target: string,
  limits: BuildLimits = DEFAULT_BUILD_LIMITS,
): Promise<void> {
  const exists = () =>
    new Error(`${target} already exists: a build is extracted into a new folder of its own`);
  if (existsSync(target)) throw exists();
  const problems = await archiveProblems(file, limits);
  if (problems.length > 0) throw new UntrustedBuildError(file, problems, 'extracted');
  try {
    mkdirSync(target, { mode: FOLDER_MODE });
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'EEXIST') throw exists();
    throw error;
  }
  try {
    await extract({ ...unpackOptions(target), file });
  } catch (error) {
    rmSync(target, { recursive: true, force: true });
    // It read whole when checked, so it changed since; anything else (a full disk) is no reading.
    const tarCode = error instanceof Error && 'tarCode' in error ? error.tarCode : undefined;
    if (tarCode === 'TAR_ABORT' || tarCode === 'TAR_BAD_ARCHIVE' || tarCode === 'TAR_ENTRY_INVALID')
      throw new ArchiveUnreadable(file, unreadableReason(error, 1, ''), { cause: error });
    throw error;
  }
  const extracted = buildProblems(target, limits);
  if (extracted.length > 0) {
    rmSync(target, { recursive: true, force: true });
    throw new UntrustedBuildError(target, extracted, 'extracted');
  }
}

/**
 * Pack the build folder `dir` into the gzip-compressed tar `file`, as the service reads it: paths
 * relative to `dir`, no owners (`portable`), links never followed. A folder with problems is refused
 * (UntrustedBuildError) before anything is written.
 */
export async function packBuild(
  dir: string,
  file: string,
  limits: BuildLimits = DEFAULT_BUILD_LIMITS,
): Promise<void> {
  const root = realpathSync(dir);
  const problems = buildProblems(root, limits);
  if (problems.length > 0) throw new UntrustedBuildError(dir, problems, 'packed');
  const archive = join(realpathSync(dirname(file)), basename(file));
  if (archive.startsWith(`${root}${sep}`))
    throw new Error(`${file} is inside ${dir}: the archive would pack itself`);
  const names = readdirSync(root).sort();
  if (names.length === 0) throw new Error(`${dir} is empty: there is no build to pack`);
  await create({ file: archive, cwd: root, gzip: true, portable: true, strict: true }, names);
}
