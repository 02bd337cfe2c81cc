import { z } from '@tla/federated/zod';
import { siteConfig } from '@tla/federated/site-config';
import { externalUrlSchema, nonEmpty } from '../../../config/content-schemas';

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

/** Spec 000 §2 Home, section 2. Video ids come from the site configuration (VITE_*_VIDEO_ID). */
export const videoGuidesContent: VideoGuidesContent = videoGuidesSchema.parse({
  heading: 'Launch and Promote Your Meme Coin',
  intro: 'Two short video guides take you from an idea to a token people talk about.',
  guides: [
    {
      step: 'Step 1: Launch',
      title: 'How to Launch a Successful Meme Coin',
      description:
        'Watch the whole launch: naming your coin, setting supply and metadata, and creating it on Solana in a few minutes.',
      videoId: siteConfig.launchVideoId,
      autoplay: false,
      loop: false,
      cta: { label: 'Create Meme Coin', href: siteConfig.createTokenUrl },
    },
    {
      step: 'Step 2: Promote',
      title: 'How to Promote Your Meme Coin and Make It Viral',
      description:
        'Learn how to build a community, plan your announcements and get your meme coin in front of the right people.',
      videoId: siteConfig.promoteVideoId,
      autoplay: true,
      loop: true,
      cta: { label: 'Promote Meme Coin', href: siteConfig.promotionUrl },
    },
  ],
  closingLine: 'Join thousands of successful meme coin creators on Solana',
});
