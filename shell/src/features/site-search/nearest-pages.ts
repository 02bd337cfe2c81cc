/**
 * The pages nearest to a path that led nowhere (`/tutorials/create-spl-tokn`), for the not-found page:
 * the site search's indexes and engine (MiniSearch), asked with the words of the path. Unlike the
 * search box, any word may match (a mistyped or extra word must not empty the list), each with a
 * typo from four letters on, and the words of a page's own address count too.
 */
import MiniSearch from 'minisearch';
import type { SectionRoute } from '@tla/platform/contracts/published';
import type { SearchIndex } from '@tla/platform/contracts/search';
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

type Page = { id: number; url: string; title: string; address: string; text: string };

/** The best pages for a path's words, one entry per page, never the path itself. */
export function nearestPages(
  indexes: readonly SearchIndex[],
  path: string,
  limit = MAX_SUGGESTIONS,
): PageSuggestion[] {
  const words = pathWords(path);
  if (words.length === 0) return [];
  // One document per page: its title, the words of its address, and all its parts' text.
  const pages = new Map<string, Page>();
  for (const document of indexes.flatMap((index) => index.documents)) {
    const url = pageOf(document.url);
    const page = pages.get(url) ?? {
      id: pages.size,
      url,
      title: document.title,
      address: url.replace(/[^\p{L}\p{N}]+/gu, ' '),
      text: '',
    };
    page.text += ` ${document.heading ?? ''} ${document.text}`;
    pages.set(url, page);
  }
  const engine = new MiniSearch<Page>({
    fields: ['title', 'address', 'text'],
    searchOptions: {
      boost: { address: 3, title: 2 },
      prefix: true,
      fuzzy: (term) => (term.length >= 4 ? 0.3 : false),
      combineWith: 'OR',
    },
  });
  const list = [...pages.values()];
  engine.addAll(list);
  const asked = pageOf(path).replace(/(.)\/+$/, '$1');
  return engine
    .search(words.join(' '))
    .map((hit) => list[Number(hit.id)])
    .filter((page): page is Page => page !== undefined && page.url !== asked)
    .slice(0, limit)
    .map(({ url, title }) => ({ url, title }));
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
  const { indexes } = await loadSearchSources({
    sections: () => published,
    loadReader: () => Promise.reject(new Error('the not-found page reads no reader posts')),
  });
  return nearestPages(indexes, path);
}
