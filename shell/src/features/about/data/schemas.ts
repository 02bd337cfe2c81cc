import { z } from '@tla/federated/zod';
import {
  externalUrlSchema,
  faqItemSchema,
  iconCardSchema,
  nonEmpty,
  pageMetaSchema,
} from '../../../config/content-schemas';

/** Apart from the content modules: tests parse every entry, so the browser never builds these schemas. */

const linkSchema = z.object({ label: nonEmpty, href: externalUrlSchema });

export const aboutPageSchema = z.object({
  meta: pageMetaSchema(z.literal('/about')),
  hero: z.object({ eyebrow: nonEmpty, heading: z.literal('About Us'), intro: nonEmpty }),
  mission: z.object({ heading: nonEmpty, paragraphs: z.array(nonEmpty).min(1) }),
  team: z.object({ heading: nonEmpty, intro: nonEmpty, values: z.array(iconCardSchema).length(4) }),
  contact: z.object({
    heading: nonEmpty,
    text: nonEmpty,
    messaging: linkSchema,
    partner: linkSchema,
  }),
  reasons: z.object({ heading: nonEmpty, items: z.array(iconCardSchema).length(3) }),
  faq: z.object({ heading: nonEmpty, items: z.array(faqItemSchema).length(6) }),
  cta: z.object({ heading: nonEmpty, text: nonEmpty, link: linkSchema }),
});

export type AboutPageContent = z.infer<typeof aboutPageSchema>;
