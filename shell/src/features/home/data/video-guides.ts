import { siteConfig } from '@tla/federated/site-config';
import type { VideoGuidesContent } from './schemas';

/** The home page's video guides. Video ids come from the site configuration (VITE_*_VIDEO_ID). */
export const videoGuidesContent: VideoGuidesContent = {
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
};
