import type { SearchIndex } from '@tla/platform/contracts/search';
import { markdownPlainText } from '@tla/shared-ui/markdown/search-sections';
import { builtInPostMeta } from '../features/posts/data/built-in-post-meta';
import { parseStoredPosts, POSTS_STORAGE_KEY } from '../features/posts/model/post-store';

/** What the site's search calls the reader's own posts. */
export const READER_POSTS_GROUP = 'Your posts';

/**
 * The posts the reader wrote in the editor, from this browser's storage, for the site's search (the
 * shell loads this module when the reader searches). Storage that cannot be read or holds nothing
 * valid gives no documents; their markdown is searched as plain text, never as HTML.
 */
export function readerSearchIndex(): SearchIndex {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(POSTS_STORAGE_KEY);
  } catch {
    // Blocked storage: nothing of the reader's to search.
  }
  return {
    group: READER_POSTS_GROUP,
    documents: parseStoredPosts(raw, builtInPostMeta).map((post) => ({
      url: `/blog/${post.slug}`,
      title: post.title,
      text: [post.excerpt ?? '', markdownPlainText(post.content)].join(' ').trim(),
    })),
  };
}
