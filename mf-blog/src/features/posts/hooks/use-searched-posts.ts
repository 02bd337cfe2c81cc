import { useEffect, useState } from 'react';
import type { ListedPost } from '../data/schemas';
import { searchListedPosts } from '../model/indexed-search';
import { searchPosts, withMarkdown } from '../model/post-queries';

/** When the index cannot be read: the titles and excerpts the list already holds, searched as text. */
function titlesAndExcerpts(posts: readonly ListedPost[], term: string): ListedPost[] {
  return searchPosts(withMarkdown(posts, []), term, { limit: posts.length }).posts;
}

type Answer = { posts: readonly ListedPost[]; term: string; found: readonly ListedPost[] };

/**
 * The posts matching `term`, best first, through the blog's search index (indexed-search.ts);
 * undefined while the index files the words need are on their way.
 */
export function useSearchedPosts(
  posts: readonly ListedPost[],
  term: string,
): readonly ListedPost[] | undefined {
  const [answer, setAnswer] = useState<Answer>();
  useEffect(() => {
    let current = true;
    searchListedPosts(posts, term)
      .catch((error: unknown) => {
        console.error(
          'Blog search: the search index could not be read; titles and excerpts searched instead:',
          error,
        );
        return titlesAndExcerpts(posts, term);
      })
      .then((found) => {
        if (current) setAnswer({ posts, term, found });
      });
    return () => {
      current = false;
    };
  }, [posts, term]);
  return answer?.posts === posts && answer.term === term ? answer.found : undefined;
}
