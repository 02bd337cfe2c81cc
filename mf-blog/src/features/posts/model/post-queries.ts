import { categories, categoryById, categoryBySlug } from '../data/categories';
import type { BlogPost, Category, ListedPost, PostListResult, PostWithCategory } from '../data/schemas';

/** Page size of the data helpers when the caller gives none. */
export const DEFAULT_LIMIT = 10;

export type PageOptions = { limit?: number; offset?: number };

/**
 * Newest first; posts published at the same moment keep the higher (newer) id first. ISO dates order
 * as plain strings; `localeCompare` would set up a collator (ICU data, tens of ms on a phone) for it.
 */
export function sortNewestFirst<Post extends ListedPost>(posts: readonly Post[]): Post[] {
  const newer = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);
  return [...posts].sort((a, b) => newer(a.publishedAt, b.publishedAt) || b.id - a.id);
}

function paginate<Post extends ListedPost>(
  posts: readonly Post[],
  { limit = DEFAULT_LIMIT, offset = 0 }: PageOptions,
): PostListResult<Post> {
  const safeLimit = Math.max(0, Math.floor(limit));
  const safeOffset = Math.max(0, Math.floor(offset));
  return {
    posts: posts.slice(safeOffset, safeOffset + safeLimit),
    pagination: { total: posts.length, limit: safeLimit, offset: safeOffset },
  };
}

/** All posts, a page at a time (limit 10 and offset 0 by default). `posts` is already in list order. */
export function listPosts<Post extends ListedPost>(posts: readonly Post[], options: PageOptions = {}): PostListResult<Post> {
  return paginate(posts, options);
}

/** The posts of one category; an unknown category slug gives an empty list with total 0. */
export function listPostsByCategory<Post extends ListedPost>(
  posts: readonly Post[],
  slug: string,
  options: PageOptions = {},
): PostListResult<Post> {
  const category = categoryBySlug(slug);
  if (!category) return paginate<Post>([], options);
  return paginate(
    posts.filter((post) => post.categoryId === category.id),
    options,
  );
}

/** Case-insensitive search in title, excerpt and content: the posts must carry their markdown. */
export function searchPosts(posts: readonly BlogPost[], query: string, options: PageOptions = {}): PostListResult<BlogPost> {
  const needle = query.trim().toLowerCase();
  return paginate(
    posts.filter((post) =>
      [post.title, post.excerpt ?? '', post.content].some((text) => text.toLowerCase().includes(needle)),
    ),
    options,
  );
}

/** Whether the post carries its markdown (a built-in post as listed does not). */
export const hasMarkdown = (post: ListedPost): post is BlogPost => post.content !== undefined;

/** The posts with their markdown: one listed without it takes it from `texts` (the built-in posts'). */
export function withMarkdown(posts: readonly ListedPost[], texts: readonly { id: number; markdown: string }[]): BlogPost[] {
  const markdown = new Map(texts.map((post) => [post.id, post.markdown]));
  return posts.map((post) => ({ ...post, content: post.content ?? markdown.get(post.id) ?? '' }));
}

export function withCategory<Post extends ListedPost>(post: Post): PostWithCategory<Post> {
  return { ...post, category: categoryById(post.categoryId) };
}

/** The post with its category (Uncategorized when the category does not exist), or undefined. */
export function findPostBySlug<Post extends ListedPost>(
  posts: readonly Post[],
  slug: string,
): PostWithCategory<Post> | undefined {
  const post = posts.find((candidate) => candidate.slug === slug);
  return post ? withCategory(post) : undefined;
}

export function listCategories(): readonly Category[] {
  return categories;
}

/**
 * The posts published just before and just after the one with `slug`, from `posts` in list order
 * (newest first): previous is the older one, next the newer. Either is missing at an end of the list.
 */
export function adjacentPosts<Post extends ListedPost>(
  posts: readonly Post[],
  slug: string,
): { previous?: Post; next?: Post } {
  const index = posts.findIndex((candidate) => candidate.slug === slug);
  if (index === -1) return {};
  const previous = posts[index + 1];
  const next = index > 0 ? posts[index - 1] : undefined;
  return { ...(previous && { previous }), ...(next && { next }) };
}

/** Up to `limit` other posts of the same category, newest first (`posts` in list order). */
export function relatedPosts<Post extends ListedPost>(posts: readonly Post[], post: ListedPost, limit = 3): Post[] {
  return posts.filter((candidate) => candidate.categoryId === post.categoryId && candidate.id !== post.id).slice(0, limit);
}
