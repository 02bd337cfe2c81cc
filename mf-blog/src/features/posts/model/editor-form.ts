import { z } from '@tla/federated/zod';
import { DEFAULT_READ_TIME, type BlogPost, type PostInput } from '../data/schemas';

/** The editor's fields as typed (strings, like the inputs themselves). */
export const editorValuesSchema = z.object({
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  categoryId: z.string(),
  featuredImage: z.string(),
  readTime: z.string(),
  content: z.string(),
});

export type EditorValues = z.infer<typeof editorValuesSchema>;

export const emptyEditorValues: EditorValues = {
  title: '',
  slug: '',
  excerpt: '',
  categoryId: '',
  featuredImage: '',
  readTime: String(DEFAULT_READ_TIME),
  content: '',
};

/** The editor's read-time input range. */
export const READ_TIME_MIN = 1;
export const READ_TIME_MAX = 60;

export const editorMessages = {
  titleRequired: 'Title is required',
  slugRequired: 'Slug is required',
  contentRequired: 'Content is required',
  categoryRequired: 'Category is required',
  slugFormat: 'Slug may only contain lowercase letters, numbers, hyphens and underscores',
  created: 'Post created successfully!',
  updated: 'Post updated successfully!',
  saveFailed: 'An error occurred while saving the post',
  notFound: 'Post not found',
} as const;

export function valuesFromPost(post: BlogPost): EditorValues {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt ?? '',
    categoryId: String(post.categoryId),
    featuredImage: post.featuredImage ?? '',
    readTime: String(post.readTime),
    content: post.content,
  };
}

export function sameValues(a: EditorValues, b: EditorValues): boolean {
  return editorValuesSchema.keyof().options.every((key) => a[key] === b[key]);
}

/**
 * The first problem with the form, in field order (title, slug, content, category),
 * then the slug's shape (it becomes the post's address); undefined when the form can be saved.
 */
export function validateEditorValues(values: EditorValues): string | undefined {
  if (values.title.trim() === '') return editorMessages.titleRequired;
  if (values.slug.trim() === '') return editorMessages.slugRequired;
  if (values.content.trim() === '') return editorMessages.contentRequired;
  if (values.categoryId.trim() === '') return editorMessages.categoryRequired;
  if (!/^[a-z0-9_-]+$/.test(values.slug.trim())) return editorMessages.slugFormat;
  return undefined;
}

/** Read time as a number of minutes; anything that is not a number of at least 1 falls back to 5. */
export function toReadTime(value: string): number {
  const minutes = Number(value.trim());
  if (value.trim() === '' || !Number.isFinite(minutes) || minutes < READ_TIME_MIN) return DEFAULT_READ_TIME;
  return Math.min(READ_TIME_MAX, Math.round(minutes));
}

/** What is saved: values trimmed, empty excerpt and image become null, numbers converted. */
export function toPostInput(values: EditorValues): PostInput {
  const excerpt = values.excerpt.trim();
  const featuredImage = values.featuredImage.trim();
  return {
    title: values.title.trim(),
    slug: values.slug.trim(),
    excerpt: excerpt === '' ? null : excerpt,
    content: values.content.trim(),
    categoryId: Number(values.categoryId),
    featuredImage: featuredImage === '' ? null : featuredImage,
    readTime: toReadTime(values.readTime),
  };
}
