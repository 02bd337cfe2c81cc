import { z } from '@tla/federated/zod';
import { siteConfig } from '@tla/federated/site-config';
import { externalUrlSchema, internalPathSchema, nonEmpty } from '../../../config/content-schemas';

export const ctaBannerSchema = z.object({
  heading: nonEmpty,
  text: nonEmpty,
  primary: z.object({ label: nonEmpty, href: externalUrlSchema }),
  secondary: z.object({ label: nonEmpty, to: internalPathSchema }),
  socialProof: nonEmpty,
});

export type CtaBannerContent = z.infer<typeof ctaBannerSchema>;

/** Spec 000 §2 Home, section 4. */
export const ctaBanner: CtaBannerContent = ctaBannerSchema.parse({
  heading: 'Create Your Solana Token or Meme Coin in Minutes',
  text: `No code and no command line: ${siteConfig.partnerName}, our official partner platform, walks you through name, supply, metadata and authorities.`,
  primary: { label: 'Create Meme Coin', href: siteConfig.createTokenUrl },
  secondary: {
    label: 'Learn How It Works',
    to: '/blog/create-solana-token-without-code-complete-guide',
  },
  socialProof: 'Join 2,000+ token creators',
});
