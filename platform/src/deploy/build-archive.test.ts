// @vitest-environment node
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { create, extract } from 'tar';
import { afterEach, beforeEach, expect, test } from 'vitest';
import {
  ArchiveUnreadable,
  archiveProblems,
  extractBuild,
  packBuild,
  unpackOptions,
} from './build-archive';
import { UntrustedBuildError, type BuildProblem } from './untrusted-build';
import { tarOf, type TarEntry as Entry } from '../test/tar-archive';

let root: string;
beforeEach(() => {
  root = realpathSync(mkdtempSync(join(tmpdir(), 'tla-build-archive-')));
  mkdirSync(join(root, 'uploads'));
  mkdirSync(join(root, 'deployment'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Where a checked build is extracted: a new folder in the deployment's. */
const target = () => join(root, 'deployment', 'next');

function upload(body: Buffer, name = 'build.tar.gz'): string {
  const file = join(root, 'uploads', name);
  writeFileSync(file, body);
  return file;
}

const archive = (entries: readonly Entry[]) => upload(gzipSync(tarOf(entries)));

/** The start of a build, as a remote's CI would pack it. */
const clean: Entry[] = [
  { path: 'index.html', body: '<!doctype html>' },
  { path: 'assets/', type: 'Directory' },
  { path: 'assets/index-Ab12.js', body: 'export {}' },
];

function write(file: string, content: string | Buffer = 'x') {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** A build folder as a remote's team makes it: entry, assets, fragments, site files, a binary. */
function buildFolder(): string {
  const dir = join(root, 'build');
  write(join(dir, 'build-id.txt'), 'next\n');
  write(join(dir, 'remoteEntry.js'), 'export {}');
  write(join(dir, 'assets', 'index-Ab12.js'), 'export {}');
  write(join(dir, 'assets', 'logo.png'), randomBytes(100_000));
  write(join(dir, 'assets', 'empty.css'), '');
  write(join(dir, '_islands', 'manifest.json'), '{}');
  write(join(dir, 'site', 'blog', 'rss.xml'), '<rss/>');
  mkdirSync(join(dir, 'site', 'empty'));
  return dir;
}

/** Every path under `dir`, with a file's bytes. */
function tree(dir: string, prefix = ''): [string, Buffer | 'folder'][] {
  const found: [string, Buffer | 'folder'][] = [];
  for (const name of readdirSync(join(dir, prefix)).sort()) {
    const path = prefix === '' ? name : `${prefix}/${name}`;
    if (lstatSync(join(dir, path)).isDirectory()) found.push([path, 'folder'], ...tree(dir, path));
    else found.push([path, readFileSync(join(dir, path))]);
  }
  return found;
}

test('a packed build passes the check and extracts to the same folder, byte for byte', async () => {
  const dir = buildFolder();
  const file = join(root, 'uploads', 'build.tar.gz');
  await packBuild(dir, file);
  expect(await archiveProblems(file)).toEqual([]);
  await extractBuild(file, target());
  expect(tree(target())).toEqual(tree(dir));
  for (const [path, content] of tree(target())) {
    const mode = lstatSync(join(target(), path)).mode & 0o7777;
    // Nothing writable by others; a file executable by nobody.
    expect(mode & 0o7022).toBe(0);
    if (content !== 'folder') expect(mode & 0o111).toBe(0);
  }
});

test('an archive written as tar -C dir . (a ./ entry first) passes, ./ counting as no entry', async () => {
  const file = archive([{ path: './', type: 'Directory' }, ...clean]);
  expect(await archiveProblems(file, { maxBytes: 1024, maxEntries: 3 })).toEqual([]);
  await extractBuild(file, target(), { maxBytes: 1024, maxEntries: 3 });
  expect(readFileSync(join(target(), 'assets', 'index-Ab12.js'), 'utf8')).toBe('export {}');
});

test("an archive's modes are not kept: no set-uid, no execute bit, nothing writable by others", async () => {
  const file = archive([
    { path: 'tool', body: '#!/bin/sh', mode: 0o4777 },
    { path: 'open/', type: 'Directory', mode: 0o777 },
    { path: 'open/page.html', body: '<p>', mode: 0o666 },
  ]);
  await extractBuild(file, target());
  // 0o644 and 0o755, less what the process's umask takes away.
  expect(lstatSync(join(target(), 'tool')).mode & 0o7133).toBe(0);
  expect(lstatSync(join(target(), 'open')).mode & 0o7022).toBe(0);
  expect(lstatSync(join(target(), 'open', 'page.html')).mode & 0o7133).toBe(0);
});

const refused: [string, Entry[], BuildProblem][] = [
  [
    'a path out of the build',
    [{ path: '../escape.txt', body: 'x' }],
    {
      entry: '../escape.txt',
      kind: 'name',
      problem: 'a path with a .. segment (out of the build)',
    },
  ],
  [
    'a .. further in',
    [{ path: 'assets/../../escape.txt', body: 'x' }],
    {
      entry: 'assets/../../escape.txt',
      kind: 'name',
      problem: 'a path with a .. segment (out of the build)',
    },
  ],
  [
    'an absolute path',
    [{ path: '/etc/cron.d/tla', body: '* * * * * root true' }],
    { entry: '/etc/cron.d/tla', kind: 'name', problem: 'an absolute path' },
  ],
  [
    'a Windows drive',
    [{ path: 'C:/Windows/win.ini', body: 'x' }],
    { entry: 'C:/Windows/win.ini', kind: 'name', problem: 'a path from a drive (C:/)' },
  ],
  [
    'a backslash',
    [{ path: 'assets\\index.js', body: 'x' }],
    { entry: '"assets\\\\index.js"', kind: 'name', problem: 'a name with a backslash' },
  ],
  [
    'a control character',
    [{ path: 'index\u001b.html', body: 'x' }],
    { entry: '"index\\u001b.html"', kind: 'name', problem: 'a name with a control character' },
  ],
  [
    'the build folder as a file',
    [{ path: '.', body: 'x' }],
    { entry: '.', kind: 'name', problem: 'the build folder itself, as a file' },
  ],
  [
    'a symbolic link',
    [{ path: 'leak.txt', type: 'SymbolicLink', linkpath: '/etc/passwd' }],
    { entry: 'leak.txt', kind: 'link', problem: 'a symbolic link (to /etc/passwd)' },
  ],
  [
    'a hard link',
    [{ path: 'passwd.txt', type: 'Link', linkpath: '/etc/passwd' }],
    { entry: 'passwd.txt', kind: 'hard-link', problem: 'a hard link (to /etc/passwd)' },
  ],
  [
    'a FIFO',
    [{ path: 'assets/queue', type: 'FIFO' }],
    { entry: 'assets/queue', kind: 'special-file', problem: 'a FIFO (named pipe)' },
  ],
  [
    'a character device',
    [{ path: 'zero', type: 'CharacterDevice' }],
    { entry: 'zero', kind: 'special-file', problem: 'a character device' },
  ],
  [
    'a block device',
    [{ path: 'disk', type: 'BlockDevice' }],
    { entry: 'disk', kind: 'special-file', problem: 'a block device' },
  ],
  [
    'another type node-tar extracts as a file',
    [{ path: 'big.bin', type: 'ContiguousFile', body: 'x' }],
    {
      entry: 'big.bin',
      kind: 'special-file',
      problem: 'neither a plain file nor a folder (a tar entry of type ContiguousFile)',
    },
  ],
  [
    'a type node-tar skips',
    [{ path: 'sparse.bin', type: 'SparseFile', body: 'x' }],
    {
      entry: 'sparse.bin',
      kind: 'special-file',
      problem: 'neither a plain file nor a folder (a tar entry of type SparseFile)',
    },
  ],
  [
    'an extended header too large for node-tar to read',
    [{ path: 'PaxHeader/big', type: 'ExtendedHeader', body: Buffer.alloc(1024 * 1024 + 1) }],
    {
      entry: 'PaxHeader/big',
      kind: 'special-file',
      problem: 'an extended header too large to read',
    },
  ],
  [
    'a second entry for a path',
    [{ path: 'index.html', body: '<script src=//evil.example>' }],
    {
      entry: 'index.html',
      kind: 'name',
      problem: 'a second entry for this path (it would replace the one checked)',
    },
  ],
  [
    'the same path written another way',
    [{ path: './assets//index-Ab12.js', body: 'swapped' }],
    {
      entry: './assets//index-Ab12.js',
      kind: 'name',
      problem: 'a second entry for assets/index-Ab12.js (it would replace the one checked)',
    },
  ],
  [
    'a file in place of a folder',
    [{ path: 'assets', body: 'x' }],
    {
      entry: 'assets',
      kind: 'name',
      problem: 'a second entry for assets/ (it would replace the one checked)',
    },
  ],
  [
    'a file where a path implied a folder',
    [
      { path: 'site/blog/rss.xml', body: '<rss/>' },
      { path: 'site', body: 'x' },
    ],
    { entry: 'site', kind: 'name', problem: 'a file where earlier entries have a folder' },
  ],
  [
    'an entry inside a file',
    [{ path: 'index.html/secret.js', body: 'x' }],
    { entry: 'index.html/secret.js', kind: 'name', problem: 'inside index.html, which is a file' },
  ],
];

test.each(refused)(
  '%s is refused naming the entry, and nothing is written',
  async (_, entries, problem) => {
    const file = archive([...clean, ...entries]);
    expect(await archiveProblems(file)).toEqual([problem]);
    const extracting = extractBuild(file, target());
    await expect(extracting).rejects.toThrow(UntrustedBuildError);
    await expect(extracting).rejects.toThrow(`\n${problem.entry}: ${problem.problem}`);
    expect(existsSync(target())).toBe(false);
    expect(readdirSync(join(root, 'deployment'))).toEqual([]);
    expect(readdirSync(root).sort()).toEqual(['deployment', 'uploads']);
  },
);

test('every problem is listed, in the order of the archive, one line each', async () => {
  const file = archive([
    { path: 'leak.txt', type: 'SymbolicLink', linkpath: '/etc/passwd' },
    ...clean,
    { path: '../escape.txt', body: 'x' },
    { path: 'assets/queue', type: 'FIFO' },
  ]);
  await expect(extractBuild(file, target())).rejects.toThrow(
    `${file} is not a build that may be extracted:\n` +
      'leak.txt: a symbolic link (to /etc/passwd)\n' +
      '../escape.txt: a path with a .. segment (out of the build)\n' +
      'assets/queue: a FIFO (named pipe)',
  );
  const error = await extractBuild(file, target()).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(UntrustedBuildError);
  if (error instanceof UntrustedBuildError) expect(error.problems).toHaveLength(3);
});

test('past the count of entries, reading stops with that as the last problem', async () => {
  const file = archive([
    ...clean,
    { path: 'robots.txt', body: 'x' },
    { path: 'leak.txt', type: 'SymbolicLink', linkpath: '/etc/passwd' },
  ]);
  const limits = { maxBytes: 1024 * 1024, maxEntries: 3 };
  expect(await archiveProblems(file, limits)).toEqual([
    { entry: 'robots.txt', kind: 'size', problem: 'more than 3 files and folders (the limit)' },
  ]);
  await expect(extractBuild(file, target(), limits)).rejects.toThrow(UntrustedBuildError);
  expect(existsSync(target())).toBe(false);
});

test('a folder a path implies counts, as the folder check counts it once extracted', async () => {
  const file = archive([{ path: 'a/b/page.html', body: '<p>' }]);
  expect(await archiveProblems(file, { maxBytes: 1024, maxEntries: 2 })).toEqual([
    { entry: 'a/b/page.html', kind: 'size', problem: 'more than 2 files and folders (the limit)' },
  ]);
  await extractBuild(file, target(), { maxBytes: 1024, maxEntries: 3 });
  expect(tree(target()).map(([path]) => path)).toEqual(['a', 'a/b', 'a/b/page.html']);
});

test('past the bytes of files, reading stops with that as the last problem', async () => {
  const file = archive([
    { path: 'one.bin', body: Buffer.alloc(600 * 1024) },
    { path: 'two.bin', body: Buffer.alloc(600 * 1024) },
    { path: 'leak.txt', type: 'SymbolicLink', linkpath: '/etc/passwd' },
  ]);
  const limits = { maxBytes: 1024 * 1024, maxEntries: 100 };
  expect(await archiveProblems(file, limits)).toEqual([
    { entry: 'two.bin', kind: 'size', problem: 'past 1 MB of files in all (the limit)' },
  ]);
  await expect(extractBuild(file, target(), limits)).rejects.toThrow(UntrustedBuildError);
  expect(existsSync(target())).toBe(false);
});

test.each([
  ['a file that is not an archive', () => upload(Buffer.from('<html>oops</html>\n'))],
  ['an empty file', () => upload(Buffer.alloc(0))],
  ['a plain tar', () => upload(tarOf(clean))],
])('%s is not a gzip-compressed tar archive', async (_, made) => {
  const file = made();
  const message = `${file} cannot be read as a build archive: not a gzip-compressed tar archive`;
  await expect(archiveProblems(file)).rejects.toThrow(ArchiveUnreadable);
  await expect(archiveProblems(file)).rejects.toThrow(message);
  await expect(extractBuild(file, target())).rejects.toThrow(message);
  expect(existsSync(target())).toBe(false);
});

test('a plain tar node-tar packs is not read either: the upload is gzip', async () => {
  const dir = buildFolder();
  const file = join(root, 'uploads', 'build.tar');
  await create({ file, cwd: dir, portable: true }, readdirSync(dir));
  await expect(archiveProblems(file)).rejects.toThrow('not a gzip-compressed tar archive');
});

test.each([
  ['cut halfway', (packed: Buffer) => packed.subarray(0, packed.length >> 1)],
  ['without its last bytes (the gzip trailer)', (packed: Buffer) => packed.subarray(0, -4)],
])('a gzip %s ends early', async (_, cut) => {
  const dir = buildFolder();
  const whole = join(root, 'uploads', 'whole.tar.gz');
  await packBuild(dir, whole);
  const file = upload(cut(readFileSync(whole)));
  const message = `${file} cannot be read as a build archive: the archive ends early (truncated)`;
  await expect(archiveProblems(file)).rejects.toThrow(ArchiveUnreadable);
  await expect(archiveProblems(file)).rejects.toThrow(message);
  await expect(extractBuild(file, target())).rejects.toThrow(message);
  expect(existsSync(target())).toBe(false);
});

test('a whole gzip of a tar cut inside an entry, or between two, ends early', async () => {
  const tar = tarOf([...clean, { path: 'robots.txt', body: 'x'.repeat(2000) }]);
  const inside = upload(gzipSync(tar.subarray(0, 512 * 6 + 100)), 'inside.tar.gz');
  await expect(archiveProblems(inside)).rejects.toThrow(
    'cannot be read as a build archive: the archive ends early (truncated)',
  );
  const between = upload(gzipSync(tarOf(clean, { endBlocks: false })), 'between.tar.gz');
  await expect(archiveProblems(between)).rejects.toThrow(
    'cannot be read as a build archive: the archive ends early (truncated: no end-of-archive blocks)',
  );
});

test('a damaged gzip, a gzip of something else and an empty tar say so', async () => {
  const packed = gzipSync(tarOf(clean));
  packed[packed.length - 8] = (packed[packed.length - 8] ?? 0) ^ 0xff;
  await expect(archiveProblems(upload(packed, 'crc.tar.gz'))).rejects.toThrow(
    'the compressed data is damaged (zlib: incorrect data check)',
  );
  const text = upload(gzipSync('<html>oops</html>\n'.repeat(100)), 'text.tar.gz');
  await expect(archiveProblems(text)).rejects.toThrow(
    'gzip-compressed, but not a tar archive inside (checksum failure)',
  );
  const empty = upload(gzipSync(Buffer.alloc(1024)), 'empty.tar.gz');
  await expect(archiveProblems(empty)).rejects.toThrow('gzip-compressed, but holds no tar entries');
});

test('a target folder that already exists is refused, and left as it is', async () => {
  const file = archive(clean);
  write(join(target(), 'index.html'), 'mine');
  await expect(extractBuild(file, target())).rejects.toThrow(
    `${target()} already exists: a build is extracted into a new folder of its own`,
  );
  expect(readdirSync(target())).toEqual(['index.html']);
  expect(readFileSync(join(target(), 'index.html'), 'utf8')).toBe('mine');
});

test('a build folder with a problem is not packed', async () => {
  const dir = buildFolder();
  symlinkSync('/etc/passwd', join(dir, 'leak.txt'));
  const file = join(root, 'uploads', 'build.tar.gz');
  await expect(packBuild(dir, file)).rejects.toThrow(UntrustedBuildError);
  await expect(packBuild(dir, file)).rejects.toThrow(
    `${dir} is not a build that may be packed:\nleak.txt: a symbolic link (to /etc/passwd)`,
  );
  expect(existsSync(file)).toBe(false);
});

test('an archive is not packed inside the folder it packs', async () => {
  const dir = buildFolder();
  await expect(packBuild(dir, join(dir, 'build.tar.gz'))).rejects.toThrow(
    'the archive would pack itself',
  );
  expect(existsSync(join(dir, 'build.tar.gz'))).toBe(false);
});

// Pins the library: our check refuses these first, but the extraction relies on node-tar refusing
// them too. If an upgrade of node-tar stops doing so, this fails.
test('node-tar, with our options and our check bypassed, writes nothing out of the target', async () => {
  mkdirSync(target());
  const parent = archive([{ path: '../escape.txt', body: 'x' }]);
  await expect(extract({ ...unpackOptions(target()), file: parent })).rejects.toThrow(
    "path contains '..'",
  );
  expect(existsSync(join(root, 'deployment', 'escape.txt'))).toBe(false);

  const outside = join(root, 'outside.txt');
  const absolute = archive([{ path: outside, body: 'x' }]);
  await expect(extract({ ...unpackOptions(target()), file: absolute })).rejects.toThrow(
    'stripping / from absolute path',
  );
  expect(existsSync(outside)).toBe(false);

  const link = archive([{ path: 'leak.txt', type: 'SymbolicLink', linkpath: '/etc/passwd' }]);
  await extract({ ...unpackOptions(target()), file: link });
  expect(existsSync(join(target(), 'leak.txt'))).toBe(false);
});
