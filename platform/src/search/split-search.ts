/**
 * Searches split indexes (contracts/search.ts) as MiniSearch searched the whole one: each word
 * matches a term exactly, as a prefix, and from four letters on with a typo (one per five letters);
 * every word must match; scores add up. Only the term files a word can match are read: its own
 * prefix's, and for a typo the terms sharing its first three letters (a typo there is not found, the
 * price of not reading the whole index). A word of one or two letters matches only itself, which a
 * single file answers: as a prefix it would read every term starting with it.
 */
import {
  searchDocumentsFileSchema,
  searchFilePath,
  searchManifestSchema,
  searchTermsFileSchema,
  type SearchDocument,
  type SearchIndex,
  type SearchManifest,
  type SearchFileKind,
  type SearchTermsFile,
} from '../contracts/search';
import { parsePublished } from '../contracts/parse-published';
import { SCORE_SCALE, splitSearchIndex, termsOf, type SplitIndex } from './split-index';

/** A split index as a search reads it, wherever its files are. */
export type SearchSource = {
  group: string;
  documentCount: number;
  /** The term files that may hold terms from `from` to `to` (both included). */
  termsBetween: (from: string, to: string) => Promise<readonly SearchTermsFile[]>;
  /** The documents with these ids. */
  documents: (ids: readonly number[]) => Promise<Map<number, SearchDocument>>;
};

/** A matched document: its id in its source, score, and the terms of it that matched. */
export type SearchHit = { id: number; score: number; terms: string[] };

const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;
const MAX_FUZZY = 6;
/** Above every character a term can hold: `word + LAST` ends the range of terms starting with word. */
const LAST = '\u{10ffff}';

/** Positions of the runs whose range [from, next from) meets [low, high]. */
function runsBetween(starts: readonly string[], low: string, high: string): number[] {
  const positions: number[] = [];
  starts.forEach((from, position) => {
    const next = starts[position + 1];
    if (from <= high && (next === undefined || next > low)) positions.push(position);
  });
  return positions;
}

