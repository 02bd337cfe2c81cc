// @vitest-environment node
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  closeSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzipSync,
} from 'node:zlib';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { precompressDir, precompressFile, publishFile, removeOrphanCopies } from './precompress';

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'precompress-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const page = (words: number) => `<!doctype html><p>${'token '.repeat(words)}</p></html>`;

test('a published file and its copies decode to the same bytes, with no temporary file left', () => {
  const file = join(dir, 'index.html');
  publishFile(file, page(200));
  expect(readFileSync(file, 'utf8')).toBe(page(200));
  expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(page(200));
  expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(page(200));
  expect(readdirSync(dir).sort()).toEqual(['index.html', 'index.html.br', 'index.html.gz']);
});

test('a reader that opened the old file reads it whole while the new one is published', () => {
  const file = join(dir, 'index.html');
  publishFile(file, page(300));
  const reader = openSync(file, 'r');
  const brReader = openSync(`${file}.br`, 'r');
  try {
    publishFile(file, page(10));
    // Written in place, the open file would now be truncated or hold the new bytes.
    const old = Buffer.alloc(page(300).length + 10);
    expect(old.subarray(0, readSync(reader, old, 0, old.length, 0)).toString()).toBe(page(300));
    const oldBr = Buffer.alloc(10_000);
    const brBytes = oldBr.subarray(0, readSync(brReader, oldBr, 0, oldBr.length, 0));
    expect(brotliDecompressSync(brBytes).toString()).toBe(page(300));
  } finally {
    closeSync(reader);
    closeSync(brReader);
  }
  expect(readFileSync(file, 'utf8')).toBe(page(10));
});

test('publishing the same bytes again leaves the file and its copies untouched', () => {
  const file = join(dir, 'index.html');
  publishFile(file, page(200));
  const longAgo = new Date('2020-01-01T00:00:00Z');
  for (const name of readdirSync(dir)) utimesSync(join(dir, name), longAgo, longAgo);
  publishFile(file, page(200));
  for (const name of readdirSync(dir)) {
    expect(statSync(join(dir, name)).mtime, name).toEqual(longAgo);
  }
  expect(readdirSync(dir).sort()).toEqual(['index.html', 'index.html.br', 'index.html.gz']);
});

test('the same bytes beside a copy that does not hold them are published again', () => {
  const file = join(dir, 'index.html');
  publishFile(file, page(200));
  // A copy left from other bytes (a run stopped between writing the copies and the file).
  writeFileSync(`${file}.br`, brotliCompressSync(page(100)));
  rmSync(`${file}.gz`);
  publishFile(file, page(200));
  expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(page(200));
  expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(page(200));

  writeFileSync(`${file}.gz`, 'not gzip');
  publishFile(file, page(200));
  expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(page(200));

  // A copy the file should not have any more goes, even when the file's bytes are unchanged.
  const small = join(dir, 'small.html');
  writeFileSync(small, page(1));
  writeFileSync(`${small}.br`, brotliCompressSync(page(1)));
  publishFile(small, page(1));
  expect(existsSync(`${small}.br`)).toBe(false);
});

test('a file now under the threshold, or not compressible, keeps no stale copy', async () => {
  const file = join(dir, 'remotes.json');
  publishFile(file, JSON.stringify({ words: page(200) }));
  expect(existsSync(`${file}.br`)).toBe(true);
  publishFile(file, '{}');
  expect(readdirSync(dir)).toEqual(['remotes.json']);

  const image = join(dir, 'card.png');
  writeFileSync(`${image}.br`, 'stale');
  publishFile(image, Buffer.alloc(4096, 7));
  expect(readdirSync(dir).sort()).toEqual(['card.png', 'remotes.json']);

  const sitemap = join(dir, 'sitemap.xml');
  writeFileSync(sitemap, '<urlset/>');
  writeFileSync(`${sitemap}.gz`, 'stale');
  await precompressFile(sitemap);
  expect(existsSync(`${sitemap}.gz`)).toBe(false);
});

test('every servable file of a build, in nested folders too, gets copies of its bytes; images and small files none', async () => {
  const files = Array.from({ length: 9 }, (_, index) =>
    join(dir, 'site', `part-${index % 3}`, `page-${index}.json`),
  );
  for (const [index, file] of files.entries()) {
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, JSON.stringify({ words: page(100 + index) }));
  }
  writeFileSync(join(dir, 'card.png'), Buffer.alloc(4096, 7));
  writeFileSync(join(dir, 'tiny.json'), '{}');
  await precompressDir(dir);
  for (const file of files) {
    const bytes = readFileSync(file);
    expect(brotliDecompressSync(readFileSync(`${file}.br`))).toEqual(bytes);
    expect(gunzipSync(readFileSync(`${file}.gz`))).toEqual(bytes);
  }
  expect(readdirSync(dir).sort()).toEqual(['card.png', 'site', 'tiny.json']);
});

test('copies whose file is gone are removed, others kept', () => {
  mkdirSync(join(dir, 'blog', 'old-post'), { recursive: true });
  writeFileSync(join(dir, 'blog', 'old-post', 'index.html.br'), 'orphan');
  writeFileSync(join(dir, 'blog', 'old-post', 'index.html.gz'), 'orphan');
  publishFile(join(dir, 'index.html'), page(200));
  expect(removeOrphanCopies(dir).sort()).toEqual([
    join(dir, 'blog', 'old-post', 'index.html.br'),
    join(dir, 'blog', 'old-post', 'index.html.gz'),
  ]);
  expect(readdirSync(dir).sort()).toEqual(['blog', 'index.html', 'index.html.br', 'index.html.gz']);
});

test('copies made elsewhere of the same bytes are taken as they are; a copy of other bytes is not', () => {
  const file = join(dir, 'terms-0.json');
  const bytes = Buffer.from(JSON.stringify({ terms: 'token '.repeat(200) }));
  // Quality 1: not what publishing would make, so taking it shows in the bytes.
  const fast = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } });
  const other = gzipSync(Buffer.from('other bytes '.repeat(100)));
  publishFile(file, bytes, (suffix) => (suffix === '.br' ? fast : other));
  expect(readFileSync(`${file}.br`).equals(fast)).toBe(true);
  expect(readFileSync(`${file}.gz`).equals(other)).toBe(false);
  expect(gunzipSync(readFileSync(`${file}.gz`)).equals(bytes)).toBe(true);
});
