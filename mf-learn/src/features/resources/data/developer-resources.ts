import { resourcesPath } from '../../../config/learn-paths';
import type { DeveloperResource } from './schemas';

/**
 * The home page's developer-resources cards: official documentation and community pages, each opened
 * in a new tab. The SPL Token documentation now lives on solana-program.com (spl.solana.com was the old
 * home of the Solana Program Library docs).
 */
export const developerResources: readonly DeveloperResource[] = [
  {
    id: 'solana-docs',
    title: 'Solana Documentation',
    description:
      'Core concepts, accounts, transactions and fees, explained by the Solana Foundation.',
    link: 'https://solana.com/docs',
    icon: 'BookOpen',
  },
  {
    id: 'spl-token-program',
    title: 'SPL Token Program',
    description: 'Reference for the Token program and the spl-token command-line tool.',
    link: 'https://www.solana-program.com/docs/token',
    icon: 'Coins',
  },
  {
    id: 'developer-tools',
    title: 'Developer Tools',
    description: 'SDKs, frameworks and guides for building programs and apps on Solana.',
    link: 'https://solana.com/developers',
    icon: 'Wrench',
  },
  {
    id: 'security-best-practices',
    title: 'Security Best Practices',
    description:
      'A course on the common vulnerabilities of Solana programs and how to prevent them.',
    link: 'https://solana.com/developers/courses/program-security/security-intro',
    icon: 'Shield',
  },
  {
    id: 'token-extensions',
    title: 'Token Extensions',
    description: 'Transfer fees, on-mint metadata and the other optional features of Token-2022.',
    link: 'https://solana.com/docs/tokens/extensions',
    icon: 'Layers',
  },
  {
    id: 'wallet-adapter',
    title: 'Wallet Adapter',
    description: 'Open-source libraries for connecting Solana wallets to web apps.',
    link: 'https://github.com/anza-xyz/wallet-adapter',
    icon: 'Wallet',
  },
  {
    id: 'solana-cookbook',
    title: 'Solana Cookbook',
    description:
      'Short, copyable code recipes for everyday tasks with accounts, tokens and transactions.',
    link: 'https://solana.com/developers/cookbook',
    icon: 'Code',
  },
  {
    id: 'developer-community',
    title: 'Developer Community',
    description: 'Ask and answer technical questions on Solana Stack Exchange.',
    link: 'https://solana.stackexchange.com',
    icon: 'MessagesSquare',
  },
];

/** Where the section's "explore more" link goes. */
export const exploreMoreLink = resourcesPath;
