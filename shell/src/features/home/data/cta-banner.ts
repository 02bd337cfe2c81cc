import { siteConfig } from '@tla/federated/site-config';
import type { CtaBannerContent } from './schemas';

/**
 * The home page's call-to-action banner. Its links into the sections sit beside the partner call; the
 * sections declare them (`home-cta`).
 */
export const ctaBanner: CtaBannerContent = {
  heading: 'Create Your Solana Token or Meme Coin in Minutes',
  text: `No code and no command line: ${siteConfig.partnerName}, our official partner platform, walks you through name, supply, metadata and authorities.`,
  primary: { label: 'Create Meme Coin', href: siteConfig.createTokenUrl },
  socialProof: 'Join 2,000+ token creators',
};
