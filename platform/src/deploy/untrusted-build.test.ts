// @vitest-environment node
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { buildProblems, copyBuild, fileInsideBuild, UntrustedBuildError } from './untrusted-build';

let root: string;
beforeEach(() => {
  root = realpathSync(mkdtempSync(join(tmpdir(), 'tla-untrusted-build-')));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const build = () => join(root, 'build');

function write(file: string, content = 'x') {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** A build as a remote's team makes it: entry, assets, fragments, site files. */
function cleanBuild() {
  write(join(build(), 'build-id.txt'), 'next\n');
  write(join(build(), 'remoteEntry.js'), 'export {}');
  write(join(build(), 'assets', 'index-Ab12.js'), 'export {}');
  write(join(build(), '_islands', 'manifest.json'), '{}');
  write(join(build(), 'site', 'blog', 'rss.xml'), '<rss/>');
}

/** A file of the machine, outside every build. */
const secret = () => {
  const file = join(root, 'host', 'passwd');
  write(file, 'root:x:0:0');
  return file;
};

test('a build of plain folders and files passes, and is copied as it is', () => {
  cleanBuild();
  expect(buildProblems(build())).toEqual([]);
  copyBuild(build(), join(root, 'copy'));
  expect(readFileSync(join(root, 'copy', 'site', 'blog', 'rss.xml'), 'utf8')).toBe('<rss/>');
});

test('a symbolic link, to a file or a folder, is refused naming the entry, and never copied', () => {
  cleanBuild();
  symlinkSync(secret(), join(build(), 'leak.txt'));
  symlinkSync(join(root, 'host'), join(build(), 'site', 'blog', 'host'));
  expect(buildProblems(build())).toEqual([
    { entry: 'leak.txt', kind: 'link', problem: `a symbolic link (to ${secret()})` },
    {
      entry: 'site/blog/host',
      kind: 'link',
      problem: `a symbolic link (to ${join(root, 'host')})`,
    },
  ]);
  expect(() => copyBuild(build(), join(root, 'copy'))).toThrow(UntrustedBuildError);
  expect(() => copyBuild(build(), join(root, 'copy'))).toThrow(
    `${build()} is not a build that may be copied:\nleak.txt: a symbolic link (to ${secret()})\n`,
  );
  expect(existsSync(join(root, 'copy'))).toBe(false);
});

test('a hard link to a file elsewhere is refused naming the entry', () => {
  cleanBuild();
  linkSync(secret(), join(build(), 'assets', 'passwd.txt'));
  expect(buildProblems(build())).toEqual([
    {
      entry: 'assets/passwd.txt',
      kind: 'hard-link',
      problem: 'a hard link (one of 2 names of the same file)',
    },
  ]);
});

test('a FIFO is refused naming the entry (where mkfifo exists)', (context) => {
  cleanBuild();
  try {
    execFileSync('mkfifo', [join(build(), 'site', 'blog', 'feed.json')]);
  } catch {
    context.skip();
  }
  expect(lstatSync(join(build(), 'site', 'blog', 'feed.json')).isFIFO()).toBe(true);
  expect(buildProblems(build())).toEqual([
    { entry: 'site/blog/feed.json', kind: 'special-file', problem: 'a FIFO (named pipe)' },
  ]);
});

test('a name with a backslash or a control character is refused, shown as written', () => {
  cleanBuild();
  write(join(build(), 'assets', '..\\..\\x.js'));
  write(join(build(), 'site', 'blog', 'feed\n.json'));
  expect(buildProblems(build())).toEqual([
    { entry: '"assets/..\\\\..\\\\x.js"', kind: 'name', problem: 'a name with a backslash' },
    { entry: '"site/blog/feed\\n.json"', kind: 'name', problem: 'a name with a control character' },
  ]);
});

test('a build past the size or the count limit is refused where it passes it', () => {
  cleanBuild();
  write(join(build(), 'assets', 'large.bin'), 'x'.repeat(2 * 1024 * 1024));
  expect(buildProblems(build(), { maxBytes: 1024 * 1024, maxEntries: 100 })).toEqual([
    { entry: 'assets/large.bin', kind: 'size', problem: 'past 1 MB of files in all (the limit)' },
  ]);
  expect(buildProblems(build(), { maxBytes: 10 * 1024 * 1024, maxEntries: 5 })).toEqual([
    {
      entry: '_islands/manifest.json',
      kind: 'size',
      problem: 'more than 5 files and folders (the limit)',
    },
  ]);
});

test('a file read from a deployed build must lie inside it once links are followed', () => {
  cleanBuild();
  symlinkSync(secret(), join(build(), 'leak.txt'));
  symlinkSync('rss.xml', join(build(), 'site', 'blog', 'feed.xml'));
  expect(fileInsideBuild(build(), join(build(), 'site', 'blog', 'feed.xml'))).toBe(
    join(build(), 'site', 'blog', 'rss.xml'),
  );
  expect(() => fileInsideBuild(build(), join(build(), 'leak.txt'))).toThrow(
    `${join(build(), 'leak.txt')} leads outside its build (to ${secret()})`,
  );
});
