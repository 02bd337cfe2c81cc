import { z } from '@tla/federated/zod';
import { glossaryCategorySchema, glossarySlugSchema } from '@tla/glossary/schemas';

export {
  glossaryCategorySchema,
  glossarySlugSchema,
  glossaryTermSchema,
  type GlossaryCategory,
  type GlossaryTerm,
} from '@tla/glossary/schemas';

/** A filter button: one of the categories, or `all`. */
export const glossaryFilterIdSchema = z.union([z.literal('all'), glossaryCategorySchema]);

export const glossaryFilterSchema = z.strictObject({
  id: glossaryFilterIdSchema,
  label: z.string().trim().min(1),
});

export const glossaryQuerySchema = z.strictObject({
  search: z.string(),
  category: glossaryFilterIdSchema,
});

/** One letter of the A–Z bar. */
export const glossaryLetterSchema = z.strictObject({
  letter: z.string().regex(/^[A-Z]$/),
  /** Anchor of the first term (alphabetically) that starts with the letter, or null if none does. */
  slug: glossarySlugSchema.nullable(),
});

export type GlossaryFilterId = z.infer<typeof glossaryFilterIdSchema>;
export type GlossaryFilter = z.infer<typeof glossaryFilterSchema>;
export type GlossaryQuery = z.infer<typeof glossaryQuerySchema>;
export type GlossaryLetter = z.infer<typeof glossaryLetterSchema>;
