import { searchSource, type SearchHit, type SearchSource } from '@tla/platform/search/split-search';

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

/** The words of a query, split at anything but letters and digits, capped. */
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
 * A search over every section's split index: words match by prefix and, from four letters on, with a
 * typo; every word must match; titles weigh most, then headings (split-search.ts). Results come
 * grouped by section, the group of the best result first; only the documents shown are read. A
 * section whose files fail to load is left out of the results (and logged), the others shown.
 */
export function createSearchEngine(sources: readonly SearchSource[]) {
  return {
    size: sources.reduce((sum, source) => sum + source.documentCount, 0),
    async search(query: string): Promise<ResultGroup[]> {
      const words = queryWords(query);
      if (words.length === 0) return [];
      const settled = await Promise.allSettled(
        sources.map(async (source) => ({ source, hits: await searchSource(source, words) })),
      );
      const found: { source: SearchSource; hits: SearchHit[] }[] = [];
      settled.forEach((outcome, position) => {
        if (outcome.status === 'fulfilled') found.push(outcome.value);
        else
          console.error(
            `Search: ${sources[position]?.group ?? 'a section'} could not be searched:`,
            outcome.reason,
          );
      });
      const best = (hits: readonly SearchHit[]) => hits[0]?.score ?? 0;
      const groups = await Promise.all(
        found
          .filter(({ hits }) => hits.length > 0)
          .sort((a, b) => best(b.hits) - best(a.hits))
          .map(async ({ source, hits }) => {
            const shown = hits.slice(0, RESULTS_PER_GROUP);
            const documents = await source.documents(shown.map((hit) => hit.id));
            const results = shown.flatMap((hit): SearchResult[] => {
              const document = documents.get(hit.id);
              if (!document) return [];
              // The words of the document that matched (a prefix or typo of what was typed), and the typed
              // ones. One-letter words would mark every letter of that kind.
              const marked = [...hit.terms, ...words].filter((word) => word.length > 1);
              return [
                {
                  url: document.url,
                  title: markWords(document.title, marked),
                  ...(document.heading !== undefined && {
                    heading: markWords(document.heading, marked),
                  }),
                  excerpt: markWords(excerptAround(document.text, marked), marked),
                },
              ];
            });
            return { group: source.group, results };
          }),
      );
      return groups.filter(({ results }) => results.length > 0);
    },
  };
}
