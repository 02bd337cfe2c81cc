import { z } from '@tla/federated/zod';
import { storedPostSchema, type BlogPost } from '../data/schemas';

/**
 * Where the reader's own posts live (a key of this product's own). Kept apart from the
 * store, which brings the built-in posts' text, so the site's search can read them with little code.
 */
export const POSTS_STORAGE_KEY = 'token-launch-academy:blog-posts';

/**
 * The reader's posts from storage, entry by entry: an entry that does not fit the schema is skipped
 * without hiding the others; an entry reusing a built-in (or earlier) id or slug is ignored, so a stored
 * post can never replace or shadow another.
 */
export function parseStoredPosts(
  raw: string | null,
  builtIns: readonly Pick<BlogPost, 'id' | 'slug'>[],
): BlogPost[] {
  if (raw === null) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  const entries = z.array(z.unknown()).safeParse(data);
  if (!entries.success) return [];
  const ids = new Set(builtIns.map((post) => post.id));
  const slugs = new Set(builtIns.map((post) => post.slug));
  const posts: BlogPost[] = [];
  for (const entry of entries.data) {
    const parsed = storedPostSchema.safeParse(entry);
    if (!parsed.success || ids.has(parsed.data.id) || slugs.has(parsed.data.slug)) continue;
    ids.add(parsed.data.id);
    slugs.add(parsed.data.slug);
    posts.push(parsed.data);
  }
  return posts;
}
