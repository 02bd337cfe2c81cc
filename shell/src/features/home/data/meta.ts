import type { HomeMeta } from './schemas';

/** The home page's own title, description and keywords (about token and meme coin creation). */
export const homeMeta: HomeMeta = {
  title: 'Create a Solana Token or Meme Coin: Guides and Tutorials',
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
};
