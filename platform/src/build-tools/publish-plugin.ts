/**
 * Files an app publishes beside its code for other apps to read: written by its build and answered by
 * its dev server from the same producer.
 */
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import pLimit from 'p-limit';
import type { Plugin } from 'vite';
import { copiesOf, writeFileAtomic } from './precompress';

/**
 * What makes a published file's content, maybe asynchronously: a string is written as it is, bytes
 * (a PNG, say) as they are, anything else as JSON.
 */
export type PublishedFile = () => unknown;

/**
 * What makes a folder of published files whose names are known only once made (a split search
 * index puts its files in a folder named by a hash of their content): their paths below the folder
 * and their contents, as a PublishedFile's.
 */
export type PublishedFolder = {
  /** Whether a path below the folder is one of its files (a dev server makes the folder only for those). */
  holds: (name: string) => boolean;
  make: () => Promise<Record<string, unknown>>;
};

/** How long a dev server answers a folder's files from one making of them (a page's search reads several). */
const DEV_FOLDER_REUSE_MS = 5_000;

/** The Content-Type a dev server answers a published file with, by its extension. */
const publishedType = (path: string) =>
  path.endsWith('.xml')
    ? 'application/xml; charset=utf-8'
    : path.endsWith('.png')
      ? 'image/png'
      : 'application/json; charset=utf-8';

/**
 * How many files are made at once: enough to keep the machine's cores busy with producers that wait
 * on other threads (a social card's rasteriser), few enough that a build of thousands of files does
 * not hold each one's half-made state at the same time (a thousand cards laid out at once took
 * gigabytes).
 */
const MADE_AT_ONCE = availableParallelism() + 1;

/**
 * How many made files may wait for their compressed copies: enough to keep the compressing threads
 * busy, few enough that a build of thousands of files does not hold most of their texts while the
 * threads catch up (they compress slower than the main thread makes files). Unbounded, a thousand
 * posts' data files waited at once, 55 MB, and the heap grew to four times what it held.
 */
export const WAITING_TO_COMPRESS = availableParallelism() * 2;

/** A published file's bytes or text (see PublishedFile). */
export async function publishedContent(produce: PublishedFile): Promise<string | Uint8Array> {
  const content = await produce();
  if (typeof content === 'string' || content instanceof Uint8Array) return content;
  return `${JSON.stringify(content, null, 2)}\n`;
}

/**
 * Publishes files with the build (`dist/<path>`) and answers them from the dev server, so another app
 * reads the same file in both (the blog's categories, for the site's /api/categories; its feeds; the
 * pages' social cards).
 *
 * A build writes each file's compressed copies too (as precompress.ts makes them), compressed while
 * the next files are made, and adds the file's path to `precompressed`, so the build's precompress
 * step leaves it alone.
 */
export function publishPlugin(
  files: Record<string, PublishedFile>,
  folders: Record<string, PublishedFolder> = {},
  precompressed: Set<string> = new Set(),
): Plugin {
  /** Each published file's compressed copies, made while the next files are (see `precompressed`). */
  let copies: [string, [string, Buffer][]][] = [];
  const made = new Map<string, { at: number; files: Promise<Record<string, unknown>> }>();
  /** What a dev server answers for a file inside a published folder (made again once stale), if any. */
  const inFolder = async (path: string): Promise<unknown> => {
    const folder = Object.keys(folders).find(
      (prefix) => path.startsWith(prefix) && folders[prefix]?.holds(path.slice(prefix.length)),
    );
    const make = folder === undefined ? undefined : folders[folder]?.make;
    if (folder === undefined || !make) return undefined;
    let current = made.get(folder);
    if (!current || Date.now() - current.at > DEV_FOLDER_REUSE_MS) {
      current = { at: Date.now(), files: make() };
      made.set(folder, current);
    }
    return (await current.files)[path.slice(folder.length)];
  };
  return {
    name: 'tla-publish',
    async generateBundle() {
      const making = pLimit(MADE_AT_ONCE);
      const compressing = pLimit(availableParallelism());
      const compressed: Promise<[string, [string, Buffer][]]>[] = [];
      /**
       * Makes the files, handing each to the bundler as soon as those before it are (the federation
       * plugin's stats list them in that order), so no file's text stays on the main thread's heap
       * until the last one is made.
       */
      const publish = async (entries: (readonly [string, PublishedFile])[]) => {
        const made: (readonly [string, string | Uint8Array] | undefined)[] = [];
        let emitted = 0;
        await Promise.all(
          entries.map(([fileName, produce], index) =>
            making(async () => {
              const content = await publishedContent(produce);
              // Compressed on libuv's threads while the main thread makes the next files.
              const copying = compressing(async (): Promise<[string, [string, Buffer][]]> => [
                fileName,
                await copiesOf(fileName, Buffer.from(content)),
              ]);
              // Awaited with the others once every file is made; a failure fails the build then.
              copying.catch(() => undefined);
              compressed.push(copying);
              made[index] = [fileName, content];
              for (let next = made[emitted]; next !== undefined; next = made[emitted]) {
                this.emitFile({ type: 'asset', fileName: next[0], source: next[1] });
                made[emitted] = undefined;
                emitted += 1;
              }
              // Past the bound, the next file is made only once this one's copies are.
              if (compressing.pendingCount > WAITING_TO_COMPRESS) await copying;
            }),
          ),
        );
      };
      await publish(Object.entries(files));
      // The folders after the files: while the main thread makes them, the threads compress the
      // files made before.
      for (const [folder, { make }] of Object.entries(folders)) {
        const made = Object.entries(await make());
        await publish(made.map(([name, content]) => [`${folder}${name}`, () => content]));
      }
      copies = await Promise.all(compressed);
    },
    // Written beside the files, not emitted with them: the federation plugin's stats list every asset.
    writeBundle({ dir }) {
      if (dir === undefined) return;
      for (const [fileName, made] of copies) {
        for (const [suffix, copy] of made) writeFileAtomic(join(dir, `${fileName}${suffix}`), copy);
        precompressed.add(fileName);
      }
      copies = [];
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0]?.replace(/^\//, '') ?? '';
        const produce = files[path];
        const content = produce
          ? publishedContent(produce)
          : inFolder(path).then((made) =>
              made === undefined ? undefined : publishedContent(() => made),
            );
        content.then((answer) => {
          if (answer === undefined) return next();
          res.setHeader('Content-Type', publishedType(path));
          res.setHeader('Cache-Control', 'no-cache');
          res.end(answer);
        }, next);
      });
    },
  };
}
