import { z } from '@tla/federated/zod';
import {
  externalUrlSchema,
  faqItemSchema,
  iconNameSchema,
  nonEmpty,
  pageMetaSchema,
} from '../../../config/content-schemas';

/** Apart from the content modules: tests parse every entry, so the browser never builds these schemas. */

export const heroSchema = z
  .object({
    badge: nonEmpty,
    headline: nonEmpty,
    intro: nonEmpty,
    counter: z.object({
      label: nonEmpty,
      start: z.number().int().nonnegative(),
      target: z.number().int().positive(),
      durationMs: z.number().int().positive(),
      dailyText: nonEmpty,
    }),
    primaryCta: z.object({ label: nonEmpty, href: externalUrlSchema }),
    /** The sample command-line session beside the headline: each line is a command or its output. */
    snippet: z.object({
      label: nonEmpty,
      lines: z
        .array(z.object({ kind: z.enum(['command', 'output', 'comment']), text: nonEmpty }))
        .min(1),
    }),
  })
  .refine((hero) => hero.counter.start < hero.counter.target, 'the counter counts up');

export type HeroContent = z.infer<typeof heroSchema>;

export const videoGuideSchema = z.object({
  step: nonEmpty,
  title: nonEmpty,
  description: nonEmpty,
  /** Video-platform id; without one the guide shows its poster linking to `cta.href`. */
  videoId: z
    .string()
    .regex(/^[\w-]{11}$/)
    .optional(),
  /** Step 2 plays by itself (muted, as browsers require) and loops. */
  autoplay: z.boolean(),
  loop: z.boolean(),
  cta: z.object({ label: nonEmpty, href: externalUrlSchema }),
});

export const videoGuidesSchema = z.object({
  heading: nonEmpty,
  intro: nonEmpty,
  guides: z.array(videoGuideSchema).length(2),
  closingLine: nonEmpty,
});

export type VideoGuide = z.infer<typeof videoGuideSchema>;
export type VideoGuidesContent = z.infer<typeof videoGuidesSchema>;

/** A category card's look: the card itself (title, description, link) is the blog's. */
export const categoryCardLookSchema = z.object({
  icon: iconNameSchema,
  /** The card's two gradient colours, as Tailwind classes (written out so Tailwind generates them). */
  gradient: z.string().regex(/^from-\S+ to-\S+$/),
});

export const categoriesSectionSchema = z.object({
  heading: nonEmpty,
  intro: nonEmpty,
  /** By the key of the blog's `home-categories` entry (its category slug). */
  looks: z.record(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/), categoryCardLookSchema),
  defaultLook: categoryCardLookSchema,
});

export type CategoryCardLook = z.infer<typeof categoryCardLookSchema>;
export type CategoriesSectionContent = z.infer<typeof categoriesSectionSchema>;

export const ctaBannerSchema = z.object({
  heading: nonEmpty,
  text: nonEmpty,
  primary: z.object({ label: nonEmpty, href: externalUrlSchema }),
  socialProof: nonEmpty,
});

export type CtaBannerContent = z.infer<typeof ctaBannerSchema>;

export const communitySchema = z.object({
  heading: nonEmpty,
  text: nonEmpty,
  telegram: z.object({ label: nonEmpty, href: externalUrlSchema }),
  benefits: z
    .array(z.object({ title: nonEmpty, description: nonEmpty, icon: iconNameSchema }))
    .length(3),
  partner: z.object({ text: nonEmpty, label: nonEmpty, href: externalUrlSchema }),
});

export type CommunityContent = z.infer<typeof communitySchema>;

export const testimonialSchema = z.object({
  name: nonEmpty,
  role: nonEmpty,
  content: nonEmpty,
  /** Initials shown in the avatar circle. */
  avatar: z.string().regex(/^[A-Z]{1,2}$/),
  rating: z.number().int().min(1).max(5),
});

export const statSchema = z.object({ value: nonEmpty, label: nonEmpty });

export const testimonialsSectionSchema = z.object({
  heading: nonEmpty,
  intro: nonEmpty,
  testimonials: z.array(testimonialSchema).length(3),
  stats: z.array(statSchema).length(4),
});

export type Testimonial = z.infer<typeof testimonialSchema>;
export type TestimonialsSectionContent = z.infer<typeof testimonialsSectionSchema>;

export const homeFaqSchema = z.object({
  heading: nonEmpty,
  intro: nonEmpty,
  items: z.array(faqItemSchema).length(5),
  cta: z.object({ text: nonEmpty, label: nonEmpty, href: externalUrlSchema }),
});

export type HomeFaqContent = z.infer<typeof homeFaqSchema>;

export const homeMetaSchema = pageMetaSchema(z.literal('/')).extend({
  keywords: z.array(nonEmpty).min(3),
});

export type HomeMeta = z.infer<typeof homeMetaSchema>;
