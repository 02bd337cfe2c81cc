// Precompress what is served (brotli at maximum quality, gzip level 9) next to each file, so the server
// or CDN sends the smallest encoding the reader accepts without compressing on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

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

export function precompressFile(file: string): void {
  const content = readFileSync(file);
  if (content.length < 512) return; // not worth a second request variant
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
}

/** Precompress every servable file under `dir`. */
export function precompressDir(dir: string): void {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) precompressDir(path);
    else if (compressible.has(extname(name))) precompressFile(path);
  }
}
