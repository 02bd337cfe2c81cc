import { z } from '@tla/federated/zod';
import {
  externalUrlSchema,
  faqItemSchema,
  iconCardSchema,
  nonEmpty,
  pageMetaSchema,
} from '../../../config/content-schemas';

/** Apart from the content modules: tests parse every entry, so the browser never builds these schemas. */

export const commissionTierSchema = z.object({
  name: nonEmpty,
  rate: z.number().int().min(1).max(100),
  requirement: nonEmpty,
  perks: z.array(nonEmpty).min(1),
  featured: z.boolean(),
});

export const affiliatePageSchema = z.object({
  meta: pageMetaSchema(z.literal('/affiliate')),
  hero: z.object({ eyebrow: nonEmpty, heading: z.literal('Affiliate Program'), intro: nonEmpty }),
  apply: z.object({ label: nonEmpty, href: externalUrlSchema }),
  steps: z.object({ heading: nonEmpty, items: z.array(iconCardSchema).length(3) }),
  benefits: z.object({ heading: nonEmpty, items: z.array(iconCardSchema).length(6) }),
  tiers: z.object({
    heading: nonEmpty,
    intro: nonEmpty,
    items: z.array(commissionTierSchema).length(3),
  }),
  faq: z.object({ heading: nonEmpty, items: z.array(faqItemSchema).length(4) }),
  cta: z.object({ heading: nonEmpty, text: nonEmpty }),
});

export type AffiliatePageContent = z.infer<typeof affiliatePageSchema>;
export type CommissionTier = z.infer<typeof commissionTierSchema>;
