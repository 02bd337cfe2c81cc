import { useEffect, useState } from 'react';
import { ALL_ENTRIES } from '@tla/platform/contracts/summary-pages';
import { loadPostSummaryPage } from '../data/list-pages';
import type { BlogPost, ListedPost } from '../data/schemas';
import { foundPosts, searchPosts, type FoundPost } from '../model/indexed-search';
import { BLOG_PAGE_SIZE, parsePageParam, totalPagesFor } from '../model/pagination';
import { searchPosts as searchText, withMarkdown } from '../model/post-queries';

/**
 * When the index cannot be read: the titles and excerpts of the reader's posts and of the newest
 * built-in ones (the first page of the list, if it can be read), searched as text.
 */
async function titlesAndExcerpts(own: readonly BlogPost[], term: string): Promise<ListedPost[]> {
  const newest = await loadPostSummaryPage(ALL_ENTRIES, 1).then(
    (page) => page?.items ?? [],
    () => [],
  );
  const ownIds = new Set(own.map((post) => post.id));
  const posts = [...own, ...newest.filter((post) => !ownIds.has(post.id))];
  return searchText(withMarkdown(posts, []), term, { limit: posts.length }).posts;
}

/**
 * The search's matches, best first, as the list pages them: every place is there (for the count and
 * the pager), only the page shown holds its posts.
 */
export type SearchedPage = readonly (ListedPost | undefined)[];

type Answer = { key: string; page: SearchedPage };

/** The last search's matches, so that turning its pages reads the index once. */
let last: { own: readonly BlogPost[]; term: string; found: Promise<FoundPost[]> } | undefined;

function matches(own: readonly BlogPost[], term: string): Promise<FoundPost[]> {
  if (last?.own !== own || last.term !== term) {
    const found = searchPosts(own, term);
    found.catch(() => {
      last = undefined;
    });
    last = { own, term, found };
  }
  return last.found;
}

/**
 * The posts matching `term` through the blog's search index (indexed-search.ts), with the cards of
 * page `pageParam` read; undefined while the files the words and that page need are on their way.
 * `own` are the posts the browser holds (the reader's, and built-in ones edited in this visit).
 */
export function useSearchedPosts(
  own: readonly BlogPost[],
  term: string,
  pageParam: string | null,
): SearchedPage | undefined {
  const [answer, setAnswer] = useState<Answer>();
  const key = JSON.stringify([term, pageParam]);
  useEffect(() => {
    let current = true;
    matches(own, term)
      .then(async (found): Promise<SearchedPage> => {
        const page = parsePageParam(pageParam, totalPagesFor(found.length));
        const offset = (page - 1) * BLOG_PAGE_SIZE;
        const shown = await foundPosts(found, own, { offset, limit: BLOG_PAGE_SIZE });
        return found.map((_, index) => shown[index - offset]);
      })
      .catch((error: unknown) => {
        console.error(
          'Blog search: the search index could not be read; titles and excerpts searched instead:',
          error,
        );
        return titlesAndExcerpts(own, term);
      })
      .then((page) => {
        if (current) setAnswer({ key, page });
      });
    return () => {
      current = false;
    };
  }, [own, term, pageParam, key]);
  return answer?.key === key ? answer.page : undefined;
}