/** Levenshtein distance of a and b, or max + 1 once it is sure to exceed max. */
function distanceWithin(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/** How much a term that `word` reached counts: whole for itself, less for a longer prefix or a typo. */
function weightOf(word: string, term: string): number {
  if (term === word) return 1;
  if (term.startsWith(word))
    return (PREFIX_WEIGHT * term.length) / (term.length + 0.3 * (term.length - word.length));
  const maxDistance = word.length >= 4 ? Math.min(MAX_FUZZY, Math.round(word.length * 0.2)) : 0;
  if (maxDistance === 0) return 0;
  const distance = distanceWithin(word, term, maxDistance);
  return distance <= maxDistance ? (FUZZY_WEIGHT * term.length) / (term.length + distance) : 0;
}

/** Words shorter than this match only themselves. */
const MIN_PREFIX = 3;

/** The range of terms a word may reach: itself alone, its prefix's, or its first three letters'. */
function rangeOf(word: string): [string, string] {
  if (word.length < MIN_PREFIX) return [word, word];
  const stem = word.slice(0, MIN_PREFIX);
  return [stem, `${stem}${LAST}`];
}

async function hitsOfWord(source: SearchSource, word: string): Promise<Map<number, SearchHit>> {
  const hits = new Map<number, SearchHit>();
  const [low, high] = rangeOf(word);
  for (const file of await source.termsBetween(low, high)) {
    for (const [term, postings] of Object.entries(file)) {
      if (term < low || term > high) continue;
      const weight = word.length < MIN_PREFIX ? Number(term === word) : weightOf(word, term);
      if (weight === 0) continue;
      let id = 0;
      for (let position = 0; position < postings.length; position += 2) {
        id += postings[position] ?? 0;
        const score = (weight * (postings[position + 1] ?? 0)) / SCORE_SCALE;
        const hit = hits.get(id) ?? { id, score: 0, terms: [] };
        hit.score += score;
        if (!hit.terms.includes(term)) hit.terms.push(term);
        hits.set(id, hit);
      }
    }
  }
  return hits;
}

/**
 * The documents of one source matching every word of `words` (`all`, the search box) or any of them
 * (`any`, for pages near a mistyped address), best first: scores add up over the words.
 */
export async function searchSource(
  source: SearchSource,
  words: readonly string[],
  match: 'all' | 'any' = 'all',
): Promise<SearchHit[]> {
  const terms = [...new Set(words.flatMap(termsOf))];
  if (terms.length === 0) return [];
  const perWord = await Promise.all(terms.map((word) => hitsOfWord(source, word)));
  const combined = new Map<number, SearchHit & { words: number }>();
  for (const hits of perWord) {
    for (const [id, hit] of hits) {
      const sum = combined.get(id) ?? { id, score: 0, terms: [], words: 0 };
      sum.score += hit.score;
      sum.terms = [...new Set([...sum.terms, ...hit.terms])];
      sum.words += 1;
      combined.set(id, sum);
    }
  }
  return [...combined.values()]
    .filter((hit) => match === 'any' || hit.words === perWord.length)
    .sort((a, b) => b.score - a.score || a.id - b.id)
    .map(({ id, score, terms: matched }) => ({ id, score, terms: matched }));
}

/** A split index held in memory (the reader's own posts). */
export function localSource(index: SearchIndex): SearchSource {
  const split: SplitIndex = splitSearchIndex(index);
  const termStarts = split.terms.map(({ from }) => from);
  return {
    group: split.group,
    documentCount: split.documentCount,
    termsBetween: (from, to) =>
      Promise.resolve(
        runsBetween(termStarts, from, to).flatMap((position) => {
          const run = split.terms[position];
          return run ? [run.postings] : [];
        }),
      ),
    documents: (ids) => {
      const found = new Map<number, SearchDocument>();
      for (const id of ids) {
        const document =
          split.documents[Math.floor(id / split.documentsPerFile)]?.[id % split.documentsPerFile];
        if (document) found.set(id, document);
      }
      return Promise.resolve(found);
    },
  };
}

/** Reads a published file's text (fetch, in the browser), failing on anything but success. */
export type ReadText = (path: string) => Promise<string>;

/** Loads a file the first time it is asked for and keeps it; a failed one is tried again next time. */
function fileCache<Value>(read: ReadText, parse: (text: string, path: string) => Value) {
  const files = new Map<string, Promise<Value>>();
  return (path: string): Promise<Value> => {
    const cached = files.get(path);
    if (cached) return cached;
    const loading = read(path).then((text) => parse(text, path));
    loading.catch(() => files.delete(path));
    files.set(path, loading);
    return loading;
  };
}

/**
 * A section's published split index: its manifest read now, each term or document file the first
 * time a search needs it (and kept). A file that does not load or match its schema fails the search
 * of this section, naming the file and field.
 */
export async function publishedSource(manifestPath: string, read: ReadText): Promise<SearchSource> {
  const manifest: SearchManifest = parsePublished(
    searchManifestSchema,
    await read(manifestPath),
    manifestPath,
  );
  const termsFile = fileCache(read, (text, path) =>
    parsePublished(searchTermsFileSchema, text, path),
  );
  const documentsFile = fileCache(read, (text, path) =>
    parsePublished(searchDocumentsFileSchema, text, path),
  );
  const path = (kind: SearchFileKind, position: number) =>
    searchFilePath(manifestPath, manifest.build, kind, position);
  const perFile = manifest.documentsPerFile;
  return {
    group: manifest.group,
    documentCount: manifest.documentCount,
    termsBetween: (from, to) =>
      Promise.all(
        runsBetween(manifest.terms, from, to).map((position) => termsFile(path('terms', position))),
      ),
    documents: async (ids) => {
      const found = new Map<number, SearchDocument>();
      await Promise.all(
        ids
          .filter((id) => id < manifest.documentCount)
          .map(async (id) => {
            const documents = await documentsFile(path('documents', Math.floor(id / perFile)));
            const document = documents[id % perFile];
            if (document) found.set(id, document);
          }),
      );
      return found;
    },
  };
}
