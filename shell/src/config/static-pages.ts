/**
 * Pages the shell owns that are still being written (issue 6): each shows the generic coming-soon
 * page with its own title and description until then.
 */
export type StaticPage = { path: string; title: string; description: string };

export const pendingStaticPages: StaticPage[] = [
  { path: '/about', title: 'About Us', description: 'Who we are and why we teach token creation on Solana.' },
  { path: '/affiliate', title: 'Affiliate Program', description: 'Earn up to 30% commission by referring token creators to our partner platform.' },
  { path: '/contact', title: 'Contact Us', description: 'Questions, partnerships and business inquiries.' },
  { path: '/privacy-policy', title: 'Privacy Policy', description: 'How Token Launch Academy handles your data.' },
  { path: '/terms-of-service', title: 'Terms of Service', description: 'The terms for using Token Launch Academy.' },
  { path: '/guide/deploy-token', title: 'Deploy Your Token', description: 'Continue to our partner platform to create your token.' },
];
