import { siteConfig } from '@tla/federated/site-config';
import type { Partner } from './schemas';

/**
 * The partners on the home and about pages: four names, only the first with a real link. The source's
 * placeholder '#' links would be dead stops for keyboard users, so the others render as plain text.
 */
export const partners: Partner[] = [
  {
    name: siteConfig.partnerName,
    description: 'Official token creation platform',
    href: siteConfig.partnerUrl,
  },
  { name: 'Solana Builders Guild', description: 'Developer community' },
  { name: 'DeFi Education Alliance', description: 'Learning partner' },
  { name: 'Web3 Creators Network', description: 'Creator community' },
];

/** The heading the partner list sits under, on the home and about pages. */
export const partnersSection = {
  heading: 'Our Partners',
  intro: 'We work with platforms and communities that help creators launch responsibly.',
} as const;
