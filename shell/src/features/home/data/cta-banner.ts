import { siteConfig } from '@tla/federated/site-config';
import type { CtaBannerContent } from './schemas';

/** The home page's call-to-action banner. */
export const ctaBanner: CtaBannerContent = {
  heading: 'Create Your Solana Token or Meme Coin in Minutes',
  text: `No code and no command line: ${siteConfig.partnerName}, our official partner platform, walks you through name, supply, metadata and authorities.`,
  primary: { label: 'Create Meme Coin', href: siteConfig.createTokenUrl },
  secondary: {
    label: 'Learn How It Works',
    to: '/blog/create-solana-token-without-code-complete-guide',
  },
  socialProof: 'Join 2,000+ token creators',
};
