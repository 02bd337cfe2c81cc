/**
 * A collection's list (a blog's posts) published as data a page at a time: each page of the list, of
 * all its entries and of each group's (a category), is a file holding what that page shows, so a list
 * page, a widget showing the newest entries or a search's results fetch the page they show, never the
 * whole collection, and the remote's code does not grow with it. A search of the collection maps its
 * index's documents to positions in the list with a small file of runs, then reads the pages of the
 * positions it shows. Named here once: the build that writes the files and the pages that read them.
 */
import { z } from '@tla/federated/zod';
import { CONTENT_DATA_FOLDER, dataSegment } from './content-data';

/** The list of every entry of a collection, newest first. */
export const ALL_ENTRIES = 'all';

/** A list of a collection: all its entries, or one group's (`group-<slug>`). */
export const summaryListName = (group?: string): string =>
  group === undefined ? ALL_ENTRIES : `group-${dataSegment('group', group)}`;

const pagesFolder = (collection: string) =>
  `${CONTENT_DATA_FOLDER}/${dataSegment('collection', collection)}-pages`;

/** One page of a list, counted from 1: `_data/posts-pages/all/3.json`, relative to the remote's base. */
export function summaryPageFile(collection: string, list: string, page: number): string {
  if (!Number.isInteger(page) || page < 1) throw new Error(`${page} cannot be a page of a list`);
  return `${pagesFolder(collection)}/${dataSegment('list', list)}/${page}.json`;
}

/**
 * A page of a list: the entries it shows, in list order, with what tells its place: how many entries
 * the whole list holds, how many a page holds, and the highest id of the collection (so what a
 * reader adds in their browser takes an id no published entry has).
 */
export const summaryPageSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({
    total: z.number().int().nonnegative(),
    pageSize: z.number().int().positive(),
    highestId: z.number().int().nonnegative(),
    items: z.array(item),
  });

/** Which entry of the list of all each document of the collection's search index belongs to. */
export const searchEntriesFile = (collection: string): string =>
  `${pagesFolder(collection)}/search-entries.json`;

/**
 * Runs of documents, in document id order: how many documents, then the position in the list of all
 * (from 0) of the entry they belong to. `documentCount` is the index's, so a map made for another
 * index is refused rather than misread.
 */
export const searchEntriesSchema = z.object({
  documentCount: z.number().int().nonnegative(),
  runs: z
    .array(z.number().int().nonnegative())
    .refine((runs) => runs.length % 2 === 0, 'must hold pairs of document count and position'),
});
export type SearchEntries = z.infer<typeof searchEntriesSchema>;

/** The runs of `entryOf` (each document's position in the list), as the file holds them. */
export function searchEntryRuns(entryOf: readonly number[]): SearchEntries {
  const runs: number[] = [];
  for (const position of entryOf) {
    if (runs.at(-1) === position) runs[runs.length - 2] = (runs.at(-2) ?? 0) + 1;
    else runs.push(1, position);
  }
  return { documentCount: entryOf.length, runs };
}

/** A document's position in the list, from the file's runs; undefined past its last document. */
export function entryOfDocument({ runs }: SearchEntries): (id: number) => number | undefined {
  const firsts: number[] = [];
  let next = 0;
  for (let index = 0; index < runs.length; index += 2) {
    firsts.push(next);
    next += runs[index] ?? 0;
  }
  return (id) => {
    if (id < 0 || id >= next) return undefined;
    let low = 0;
    let high = firsts.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if ((firsts[middle] ?? 0) <= id) low = middle;
      else high = middle - 1;
    }
    return runs[low * 2 + 1];
  };
}

/**
 * What the page of one entry shows of the list around it, published with the entry's own data: the
 * entry as the list shows it, the entries just newer and just older than it in the list of all, the
 * newest others of its group, and the collection's highest id (as a page of the list tells it).
 */
export const entryListingSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({
    entry: item,
    newer: item.nullable(),
    older: item.nullable(),
    related: z.array(item),
    highestId: z.number().int().nonnegative(),
  });

/**
 * How many files the slugs of a collection's entries are spread over: a page asked for by its slug
 * reads the one that would hold it to learn whether the entry exists, never asking for a file that
 * does not (which a browser reports as an error), and never reading every slug.
 */
export const ENTRY_SHARDS = 32;

/** Which of the ENTRY_SHARDS files holds `slug` (FNV-1a of its characters). */
export function entryShardOf(slug: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < slug.length; index += 1) {
    hash ^= slug.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % ENTRY_SHARDS;
}

/** The file of the slugs in one shard: `_data/posts-pages/slugs/7.json`. */
export const entryShardFile = (collection: string, shard: number): string =>
  `${pagesFolder(collection)}/slugs/${shard}.json`;

/** The slugs of the collection's published entries that fall in one shard. */
export const entryShardSchema = z.array(z.string());
