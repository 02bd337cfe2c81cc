// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { committedDates, contentDates } from './content-dates';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function tempFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'content-dates-'));
  folders.push(folder);
  return folder;
}

/** A commit dated `when` (ISO, with its zone), as an author in another time zone would make it. */
function commit(repo: string, message: string, when: string): void {
  const env = { ...process.env, GIT_AUTHOR_DATE: when, GIT_COMMITTER_DATE: when };
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, env, stdio: 'ignore' });
  git('add', '-A');
  git('-c', 'user.name=Writer', '-c', 'user.email=writer@example.org', 'commit', '-m', message);
}

test('a committed article is published on its first commit and updated on its last, in UTC', () => {
  const repo = tempFolder();
  execFileSync('git', ['init', '-q'], { cwd: repo });
  const text = '# One\n\nA first paragraph of the article.\n\nA second paragraph.\n';
  writeFileSync(path.join(repo, 'first.md'), text);
  commit(repo, 'first draft', '2026-03-01T23:30:00-05:00');
  writeFileSync(path.join(repo, 'other.md'), '# Other\n');
  commit(repo, 'another article', '2026-04-10T12:00:00Z');
  execFileSync('git', ['mv', 'first.md', 'renamed.md'], { cwd: repo });
  writeFileSync(path.join(repo, 'renamed.md'), `${text}A correction.\n`);
  commit(repo, 'correction', '2026-05-20T08:00:00+09:00');

  // 23:30 in New York on 1 March is 2 March in UTC; the rename is followed to the first commit.
  expect(committedDates(path.join(repo, 'renamed.md'))).toEqual({
    publishedAt: '2026-03-02',
    updatedAt: '2026-05-19',
  });
  expect(committedDates(path.join(repo, 'other.md'))).toEqual({
    publishedAt: '2026-04-10',
    updatedAt: '2026-04-10',
  });
});

test('an article copied from another is dated by its own commits, and each file of a folder by its own', () => {
  const repo = tempFolder();
  execFileSync('git', ['init', '-q'], { cwd: repo });
  const text = '# Template\n\nA paragraph every new article starts from, long enough to compare.\n';
  writeFileSync(path.join(repo, 'template.md'), text);
  commit(repo, 'template', '2026-01-10T12:00:00Z');
  writeFileSync(path.join(repo, 'copy.md'), `${text}Its own ending.\n`);
  writeFileSync(path.join(repo, 'fresh.md'), '# Fresh\n');
  commit(repo, 'two new articles', '2026-02-20T12:00:00Z');

  const datesOf = (name: string) => committedDates(path.join(repo, name));
  expect(['copy.md', 'template.md', 'fresh.md'].map(datesOf)).toEqual([
    { publishedAt: '2026-02-20', updatedAt: '2026-02-20' },
    { publishedAt: '2026-01-10', updatedAt: '2026-01-10' },
    { publishedAt: '2026-02-20', updatedAt: '2026-02-20' },
  ]);
});

test('files in two folders of one repository are each dated by their own commits', () => {
  const repo = tempFolder();
  execFileSync('git', ['init', '-q'], { cwd: repo });
  mkdirSync(path.join(repo, 'posts'));
  mkdirSync(path.join(repo, 'tutorials'));
  writeFileSync(path.join(repo, 'posts', 'same-name.md'), '# A post\n');
  commit(repo, 'a post', '2026-01-05T12:00:00Z');
  writeFileSync(path.join(repo, 'tutorials', 'same-name.md'), '# A tutorial\n');
  commit(repo, 'a tutorial', '2026-02-05T12:00:00Z');

  expect(committedDates(path.join(repo, 'posts', 'same-name.md'))).toEqual({
    publishedAt: '2026-01-05',
    updatedAt: '2026-01-05',
  });
  expect(committedDates(path.join(repo, 'tutorials', 'same-name.md'))).toEqual({
    publishedAt: '2026-02-05',
    updatedAt: '2026-02-05',
  });
});

test('a file git does not know is dated by when it was written', () => {
  const repo = tempFolder();
  execFileSync('git', ['init', '-q'], { cwd: repo });
  const draft = path.join(repo, 'draft.md');
  writeFileSync(draft, '# Draft\n');
  utimesSync(draft, new Date('2026-06-15T10:00:00Z'), new Date('2026-06-15T10:00:00Z'));
  expect(committedDates(draft)).toBeNull();
  expect(contentDates(draft)).toEqual({ publishedAt: '2026-06-15', updatedAt: '2026-06-15' });

  const notARepo = path.join(tempFolder(), 'loose.md');
  writeFileSync(notARepo, '# Loose\n');
  utimesSync(notARepo, new Date('2026-07-01T00:00:00Z'), new Date('2026-07-01T00:00:00Z'));
  expect(contentDates(notARepo)).toEqual({ publishedAt: '2026-07-01', updatedAt: '2026-07-01' });
});
