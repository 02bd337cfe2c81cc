import { z } from '@tla/federated/zod';
import { nonEmpty, pageMetaSchema } from '../../../config/content-schemas';

/** Apart from the content modules: tests parse every entry, so the browser never builds these schemas. */

export const legalSectionSchema = z.object({
  heading: nonEmpty,
  paragraphs: z.array(nonEmpty).min(1),
  items: z.array(nonEmpty).optional(),
});

export const legalDocumentSchema = z.object({
  meta: pageMetaSchema(z.enum(['/privacy-policy', '/terms-of-service'])),
  heading: nonEmpty,
  /** ISO date: both documents were last updated April 18, 2025. */
  lastUpdated: z.iso.date(),
  intro: nonEmpty,
  sections: z.array(legalSectionSchema).length(11),
});

export type LegalDocument = z.infer<typeof legalDocumentSchema>;
