import { execFileSync } from 'node:child_process';
import { realpathSync, statSync } from 'node:fs';
import path from 'node:path';

/** When a content file was first published and last changed, as YYYY-MM-DD days (UTC). */
export type ContentDates = { publishedAt: string; updatedAt: string };

const day = (date: Date): string => date.toISOString().slice(0, 10);

/** One commit as the history of a repository lists it: its day, and the paths it changed. */
type CommittedChange = { from?: string; path: string };
type Commit = { day: string; changes: CommittedChange[] };

/** A repository's history, newest commit first. */
type History = { root: string; commits: Commit[] };

/**
 * How long one reading of a repository's history answers for its files: a build asks for hundreds
 * of them at once, and a dev server reads them again once a commit may have happened since.
 */
const HISTORY_REUSE_MS = 5_000;

/** Each folder's repository root (null outside a git checkout): it does not change during a build. */
const roots = new Map<string, string | null>();
/** Each repository's history as last read, and when: every folder of it answers from one reading. */
const histories = new Map<string, { at: number; history: History | null }>();

const git = (cwd: string, args: string[]) =>
  execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, TZ: 'UTC' },
    stdio: ['ignore', 'pipe', 'ignore'],
    maxBuffer: 256 * 2 ** 20,
  });

/** The root of the git checkout `dir` is in; null when it is in none (or git is missing). */
function repositoryRoot(dir: string): string | null {
  if (!roots.has(dir)) {
    let root: string | null;
    try {
      root = git(dir, ['rev-parse', '--show-toplevel']).trim();
    } catch {
      root = null;
    }
    roots.set(dir, root);
  }
  return roots.get(dir) ?? null;
}

/**
 * Every commit of the repository at `root`, newest first (as `git log` lists them), with the paths
 * each changed and the renames git detects: one git process for all the files of a repository, where
 * a `git log --follow` per file cost a process walking the whole history for each.
 */
function readHistory(root: string): History | null {
  let log: string;
  try {
    log = git(root, [
      'log',
      '-z',
      '-M',
      '--name-status',
      '--format=%x01%cd',
      '--date=format-local:%Y-%m-%d',
    ]);
  } catch {
    return null;
  }
  const commits = log
    .split('\x01')
    .filter((record) => record !== '')
    .map((record): Commit => {
      const [date = '', ...fields] = record.split('\0');
      const changes: CommittedChange[] = [];
      for (let index = 0; index < fields.length;) {
        const status = fields[index]?.trim() ?? '';
        if (status === '') {
          index += 1;
        } else if (status.startsWith('R') || status.startsWith('C')) {
          // A copy leaves its source in place: only a rename is followed to the former name.
          const from = status.startsWith('R') ? fields[index + 1] : undefined;
          changes.push({ ...(from === undefined ? {} : { from }), path: fields[index + 2] ?? '' });
          index += 3;
        } else {
          changes.push({ path: fields[index + 1] ?? '' });
          index += 2;
        }
      }
      return { day: date.trim(), changes };
    });
  return { root, commits };
}

function historyOf(dir: string): History | null {
  const root = repositoryRoot(dir);
  if (root === null) return null;
  const read = histories.get(root);
  if (read && Date.now() - read.at <= HISTORY_REUSE_MS) return read.history;
  const history = readHistory(root);
  histories.set(root, { at: Date.now(), history });
  return history;
}

/**
 * The days of the first and the last commit that touched `file` (renames followed, as `git log
 * --follow` does), from git, so a page's "last updated" is when its text last changed, not when the
 * site was last built. Null when git knows no commit of it: a new file not committed yet, or a tree
 * that is not a git checkout.
 */
export function committedDates(file: string): ContentDates | null {
  let dir: string;
  try {
    dir = realpathSync(path.dirname(file));
  } catch {
    return null;
  }
  const history = historyOf(dir);
  if (!history) return null;
  let followed = path
    .relative(history.root, path.join(dir, path.basename(file)))
    .split(path.sep)
    .join('/');
  const days: string[] = [];
  for (const { day: committed, changes } of history.commits) {
    const change = changes.find((candidate) => candidate.path === followed);
    if (!change || !/^\d{4}-\d{2}-\d{2}$/.test(committed)) continue;
    days.push(committed);
    // A rename: older commits knew the file by its former name.
    if (change.from !== undefined) followed = change.from;
  }
  const [updatedAt] = days;
  const publishedAt = days.at(-1);
  return updatedAt && publishedAt ? { publishedAt, updatedAt } : null;
}

/**
 * The committed dates of `file`, or, for a file git does not know yet, the day it was last written
 * (both dates), so a new article can be built and previewed before its first commit.
 */
export function contentDates(file: string): ContentDates {
  const committed = committedDates(file);
  if (committed) return committed;
  const written = day(statSync(file).mtime);
  return { publishedAt: written, updatedAt: written };
}
