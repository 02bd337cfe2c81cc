import type { SearchIndex } from '@tla/platform/contracts/search';
import { parseStoredPosts, POSTS_STORAGE_KEY } from '../features/posts/model/stored-posts';
import { postPath } from '../config/blog-paths';

/** What the site's search calls the reader's own posts. */
export const READER_POSTS_GROUP = 'Your posts';

/**
 * The posts the reader wrote in the editor, from this browser's storage, for the site's search (the
 * shell loads this module when the reader searches). Storage that cannot be read or holds nothing
 * valid gives no documents; their markdown is searched as plain text, never as HTML, and the markdown
 * parser is loaded only for a reader who has posts.
 */
export async function readerSearchIndex(): Promise<SearchIndex> {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(POSTS_STORAGE_KEY);
  } catch {
    // Blocked storage: nothing of the reader's to search.
  }
  // Checked against no built-in posts: this module stays small on every page that searches, and a
  // stored post under a built-in post's slug leads to that built-in post's page, which is found too.
  const posts = parseStoredPosts(raw, []);
  if (posts.length === 0) return { group: READER_POSTS_GROUP, documents: [] };
  const { markdownPlainText } = await import('@tla/shared-ui/markdown/search-sections');
  return {
    group: READER_POSTS_GROUP,
    documents: posts.map((post) => ({
      url: postPath(post.slug),
      title: post.title,
      text: [post.excerpt ?? '', markdownPlainText(post.content)].join(' ').trim(),
    })),
  };
}
