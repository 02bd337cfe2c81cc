/**
 * Splits a section's search documents into runs of terms with their postings and runs of documents
 * (contracts/search.ts): at build for a section's published index, and in the browser for the
 * reader's own posts, so both are searched the same way. Scores are computed here, whole-index, so a
 * term file needs nothing else to rank its documents.
 */
import type { SearchDocument, SearchIndex, SearchTermsFile } from '../contracts/search';

/** The fields searched, and how much a match in each weighs (a title most, then a heading). */
const FIELDS = [
  ['title', 3],
  ['heading', 2],
  ['text', 1],
] as const satisfies readonly (readonly [keyof SearchDocument, number])[];

/** BM25's parameters, as MiniSearch ranks with them. */
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };

/** How finely a score is kept in a term file (scores are stored times this, rounded). */
export const SCORE_SCALE = 100;

/** About how many bytes of JSON a term file or a document file holds (on average, for documents). */
export type SplitSizes = { termBytes: number; documentBytes: number };

/**
 * Small enough that a search fetches little, large enough that a site of a thousand posts is a few
 * thousand files, not tens of thousands.
 */
export const DEFAULT_SPLIT_SIZES: SplitSizes = { termBytes: 24_000, documentBytes: 4_000 };

/** A section's index, split: what a manifest and its files hold, before they are named. */
export type SplitIndex = {
  group: string;
  documentCount: number;
  terms: { from: string; postings: SearchTermsFile }[];
  documentsPerFile: number;
  /** The document files, in id order, each with documentsPerFile documents (the last maybe fewer). */
  documents: SearchDocument[][];
};

const SPACE_OR_PUNCTUATION = /[\n\r\p{Z}\p{P}]+/u;

/** A text's terms, lowercased, split at spaces and punctuation (as MiniSearch splits them). */
export function termsOf(text: string): string[] {
  return text
    .split(SPACE_OR_PUNCTUATION)
    .map((term) => term.toLowerCase())
    .filter((term) => term !== '');
}

function bm25(frequency: number, matching: number, total: number, length: number, average: number) {
  const inverse = Math.log(1 + (total - matching + 0.5) / (matching + 0.5));
  const { k, b, d } = BM25;
  return inverse * (d + (frequency * (k + 1)) / (frequency + k * (1 - b + (b * length) / average)));
}

/** Cuts items into runs of about `bytes` each (an item larger than that makes a run of its own). */
function runs<Item>(items: readonly Item[], size: (item: Item) => number, bytes: number): Item[][] {
  const result: Item[][] = [];
  let current: Item[] = [];
  let used = 0;
  for (const item of items) {
    const itemSize = size(item);
    if (current.length > 0 && used + itemSize > bytes) {
      result.push(current);
      current = [];
      used = 0;
    }
    current.push(item);
    used += itemSize;
  }
  if (current.length > 0) result.push(current);
  return result;
}

/** The shortest start of `first` that still sorts after `previous`: what a manifest lists of a run. */
function shortestStart(previous: string, first: string): string {
  for (let length = 1; length < first.length; length += 1) {
    const start = first.slice(0, length);
    if (start > previous) return start;
  }
  return first;
}

/** A section's documents as term runs with their scored postings and document runs. */
export function splitSearchIndex(
  { group, documents }: SearchIndex,
  sizes: SplitSizes = DEFAULT_SPLIT_SIZES,
): SplitIndex {
  // term → field → document id → how often it occurs there
  const frequencies = new Map<string, Map<number, Map<number, number>>>();
  const lengths = FIELDS.map(() => new Map<number, number>());
  documents.forEach((document, id) => {
    FIELDS.forEach(([field], fieldIndex) => {
      const value = document[field];
      if (value === undefined) return;
      const terms = termsOf(value);
      lengths[fieldIndex]?.set(id, new Set(terms).size);
      for (const term of terms) {
        const byField = frequencies.get(term) ?? new Map<number, Map<number, number>>();
        frequencies.set(term, byField);
        const byDocument = byField.get(fieldIndex) ?? new Map<number, number>();
        byField.set(fieldIndex, byDocument);
        byDocument.set(id, (byDocument.get(id) ?? 0) + 1);
      }
    });
  });
  const averages = lengths.map((byDocument) => {
    const values = [...byDocument.values()];
    return values.length === 0
      ? 1
      : values.reduce((sum, value) => sum + value, 0) / values.length || 1;
  });

  const entries = [...frequencies.keys()].sort().map((term): [string, number[]] => {
    const scores = new Map<number, number>();
    for (const [fieldIndex, byDocument] of frequencies.get(term) ?? []) {
      const boost = FIELDS[fieldIndex]?.[1] ?? 1;
      for (const [id, frequency] of byDocument) {
        const length = lengths[fieldIndex]?.get(id) ?? 1;
        const score = bm25(
          frequency,
          byDocument.size,
          documents.length,
          length,
          averages[fieldIndex] ?? 1,
        );
        scores.set(id, (scores.get(id) ?? 0) + boost * score);
      }
    }
    const postings: number[] = [];
    let previous = 0;
    for (const id of [...scores.keys()].sort((a, b) => a - b)) {
      postings.push(id - previous, Math.max(1, Math.round((scores.get(id) ?? 0) * SCORE_SCALE)));
      previous = id;
    }
    return [term, postings];
  });

  const termRuns = runs(
    entries,
    ([term, postings]) => term.length + postings.join(',').length + 6,
    sizes.termBytes,
  );
  const documentBytes = documents.reduce(
    (sum, document) => sum + JSON.stringify(document).length,
    0,
  );
  const documentsPerFile = Math.max(
    1,
    Math.round(sizes.documentBytes / Math.max(1, documentBytes / Math.max(1, documents.length))),
  );
  return {
    group,
    documentCount: documents.length,
    // An index without terms still has its one (empty) term file, so every manifest starts at ''.
    terms: (termRuns.length > 0 ? termRuns : [[]]).map((run, position) => ({
      from:
        position === 0
          ? ''
          : shortestStart(termRuns[position - 1]?.at(-1)?.[0] ?? '', run[0]?.[0] ?? ''),
      postings: Object.fromEntries(run),
    })),
    documentsPerFile,
    documents: Array.from({ length: Math.ceil(documents.length / documentsPerFile) }, (_, file) =>
      documents.slice(file * documentsPerFile, (file + 1) * documentsPerFile),
    ),
  };
}
