import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';

/** When a content file was first published and last changed, as YYYY-MM-DD days (UTC). */
export type ContentDates = { publishedAt: string; updatedAt: string };

const day = (date: Date): string => date.toISOString().slice(0, 10);

/**
 * The days of the first and the last commit that touched `file` (renames followed), from git, so a
 * page's "last updated" is when its text last changed, not when the site was last built. Null when
 * git knows no commit of it: a new file not committed yet, or a tree that is not a git checkout.
 */
export function committedDates(file: string): ContentDates | null {
  let log: string;
  try {
    log = execFileSync(
      'git',
      [
        'log',
        '--follow',
        '--format=%cd',
        '--date=format-local:%Y-%m-%d',
        '--',
        path.basename(file),
      ],
      {
        cwd: path.dirname(file),
        encoding: 'utf8',
        env: { ...process.env, TZ: 'UTC' },
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
  } catch {
    return null;
  }
  const days = log.split('\n').filter((line) => /^\d{4}-\d{2}-\d{2}$/.test(line));
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
