/**
 * Texts a remote publishes as data beside its code, not in it: one file per text, which its pages
 * fetch when a reader opens one in the browser (the server's HTML already holds it), so the remote's
 * JavaScript does not grow with what its writers write. Named here once: the build that writes the
 * files, the pages that fetch them and the servers that answer them all read these names.
 */
import { z } from '@tla/federated/zod';
import { compiledArticleShapeSchema } from '@tla/shared-ui/markdown/article-nodes';

/** The folder under a remote's base that holds its texts as data. */
export const CONTENT_DATA_FOLDER = '_data';

/**
 * The blog's built-in posts among the collections: the blog writes and reads them, and the tools
 * that measure what a reader downloads read them too.
 */
export const POSTS_COLLECTION = 'posts';

/** A name a collection or a text may have: one path segment of lowercase letters, digits and `-`. */
const SEGMENT = /^[a-z0-9-]+$/;

/** `value` as one segment of a published data file's path; anything else is refused, naming `kind`. */
export function dataSegment(kind: string, value: string): string {
  if (!SEGMENT.test(value)) throw new Error(`"${value}" cannot be a ${kind} of published texts`);
  return value;
}

/** One text of a collection: `_data/posts/<slug>.json`, relative to the remote's base. */
export const textDataFile = (collection: string, slug: string): string =>
  `${CONTENT_DATA_FOLDER}/${dataSegment('collection', collection)}/${dataSegment('slug', slug)}.json`;

/**
 * One text as a page reads it: compiled for rendering, and as written (the editor opens it). The
 * article is checked for its shape, not node by node: the remote's own build wrote it, and its tests
 * parse every text in full.
 */
export const textDataSchema = z.object({
  article: compiledArticleShapeSchema,
  markdown: z.string(),
});
export type TextData = z.infer<typeof textDataSchema>;
