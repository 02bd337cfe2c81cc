import type { CategoriesSectionContent } from './schemas';

/**
 * The home page's categories section: three fixed cards. The GET /api/categories response only decides when
 * they show (skeletons while it loads); it never fills them.
 */
export const categoriesSection: CategoriesSectionContent = {
  heading: 'Dive Into Solana Development',
  intro: 'Pick a topic and start with the guides our readers use most.',
  cards: [
    {
      slug: 'token-creation',
      title: 'Token Creation',
      description: 'Step-by-step guides for creating and launching your token',
      icon: 'coins',
      gradient: 'from-violet-600 to-fuchsia-500',
      to: '/blog?category=token-creation',
    },
    {
      slug: 'liquidity',
      title: 'Liquidity Strategies',
      description: 'Create and manage liquidity pools for sustainable token growth',
      icon: 'droplets',
      gradient: 'from-sky-500 to-emerald-500',
      to: '/blog?category=liquidity',
    },
    {
      slug: 'smart-contracts',
      title: 'Smart Contracts',
      description: 'Build advanced functionality with smart contract development',
      icon: 'code',
      gradient: 'from-amber-500 to-rose-500',
      to: '/blog?category=smart-contracts',
    },
  ],
};
