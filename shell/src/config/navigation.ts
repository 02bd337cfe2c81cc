import { siteConfig } from '@tla/federated/site-config';

export type NavItem = { label: string; to: string };
export type ExternalNavItem = { label: string; href: string };

/** Header links, in order. The simulator gets its own highlighted button. */
export const headerLinks: NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Blog', to: '/blog' },
  { label: 'Tutorials', to: '/tutorials' },
  { label: 'Resources', to: '/resources' },
  { label: 'Affiliate', to: '/affiliate' },
  { label: 'About', to: '/about' },
];

export const simulatorLink: NavItem = { label: 'Token Simulator', to: '/token-simulator' };

/** Only in the mobile menu. */
export const mobileMenuExternalLinks: ExternalNavItem[] = [
  { label: 'Contact Us', href: siteConfig.messagingUrl },
  { label: 'Create Your Token', href: siteConfig.createTokenUrl },
];

export const footerLinks: NavItem[] = [
  { label: 'Tutorials', to: '/tutorials' },
  { label: 'Blog', to: '/blog' },
  { label: 'Resources', to: '/resources' },
  { label: 'Glossary', to: '/glossary' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms of Service', to: '/terms-of-service' },
  { label: 'Contact', to: '/contact' },
];

/** Footer category links go to the blog list filtered by these slugs (two are not blog categories yet). */
export const footerCategoryLinks: NavItem[] = [
  { label: 'Token Creation', to: '/blog?category=token-creation' },
  { label: 'Liquidity Pools', to: '/blog?category=liquidity' },
  { label: 'DeFi Guides', to: '/blog?category=defi' },
  { label: 'Smart Contracts', to: '/blog?category=smart-contracts' },
  { label: 'Tokenomics', to: '/blog?category=tokenomics' },
];
