import MiniSearch from 'minisearch';
import type { SearchDocument, SearchIndex } from '@tla/platform/contracts/search';

/** A query longer than this is searched by its start (a pasted page searches, it does not hang). */
export const MAX_QUERY_LENGTH = 200;
/** Words of a query searched at most. */
const MAX_QUERY_WORDS = 12;
const RESULTS_PER_GROUP = 6;
const EXCERPT_LENGTH = 160;

/** A piece of text, marked when it is one of the words that matched. */
export type TextPart = { text: string; match: boolean };

export type SearchResult = {
  url: string;
  title: TextPart[];
  heading?: TextPart[];
  excerpt: TextPart[];
};

export type ResultGroup = { group: string; results: SearchResult[] };

type Indexed = SearchDocument & { id: number; group: string };

/** The words of a query, as MiniSearch's tokenizer splits them, capped. */
export function queryWords(query: string): string[] {
  return query
    .slice(0, MAX_QUERY_LENGTH)
    .split(/[^\p{L}\p{N}_]+/u)
    .filter((word) => word !== '')
    .slice(0, MAX_QUERY_WORDS);
}

/**
 * Splits text at every occurrence of the given words (case-insensitive, plain string matching: no
 * pattern is built from what a reader typed), so a view can mark them without any HTML.
 */
export function markWords(text: string, words: readonly string[]): TextPart[] {
  const lower = text.toLowerCase();
  const needles = [
    ...new Set(words.map((word) => word.toLowerCase()).filter((word) => word !== '')),
  ];
  const parts: TextPart[] = [];
  let position = 0;
  while (position < text.length) {
    let start = -1;
    let length = 0;
    for (const needle of needles) {
      const found = lower.indexOf(needle, position);
      if (
        found !== -1 &&
        (start === -1 || found < start || (found === start && needle.length > length))
      ) {
        start = found;
        length = needle.length;
      }
    }
    if (start === -1) break;
    if (start > position) parts.push({ text: text.slice(position, start), match: false });
    parts.push({ text: text.slice(start, start + length), match: true });
    position = start + length;
  }
  if (position < text.length) parts.push({ text: text.slice(position), match: false });
  return parts;
}

/** About EXCERPT_LENGTH characters of text around the first matched word, cut at word boundaries. */
export function excerptAround(text: string, words: readonly string[]): string {
  if (text.length <= EXCERPT_LENGTH) return text;
  const lower = text.toLowerCase();
  const first = Math.min(
    ...words.map((word) => lower.indexOf(word.toLowerCase())).filter((index) => index !== -1),
  );
  const center = Number.isFinite(first) ? first : 0;
  let start = Math.max(0, center - Math.floor(EXCERPT_LENGTH / 3));
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + EXCERPT_LENGTH);
  if (end < text.length)
    end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

/**
 * One index over every section's documents: words match by prefix and, from four letters on, with a
 * typo; every word must match; titles weigh most, then headings. Results come grouped by section, the
 * group of the best result first.
 */
export function createSearchEngine(indexes: readonly SearchIndex[]) {
  const documents: Indexed[] = indexes
    .flatMap(({ group, documents: list }) => list.map((document) => ({ ...document, group })))
    .map((document, id) => ({ ...document, id }));
  const engine = new MiniSearch<Indexed>({
    fields: ['title', 'heading', 'text'],
    searchOptions: {
      boost: { title: 3, heading: 2 },
      prefix: true,
      fuzzy: (term) => (term.length >= 4 ? 0.2 : false),
      combineWith: 'AND',
    },
  });
  engine.addAll(documents);

  return {
    size: documents.length,
    search(query: string): ResultGroup[] {
      const words = queryWords(query);
      if (words.length === 0) return [];
      const groups = new Map<string, SearchResult[]>();
      for (const hit of engine.search(words.join(' '))) {
        const document = documents[Number(hit.id)];
        if (!document) continue;
        const results = groups.get(document.group) ?? [];
        if (results.length >= RESULTS_PER_GROUP) continue;
        // The words of the document that matched (a prefix or typo of what was typed), and the typed ones.
        // One-letter words would mark every letter of that kind.
        const marked = [...hit.terms, ...words].filter((word) => word.length > 1);
        results.push({
          url: document.url,
          title: markWords(document.title, marked),
          ...(document.heading !== undefined && { heading: markWords(document.heading, marked) }),
          excerpt: markWords(excerptAround(document.text, marked), marked),
        });
        groups.set(document.group, results);
      }
      return [...groups].map(([group, results]) => ({ group, results }));
    },
  };
}
