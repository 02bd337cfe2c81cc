import { categories, categoryById, categoryBySlug } from '../data/categories';
import type { BlogPost, Category, PostListResult, PostWithCategory } from '../data/schemas';

/** Page size of the data helpers when the caller gives none (document 000 §9). */
export const DEFAULT_LIMIT = 10;

export type PageOptions = { limit?: number; offset?: number };

/**
 * Newest first; posts published at the same moment keep the higher (newer) id first. ISO dates order
 * as plain strings; `localeCompare` would set up a collator (ICU data, tens of ms on a phone) for it.
 */
export function sortNewestFirst(posts: readonly BlogPost[]): BlogPost[] {
  const newer = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);
  return [...posts].sort((a, b) => newer(a.publishedAt, b.publishedAt) || b.id - a.id);
}

function paginate(posts: readonly BlogPost[], { limit = DEFAULT_LIMIT, offset = 0 }: PageOptions): PostListResult {
  const safeLimit = Math.max(0, Math.floor(limit));
  const safeOffset = Math.max(0, Math.floor(offset));
  return {
    posts: posts.slice(safeOffset, safeOffset + safeLimit),
    pagination: { total: posts.length, limit: safeLimit, offset: safeOffset },
  };
}

/** All posts, a page at a time (limit 10 and offset 0 by default). `posts` is already in list order. */
export function listPosts(posts: readonly BlogPost[], options: PageOptions = {}): PostListResult {
  return paginate(posts, options);
}

/** The posts of one category; an unknown category slug gives an empty list with total 0. */
export function listPostsByCategory(posts: readonly BlogPost[], slug: string, options: PageOptions = {}): PostListResult {
  const category = categoryBySlug(slug);
  if (!category) return paginate([], options);
  return paginate(
    posts.filter((post) => post.categoryId === category.id),
    options,
  );
}

/** Case-insensitive search in title, excerpt and content. */
export function searchPosts(posts: readonly BlogPost[], query: string, options: PageOptions = {}): PostListResult {
  const needle = query.trim().toLowerCase();
  return paginate(
    posts.filter((post) =>
      [post.title, post.excerpt ?? '', post.content].some((text) => text.toLowerCase().includes(needle)),
    ),
    options,
  );
}

export function withCategory(post: BlogPost): PostWithCategory {
  return { ...post, category: categoryById(post.categoryId) };
}

/** The post with its category (Uncategorized when the category does not exist), or undefined. */
export function findPostBySlug(posts: readonly BlogPost[], slug: string): PostWithCategory | undefined {
  const post = posts.find((candidate) => candidate.slug === slug);
  return post ? withCategory(post) : undefined;
}

export function listCategories(): readonly Category[] {
  return categories;
}
