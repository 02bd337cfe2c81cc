import { siteConfig } from '@tla/federated/site-config';
import type { RedirectPageContent } from './schemas';

/** The page that hands readers over to the partner platform. */
export const redirectPage: RedirectPageContent = {
  meta: {
    title: 'Deploy Your Token',
    description: `Continue to ${siteConfig.partnerName}, our official partner platform, to create and deploy your Solana token.`,
    keywords: ['deploy solana token', 'create token', 'token launch platform'],
    path: '/guide/deploy-token',
  },
  heading: 'Deploy Your Token',
  followDelayMs: 1_500,
  metaRefreshSeconds: 2,
  partnership: {
    heading: 'Why we send you there',
    text: `${siteConfig.name} teaches how tokens work; it does not create them. ${siteConfig.partnerName} is our official partner platform: it creates your token, its metadata and its authorities in a few steps, without code. We may earn a commission when you use it, at no extra cost to you.`,
  },
  security: {
    heading: 'Stay safe',
    text: `Check that the address bar shows the partner's address before you connect a wallet. Never share your private key or seed phrase with anyone: neither we nor ${siteConfig.partnerName} will ever ask for them.`,
  },
  refused: {
    heading: 'This link cannot be followed',
    text: 'For your safety this page only sends readers to this site or to our partner sites, and the link you followed points somewhere else.',
    fallbackLabel: `Go to ${siteConfig.partnerName} instead`,
  },
};
