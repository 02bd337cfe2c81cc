import { siteConfig } from '@tla/federated/site-config';
import type { HomeFaqContent } from './schemas';

/** The home page's FAQ: five questions, then a call to action to the partner. */
export const homeFaq: HomeFaqContent = {
  heading: 'Frequently Asked Questions',
  intro: 'Quick answers to what new token creators ask us most.',
  items: [
    {
      question: 'How do I create a token or meme coin on Solana?',
      answer: `Decide on a name, symbol, supply and logo, then create the token. Developers can use the spl-token command line (see our step-by-step tutorial); everyone else can use ${siteConfig.partnerName}, our partner platform, which creates the token, its metadata and its authorities without code.`,
    },
    {
      question: `What is the difference between ${siteConfig.name} and ${siteConfig.partnerName}?`,
      answer: `${siteConfig.name} is an educational site: we explain how tokens, liquidity and tokenomics work. ${siteConfig.partnerName} is the platform that actually creates your token. We teach, they build.`,
    },
    {
      question: 'How much does it cost to create a token?',
      answer: `Creating a token on Solana needs only a small amount of SOL for network fees and rent for the token accounts. ${siteConfig.partnerName} shows its current pricing before you confirm anything.`,
    },
    {
      question: 'Can I create a meme coin like Dogecoin or Shiba Inu?',
      answer:
        'Yes. A meme coin is a regular SPL token with its own name, symbol, image and community. Pick an original name and artwork, and check that you are not using anyone else’s trademark.',
    },
    {
      question: 'How do I add my token to a liquidity pool on a decentralized exchange?',
      answer:
        'Choose a decentralized exchange, pair your token with SOL or a stablecoin such as USDC, and deposit both tokens into the pool. The ratio you deposit sets the starting price; our liquidity tutorial walks through every step.',
    },
  ],
  cta: {
    text: 'Still have questions? The quickest way to learn is to try it.',
    label: 'Create Your Token Now',
    href: siteConfig.createTokenUrl,
  },
};
