// What a reader's first site search downloads from a built site: every section's manifest (read when
// the search opens), then, as a word is typed letter by letter, the term files each step reads and
// the document files of the results each step shows.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { z } from 'zod';
import { parsePublished } from '@tla/platform/contracts/parse-published';
import { SEARCH_MANIFEST_FILE } from '@tla/platform/contracts/search';
import {
  ALL_ENTRIES,
  entryOfDocument,
  searchEntriesFile,
  searchEntriesSchema,
  summaryPageFile,
  summaryPageSchema,
} from '@tla/platform/contracts/summary-pages';
import { publishedSource, searchSource } from '@tla/platform/search/split-search';
import { POSTS_COLLECTION } from '@tla/platform/contracts/content-data';

/** Results the dialog shows per section, whose documents it reads. */
const SHOWN = 6;

export type Downloads = { files: number; raw: number; brotli: number };

const brotliOf = (bytes: Buffer) =>
  brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** The bytes of the files read from `siteDir` (the composed site) at their site paths. */
function measure(siteDir: string, paths: ReadonlySet<string>): Downloads {
  let raw = 0;
  let brotli = 0;
  for (const path of paths) {
    const bytes = readFileSync(join(siteDir, path));
    raw += bytes.length;
    brotli += brotliOf(bytes);
  }
  return { files: paths.size, raw, brotli };
}

/** The manifests alone (opening the search), and with `word` typed letter by letter. */
export async function firstSearch(
  siteDir: string,
  word: string,
): Promise<{ open: Downloads; typed: Downloads }> {
  const read = new Set<string>();
  const readText = (path: string) => {
    read.add(path);
    return Promise.resolve(readFileSync(join(siteDir, path), 'utf8'));
  };
  const manifests = readdirSync(siteDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === SEARCH_MANIFEST_FILE)
    .map((entry) => `/${relative(siteDir, join(entry.parentPath, entry.name))}`);
  const sources = await Promise.all(manifests.map((path) => publishedSource(path, readText)));
  const open = measure(siteDir, read);
  for (let end = 1; end <= word.length; end += 1) {
    for (const source of sources) {
      const hits = await searchSource(source, [word.slice(0, end)]);
      await source.documents(hits.slice(0, SHOWN).map((hit) => hit.id));
    }
  }
  return { open, typed: measure(siteDir, read) };
}

/**
 * What the blog's own search (`/blog?search=word`) downloads for its first page of results: the
 * blog's manifest and the term files of the whole word (from the composed site), the map of its
 * documents to posts and the list pages holding the posts its first page shows (from the blog's build).
 */
export async function firstBlogSearch(
  siteDir: string,
  blogDir: string,
  word: string,
): Promise<Downloads> {
  const fromSite = new Set<string>();
  const source = await publishedSource(`/blog/${SEARCH_MANIFEST_FILE}`, (path) => {
    fromSite.add(path);
    return Promise.resolve(readFileSync(join(siteDir, path), 'utf8'));
  });
  const hits = await searchSource(source, [word]);
  const entriesFile = searchEntriesFile(POSTS_COLLECTION);
  const entryOf = entryOfDocument(
    parsePublished(
      searchEntriesSchema,
      readFileSync(join(blogDir, entriesFile), 'utf8'),
      entriesFile,
    ),
  );
  // The list's page size as the blog publishes it: its first page of every post says it.
  const firstPage = summaryPageFile(POSTS_COLLECTION, ALL_ENTRIES, 1);
  const { pageSize } = parsePublished(
    summaryPageSchema(z.unknown()),
    readFileSync(join(blogDir, firstPage), 'utf8'),
    firstPage,
  );
  const shown = [...new Set(hits.map((hit) => entryOf(hit.id)))].slice(0, pageSize);
  const pages = new Set(
    shown.flatMap((position) =>
      position === undefined
        ? []
        : [summaryPageFile(POSTS_COLLECTION, ALL_ENTRIES, Math.floor(position / pageSize) + 1)],
    ),
  );
  const site = measure(siteDir, fromSite);
  const blog = measure(blogDir, new Set([entriesFile, ...pages]));
  return {
    files: site.files + blog.files,
    raw: site.raw + blog.raw,
    brotli: site.brotli + blog.brotli,
  };
}
