/**
 * The pages nearest to a path that led nowhere (`/tutorials/create-spl-tokn`), for the not-found page:
 * the site search's indexes, asked with the words of the path. Unlike the search box, any word may
 * match (a mistyped or extra word must not empty the list), each with a typo from four letters on.
 */
import type { SectionRoute } from '@tla/platform/contracts/published';
import { searchSource, type SearchSource } from '@tla/platform/search/split-search';
import { loadSearchSources } from './search-sources';

/** Pages suggested at most. */
export const MAX_SUGGESTIONS = 3;

const MIN_WORD = 3;
const MAX_WORD = 40;
const MAX_WORDS = 12;

export type PageSuggestion = { url: string; title: string };

/** The words of a path as a reader would have meant them: decoded, split at anything not a letter. */
export function pathWords(path: string): string[] {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape is left as typed: its letters still count.
  }
  // Words of one or two letters would match half the site by prefix; no word of the site is longer
  // than 40 letters, so a 2,000-letter segment is skipped rather than searched.
  return decoded
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= MIN_WORD && word.length <= MAX_WORD)
    .slice(0, MAX_WORDS);
}

/** The page a search document belongs to: its URL without the heading's anchor. */
const pageOf = (url: string) => url.split('#', 1)[0] ?? url;

/** Documents read per section for the suggestions (a page's parts may fill several of them). */
const HITS_READ = 12;

/** The best pages for a path's words, one entry per page, never the path itself. */
export async function nearestPages(
  sources: readonly SearchSource[],
  path: string,
  limit = MAX_SUGGESTIONS,
): Promise<PageSuggestion[]> {
  const words = pathWords(path);
  if (words.length === 0) return [];
  const asked = pageOf(path).replace(/(.)\/+$/, '$1');
  const found = await Promise.all(
    sources.map(async (source) => {
      const hits = (await searchSource(source, words, 'any')).slice(0, HITS_READ);
      const documents = await source.documents(hits.map((hit) => hit.id));
      return hits.flatMap(({ id, score }) => {
        const document = documents.get(id);
        return document ? [{ score, url: pageOf(document.url), title: document.title }] : [];
      });
    }),
  );
  const pages = new Map<string, PageSuggestion>();
  for (const { url, title } of found.flat().sort((a, b) => b.score - a.score)) {
    if (url !== asked && !pages.has(url)) pages.set(url, { url, title });
  }
  return [...pages.values()].slice(0, limit);
}

/**
 * Load the published indexes of the shell's pages and of every section (not the reader's own posts:
 * their modules are a remote's code, too much for a page that only suggests), then suggest.
 */
export async function suggestPages(
  sections: readonly SectionRoute[],
  path: string,
): Promise<PageSuggestion[]> {
  const published = sections.map(({ search, ...section }) =>
    search?.index ? { ...section, search: { index: search.index } } : section,
  );
  const { sources } = await loadSearchSources({
    sections: () => published,
    loadReader: () => Promise.reject(new Error('the not-found page reads no reader posts')),
  });
  return nearestPages(sources, path);
}
