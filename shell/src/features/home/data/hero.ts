import { siteConfig } from '@tla/federated/site-config';
import type { HeroContent } from './schemas';

/**
 * The home page's hero: its counter counts 10,000 → 10,234 over 2 s, beside '+35 new tokens daily'.
 * Its links into the sections sit beside the partner call; the sections declare them (`home-hero`).
 */
export const heroContent: HeroContent = {
  badge: 'Official Solana Partner, Trusted by 2,000+ Token Creators',
  headline: 'Expert Resources for Solana Token Creation & DeFi',
  intro:
    'Learn how tokens and meme coins work on Solana, from your first SPL token to liquidity pools and tokenomics, then launch yours with our official partner platform when you are ready.',
  counter: {
    label: 'Tokens created',
    start: 10_000,
    target: 10_234,
    durationMs: 2_000,
    dailyText: '+35 new tokens daily',
  },
  primaryCta: { label: 'Create Token', href: siteConfig.createTokenUrl },
  snippet: {
    label: 'Sample command-line session creating a token',
    lines: [
      { kind: 'comment', text: '# Create a token with 9 decimals' },
      { kind: 'command', text: 'spl-token create-token --decimals 9' },
      { kind: 'output', text: 'Creating token 7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU' },
      {
        kind: 'command',
        text: 'spl-token create-account 7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU',
      },
      {
        kind: 'command',
        text: 'spl-token mint 7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU 1000000',
      },
      { kind: 'output', text: 'Minting 1000000 tokens' },
    ],
  },
};
