import { z } from '@tla/federated/zod';
import { nonEmpty } from '../../../config/content-schemas';

export const pageMetaSchema = z.object({
  description: nonEmpty,
  keywords: z.array(nonEmpty).min(3),
  path: z.literal('/'),
});

/** The home page's own description and keywords; its title is the site's default title. */
export const homeMeta = pageMetaSchema.parse({
  description:
    'Learn how to create, launch and grow a Solana token or meme coin: expert guides, step-by-step tutorials, a token simulator and our official partner platform.',
  keywords: [
    'create solana token',
    'create meme coin',
    'solana meme coin',
    'spl token',
    'token creation',
    'solana liquidity pool',
    'solana defi',
  ],
  path: '/',
});
