import type { CategoriesSectionContent } from './schemas';

/**
 * The home page's categories section. The blog declares its cards (title, description, link: its
 * contract's `home-categories` entries); the shell gives each its icon and colours by the card's key.
 * The GET /api/categories response only decides when they show (skeletons while it loads).
 */
export const categoriesSection: CategoriesSectionContent = {
  heading: 'Dive Into Solana Development',
  intro: 'Pick a topic and start with the guides our readers use most.',
  looks: {
    'token-creation': { icon: 'coins', gradient: 'from-violet-600 to-fuchsia-500' },
    liquidity: { icon: 'droplets', gradient: 'from-sky-500 to-emerald-500' },
    'smart-contracts': { icon: 'code', gradient: 'from-amber-500 to-rose-500' },
  },
  // A card the blog adds before the shell gives it a look of its own.
  defaultLook: { icon: 'book-open', gradient: 'from-indigo-500 to-violet-600' },
};
