import { siteConfig } from '@tla/federated/site-config';
import type { CommunityContent } from './schemas';

/** The home page's community section. */
export const communityContent: CommunityContent = {
  heading: 'Join Our Community',
  text: 'Thousands of token creators share launches, questions and lessons learned in our Telegram channel.',
  telegram: { label: 'Join Our Telegram', href: siteConfig.telegramUrl },
  benefits: [
    {
      title: 'Instant Updates',
      description: 'New guides, tutorials and Solana ecosystem news as soon as they are out.',
      icon: 'bell',
    },
    {
      title: 'Community Support',
      description: 'Ask questions and get answers from creators who have launched before you.',
      icon: 'users',
    },
    {
      title: 'Exclusive Content',
      description: 'Launch checklists, tips and walkthroughs shared only with the community.',
      icon: 'gift',
    },
  ],
  partner: {
    text: 'Ready to launch?',
    label: `Create your token on ${siteConfig.partnerName}`,
    href: siteConfig.partnerUrl,
  },
};
