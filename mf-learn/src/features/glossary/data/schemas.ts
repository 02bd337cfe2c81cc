import { z } from '@tla/federated/zod';

/** Used as the term's anchor id, e.g. /glossary#mint-authority. */
export const glossarySlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Expected a kebab-case slug');

export const glossaryCategorySchema = z.enum(['blockchain', 'tokens', 'defi', 'wallets', 'nft']);

/** A filter button: one of the categories, or `all`. */
export const glossaryFilterIdSchema = z.union([z.literal('all'), glossaryCategorySchema]);

export const glossaryTermSchema = z
  .strictObject({
    term: z.string().trim().min(1),
    slug: glossarySlugSchema,
    definition: z.string().trim().min(1),
    category: glossaryCategorySchema,
    /** Slugs of 2-4 other terms (the tests check that they exist). */
    related: z.array(glossarySlugSchema).min(2).max(4),
  })
  .refine((entry) => !entry.related.includes(entry.slug), {
    message: 'A term cannot be related to itself',
    path: ['related'],
  })
  .refine((entry) => new Set(entry.related).size === entry.related.length, {
    message: 'Related terms must be distinct',
    path: ['related'],
  });

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

export type GlossaryCategory = z.infer<typeof glossaryCategorySchema>;
export type GlossaryFilterId = z.infer<typeof glossaryFilterIdSchema>;
export type GlossaryTerm = z.infer<typeof glossaryTermSchema>;
export type GlossaryFilter = z.infer<typeof glossaryFilterSchema>;
export type GlossaryQuery = z.infer<typeof glossaryQuerySchema>;
export type GlossaryLetter = z.infer<typeof glossaryLetterSchema>;
