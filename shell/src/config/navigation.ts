import type { NavigationEntry } from '@tla/platform/contracts/navigation';
import { siteConfig } from '@tla/federated/site-config';

export type ExternalNavItem = { label: string; href: string };

/**
 * The shell's own pages in the site's menus. The remotes' sections bring their entries with the
 * section table (their contracts' `navigation`); the header and footer list both by `order`, so these
 * numbers leave room between them for the remotes' (Blog 20, Tutorials 30, Resources 40 in the header).
 */
export const shellNavigation: readonly NavigationEntry[] = [
  { menu: 'header', label: 'Home', order: 10, path: '/' },
  { menu: 'header', label: 'Affiliate', order: 50, path: '/affiliate' },
  { menu: 'header', label: 'About', order: 60, path: '/about' },
  { menu: 'footer', label: 'Privacy Policy', order: 50, path: '/privacy-policy' },
  { menu: 'footer', label: 'Terms of Service', order: 60, path: '/terms-of-service' },
  { menu: 'footer', label: 'Contact', order: 70, path: '/contact' },
];

/** Only in the mobile menu. */
export const mobileMenuExternalLinks: ExternalNavItem[] = [
  { label: 'Contact Us', href: siteConfig.messagingUrl },
  { label: 'Create Your Token', href: siteConfig.createTokenUrl },
];
