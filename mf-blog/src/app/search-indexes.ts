import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SearchIndex } from '@tla/platform/contracts/search';
import { pageSearchDocuments } from '@tla/shared-ui/markdown/search-sections';
import { builtInPostMeta } from '../features/posts/data/built-in-post-meta';
import { section } from './section';
import { postPath } from '../config/blog-paths';

const contentDir = path.join(import.meta.dirname, '../features/posts/content');

/**
 * Each built-in post, and each of its sections at its heading's anchor. Build time only: it reads the
 * posts' markdown with node:fs, as this runs in the Vite config (see built-in-feed-posts.ts).
 */
export function postsSearchIndex(): SearchIndex {
  // Made once per build: the index's files and the map of its documents to posts both read it.
  made ??= makePostsSearchIndex();
  return made;
}

let made: SearchIndex | undefined;

function makePostsSearchIndex(): SearchIndex {
  const documents = builtInPostMeta.flatMap((post) => {
    const url = postPath(post.slug);
    const markdown = readFileSync(path.join(contentDir, `${post.slug}.md`), 'utf8');
    return pageSearchDocuments({ url, title: post.title, lead: post.excerpt, markdown });
  });
  return { group: section.modules['blog-routes'].label, documents };
}
