/**
 * Builds for release tests that need a new release of a remote without building it again: a copy
 * of what a deployment serves, stamped with a new build id everywhere the build wrote its id (its
 * id file, build record, fragments, manifests and the code that reports it), with the compressed
 * copies of each stamped file made again. The release checks it as any build.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, realpathSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { BUILD_ID_FILE } from '@tla/platform/contracts/app-status';

const compressed = /\.(br|gz)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((file) => statSync(file).isFile());
}

/** Copy the build `from` into `to` as a new build; returns its id. */
export function restampedBuild(from: string, to: string): string {
  cpSync(realpathSync(from), to, {
    recursive: true,
    // Not a deployment's own records: the copy is a build.
    filter: (file) => !/[/\\]release\.json(\.br|\.gz)?$/.test(file),
  });
  const before = readFileSync(join(to, BUILD_ID_FILE), 'utf8').trim();
  const after = `e2e${randomBytes(6).toString('hex')}`;
  for (const file of filesUnder(to)) {
    if (compressed.test(file)) continue;
    const text = readFileSync(file);
    if (!text.includes(before)) continue;
    const stamped = Buffer.from(text.toString('utf8').replaceAll(before, after));
    writeFileSync(file, stamped);
    for (const [suffix, compress] of [
      ['.br', brotliCompressSync],
      ['.gz', gzipSync],
    ] as const) {
      try {
        statSync(`${file}${suffix}`);
      } catch {
        continue;
      }
      writeFileSync(`${file}${suffix}`, compress(stamped));
    }
  }
  return after;
}

/**
 * Make the build in `dir` throw on every click once its post page's code has run (a fault a smoke
 * check that only loads pages cannot see), its compressed copies made again.
 */
export function withClickFault(dir: string): void {
  const assets = join(dir, 'assets');
  const chunk = readdirSync(assets).find((name) => /^post-page-[\w-]+\.js$/.test(name));
  if (chunk === undefined) throw new Error(`no post-page-*.js in ${assets} to make faulty`);
  const file = join(assets, chunk);
  const faulty = Buffer.from(
    `${readFileSync(file, 'utf8')}\ndocument.addEventListener('click', () => {\n  throw new Error('a fault of this release');\n});\n`,
  );
  writeFileSync(file, faulty);
  writeFileSync(`${file}.br`, brotliCompressSync(faulty));
  writeFileSync(`${file}.gz`, gzipSync(faulty));
}
