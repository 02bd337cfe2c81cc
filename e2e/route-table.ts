import type { AppId } from '@tla/platform/contracts/remote-id';

/**
 * The site's route table with the main heading each route shows. Written out here rather than
 * imported from the shell or the remotes, so the tests check the site against what it must serve,
 * not against its own code.
 */
export type RouteCase = {
  path: string;
  heading: string | RegExp;
  owner: AppId;
  /** The origin the page leaves for by itself after a moment (the redirect page): tests keep it. */
  leavesFor?: string;
};

export const routeTable: RouteCase[] = [
  { path: '/', heading: 'Expert Resources for Solana Token Creation & DeFi', owner: 'shell' },
  { path: '/blog', heading: 'Blog', owner: 'blog' },
  {
    path: '/blog/spl-token-developer-guide',
    heading: "The Developer's Guide to SPL Tokens: CLI, Token-2022 and Metadata",
    owner: 'blog',
  },
  { path: '/blog/editor', heading: 'Create New Blog Post', owner: 'blog' },
  { path: '/tutorials', heading: 'Tutorials', owner: 'learn' },
  { path: '/resources', heading: 'Resources', owner: 'learn' },
  { path: '/glossary', heading: 'Glossary', owner: 'learn' },
  { path: '/token-simulator', heading: 'Token Simulator', owner: 'simulator' },
  { path: '/about', heading: 'About Us', owner: 'shell' },
  { path: '/affiliate', heading: 'Affiliate Program', owner: 'shell' },
  { path: '/contact', heading: 'Contact Us', owner: 'shell' },
  { path: '/privacy-policy', heading: 'Privacy Policy', owner: 'shell' },
  { path: '/terms-of-service', heading: 'Terms of Service', owner: 'shell' },
  {
    path: '/guide/deploy-token',
    heading: 'Deploy Your Token',
    owner: 'shell',
    leavesFor: 'https://partner.example',
  },
  { path: '/not-found', heading: 'Page not found', owner: 'shell' },
];
