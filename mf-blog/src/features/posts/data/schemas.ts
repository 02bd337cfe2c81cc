import { z } from '@tla/federated/zod';

/** Default read time in minutes. */
export const DEFAULT_READ_TIME = 5;

/**
 * A post or category slug as it appears in `/blog/{slug}`: lowercase letters, digits, underscores and
 * hyphens (what slug generation produces), so every slug is a safe single path segment.
 */
export const slugSchema = z.string().regex(/^[a-z0-9_-]+$/, 'Expected a URL slug');

/**
 * Badge styles: a light pair and a dark pair from the same Tailwind colour, e.g.
 * `bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200` (contrast checked in categories.test.ts).
 */
export const colorClassSchema = z
  .string()
  .regex(/^bg-[a-z]+-\d{2,3} text-[a-z]+-\d{2,3} dark:bg-[a-z]+-\d{2,3} dark:text-[a-z]+-\d{2,3}$/, 'Expected a badge style');

export const categorySchema = z.object({
  id: z.number().int().nonnegative(),
  name: z.string().min(1),
  slug: slugSchema,
  description: z.string().min(1).nullable(),
  colorClass: colorClassSchema,
});

export type Category = z.infer<typeof categorySchema>;

export const postSchema = z.object({
  id: z.number().int().positive(),
  title: z.string().trim().min(1),
  slug: slugSchema,
  excerpt: z.string().nullable(),
  /** Markdown. */
  content: z.string().trim().min(1),
  categoryId: z.number().int(),
  /** A URL or a site path; null when the post has none. */
  featuredImage: z.string().min(1).nullable(),
  /**
   * ISO date: a calendar date (`2025-05-06`) for the built-in posts, shown as that day everywhere; a
   * date-time for a post saved in the editor, shown as the reader's local date (see formatPostDate).
   */
  publishedAt: z.union([z.iso.date(), z.iso.datetime({ offset: true })]),
  /**
   * When the editor last saved a change to the post (a date-time); absent until its first edit, and on
   * posts saved before the field existed.
   */
  updatedAt: z.iso.datetime({ offset: true }).optional(),
  /** Minutes. */
  readTime: z.number().int().min(1),
});

export type BlogPost = z.infer<typeof postSchema>;

/** A post without its markdown: what a card or a post's header shows. */
export type PostSummary = Omit<BlogPost, 'content'>;

/**
 * A post as the blog's store lists it: the reader's own posts, and built-in posts edited in this
 * visit, carry their markdown; an unedited built-in post does not (its body is compiled at build, and
 * its markdown loads only to edit it, from the post's data file: post-data.ts).
 */
export type ListedPost = PostSummary & { content?: string };

/**
 * A post as read back from localStorage: older or hand-edited entries may lack the optional fields, which
 * take their defaults; anything else that does not fit is rejected (entry by entry, see post-store.ts).
 */
export const storedPostSchema = postSchema.extend({
  excerpt: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  featuredImage: z
    .string()
    .nullish()
    .transform((value) => (value ? value : null)),
  readTime: z.number().int().min(1).default(DEFAULT_READ_TIME),
  // A date that does not parse only loses the "last updated" line, never the post.
  updatedAt: z.iso.datetime({ offset: true }).optional().catch(undefined),
});

/** A post detail: the post with its category (Uncategorized when its category does not exist). */
export type PostWithCategory<Post extends ListedPost = ListedPost> = Post & { category: Category };

export type Pagination = { total: number; limit: number; offset: number };

/** What every list helper returns. */
export type PostListResult<Post extends ListedPost = ListedPost> = { posts: Post[]; pagination: Pagination };

/** The fields a create takes; id and the dates are assigned by the store. */
export type PostInput = Omit<BlogPost, 'id' | 'publishedAt' | 'updatedAt'>;
