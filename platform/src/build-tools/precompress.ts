// Precompress what is served (brotli at maximum quality, gzip level 9) next to each file, so the server
// or CDN sends the smallest encoding the reader accepts without compressing on every request.
//
// Files are published while the site is served (compose after a release): every file and copy is
// written under a temporary name in its own folder and renamed into place, so a reader fetching it
// gets the old bytes or the new, never a file half-written.
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { basename, dirname, extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzip,
  gzipSync,
  type BrotliOptions,
  type ZlibOptions,
} from 'node:zlib';
import pLimit from 'p-limit';

/** Text formats worth compressing (images other than SVG are compressed already). */
export const compressible = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.json',
  '.svg',
  '.xml',
  '.txt',
]);

/** Smaller files are not worth a second request variant. */
const precompressThreshold = 512;

const compressedSuffixes = ['.br', '.gz'] as const;
const decompress = { '.br': brotliDecompressSync, '.gz': gunzipSync } as const;

let written = 0;
/** A name beside `file` that no reader asks for (servers refuse dotfiles) and no other run uses. */
const temporaryName = (file: string) =>
  join(dirname(file), `.${basename(file)}.${process.pid}-${(written += 1)}.tmp`);

/** Write `content` to `file` in one step for readers: a temporary file, renamed over the old one. */
export function writeFileAtomic(file: string, content: string | Uint8Array): void {
  const temporary = temporaryName(file);
  try {
    writeFileSync(temporary, content);
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

const brotliOptions: BrotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
const gzipOptions: ZlibOptions = { level: 9 };

type CompressedSuffix = (typeof compressedSuffixes)[number];

const compress = {
  '.br': (content: Buffer) => brotliCompressSync(content, brotliOptions),
  '.gz': (content: Buffer) => gzipSync(content, gzipOptions),
} as const;

/**
 * Copies of the same bytes compressed elsewhere, by suffix (a remote's build compresses the files it
 * publishes): taken when they decode to the bytes, which costs a fraction of compressing them again.
 */
export type MadeCopies = (suffix: CompressedSuffix) => Uint8Array | undefined;

/** Whether `copy` decodes to `bytes`. */
function decodesTo(copy: Uint8Array, suffix: CompressedSuffix, bytes: Buffer): boolean {
  try {
    return decompress[suffix](copy).equals(bytes);
  } catch {
    return false;
  }
}

function compressedCopies(content: Buffer, made?: MadeCopies): [string, Buffer][] {
  if (content.length < precompressThreshold) return [];
  return compressedSuffixes.map((suffix) => {
    const copy = made?.(suffix);
    return [
      suffix,
      copy && decodesTo(copy, suffix, content) ? Buffer.from(copy) : compress[suffix](content),
    ];
  });
}

const brotliCompressAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The copies `file` is served with (none for a format compressed already, or a file under the
 * threshold), made on libuv's threads, so several files compress at once and the main thread goes on.
 */
export async function copiesOf(file: string, content: Buffer): Promise<[string, Buffer][]> {
  if (!compressible.has(extname(file)) || content.length < precompressThreshold) return [];
  const [br, gz] = await Promise.all([
    brotliCompressAsync(content, brotliOptions),
    gzipAsync(content, gzipOptions),
  ]);
  return [
    ['.br', br],
    ['.gz', gz],
  ];
}

/** `copies` written beside `file`, and any copy it no longer has removed. */
function replaceCopies(file: string, copies: readonly [string, Buffer][]): void {
  for (const [suffix, copy] of copies) writeFileAtomic(`${file}${suffix}`, copy);
  for (const suffix of compressedSuffixes) {
    if (!copies.some(([kept]) => kept === suffix)) rmSync(`${file}${suffix}`, { force: true });
  }
}

/** Whether `copy` exists and decodes to `bytes`. */
function copyHolds(copy: string, suffix: CompressedSuffix, bytes: Buffer) {
  return existsSync(copy) && decodesTo(readFileSync(copy), suffix, bytes);
}

/** Whether `file` and every copy it should have hold `bytes` already, and no copy it should not. */
function publishedAlready(file: string, bytes: Buffer): boolean {
  if (!existsSync(file) || !readFileSync(file).equals(bytes)) return false;
  const wantsCopies = compressible.has(extname(file)) && bytes.length >= precompressThreshold;
  return compressedSuffixes.every((suffix) =>
    wantsCopies ? copyHolds(`${file}${suffix}`, suffix, bytes) : !existsSync(`${file}${suffix}`),
  );
}

/**
 * Publish `content` at `file` with its compressed copies, each renamed into place; a copy it no longer
 * has (the file is now under the threshold, or not compressible) is removed, so no encoding serves
 * older bytes than the file.
 *
 * A file that holds `content` already, with matching copies, is left as it is: a compose after one
 * remote's release rewrites only the pages that changed, so the others keep their modification time
 * (the validators readers' caches hold) and cost no compression (brotli at quality 11 was half of a
 * compose's time). Copies `made` elsewhere of the same bytes are taken rather than made again.
 */
export function publishFile(file: string, content: string | Uint8Array, made?: MadeCopies): void {
  const bytes = Buffer.from(content);
  if (publishedAlready(file, bytes)) return;
  const copies = compressible.has(extname(file)) ? compressedCopies(bytes, made) : [];
  // Everything is compressed before anything is renamed: the switch of the three is as short as it gets.
  replaceCopies(file, copies);
  writeFileAtomic(file, bytes);
}

/** Compressed copies of `file` as it is now; stale copies are removed. */
export async function precompressFile(file: string): Promise<void> {
  replaceCopies(file, await copiesOf(file, readFileSync(file)));
}

/**
 * Precompress every servable file under `dir` but those in `done` (paths below it whose copies were
 * written already), as many files at a time as the machine has cores: brotli at quality 11 is the
 * slowest step of a build with thousands of data files, and one file at a time kept all but one core
 * idle.
 */
export async function precompressDir(
  dir: string,
  done: ReadonlySet<string> = new Set(),
): Promise<void> {
  const limited = pLimit(availableParallelism());
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && compressible.has(extname(entry.name)))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !done.has(relative(dir, file).split(sep).join('/')));
  await Promise.all(files.map((file) => limited(() => precompressFile(file))));
}

/**
 * Remove every `.br`/`.gz` under `dir` whose file is gone (a page or site file no remote serves any
 * more): a reader accepting brotli must not get what the plain URL no longer serves. Returns them.
 */
export function removeOrphanCopies(dir: string): string[] {
  const removed: string[] = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const suffix = compressedSuffixes.find((candidate) => entry.name.endsWith(candidate));
    if (suffix === undefined) continue;
    const copy = join(entry.parentPath, entry.name);
    if (existsSync(copy.slice(0, -suffix.length))) continue;
    rmSync(copy, { force: true });
    removed.push(copy);
  }
  return removed;
}
