import { z } from '@tla/federated/zod';

/** Used as the term's anchor id, e.g. /glossary#mint-authority. */
export const glossarySlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Expected a kebab-case slug');

export const glossaryCategorySchema = z.enum(['blockchain', 'tokens', 'defi', 'wallets', 'nft']);

export const glossaryTermSchema = z
  .strictObject({
    term: z.string().trim().min(1),
    slug: glossarySlugSchema,
    definition: z.string().trim().min(1),
    category: glossaryCategorySchema,
    /** Slugs of 2-4 other terms (the tests check that they exist). */
    related: z.array(glossarySlugSchema).min(2).max(4),
    /** Other names readers meet it by in articles ("ATA"), linked to it like the term itself. */
    aliases: z.array(z.string().trim().min(1)).optional(),
    /** `false` for a word too common in running text to mean this term ("collection"). */
    linkInArticles: z.literal(false).optional(),
  })
  .refine((entry) => !entry.related.includes(entry.slug), {
    message: 'A term cannot be related to itself',
    path: ['related'],
  })
  .refine((entry) => new Set(entry.related).size === entry.related.length, {
    message: 'Related terms must be distinct',
    path: ['related'],
  });

export type GlossaryCategory = z.infer<typeof glossaryCategorySchema>;
export type GlossaryTerm = z.infer<typeof glossaryTermSchema>;
