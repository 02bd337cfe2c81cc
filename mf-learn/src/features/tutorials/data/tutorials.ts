import {
  levelClassByLevel,
  tokenSwapInterfaceSlug,
  type ComingSoonTutorialPage,
  type FullTutorialSlug,
  type TokenVestingGuide,
  type Tutorial,
  type TutorialCategoryFilter,
  type TutorialCategoryTab,
  type TutorialFilter,
  type TutorialLinkTarget,
  type TutorialNavigationEntry,
  type TutorialSlug,
} from './schemas';
import { tutorialPath, tutorialsPath } from '../../../config/learn-paths';

/** The tutorials list, in display order. Cards link to `/tutorials/{slug}`. */
export const tutorials: readonly Tutorial[] = [
  {
    id: 1,
    title: 'How to Create an SPL Token',
    slug: 'create-spl-token',
    description:
      'Install the Solana and spl-token command-line tools, create a mint on devnet, mint a first supply and give it a name and logo. A step-by-step start for first-time token creators.',
    level: 'Beginner',
    levelClass: levelClassByLevel.Beginner,
    readTime: '20 min read',
    category: 'token-creation',
    icon: 'Coins',
    iconBg: 'bg-primary/15 text-link',
    status: 'full',
  },
  {
    id: 2,
    title: 'Creating a Raydium Liquidity Pool',
    slug: 'raydium-liquidity-pool',
    description:
      'See how a constant-product pool prices your token, what opening a Raydium pool costs, and how to add, manage and lock liquidity without surprises.',
    level: 'Intermediate',
    levelClass: levelClassByLevel.Intermediate,
    readTime: '30 min read',
    category: 'liquidity',
    icon: 'Droplets',
    iconBg: 'bg-sky-500/15 text-sky-700 dark:text-sky-300',
    status: 'full',
  },
  {
    id: 3,
    title: 'Implementing Token Vesting Schedules',
    slug: 'token-vesting-schedule',
    description:
      'Lock team and investor allocations behind cliffs and gradual unlocks that a program enforces, so holders can check when new supply reaches the market.',
    level: 'Intermediate',
    levelClass: levelClassByLevel.Intermediate,
    readTime: '35 min read',
    category: 'smart-contracts',
    icon: 'Lock',
    iconBg: 'bg-amber-500/15 text-amber-800 dark:text-amber-300',
    status: 'coming-soon',
  },
  {
    id: 4,
    title: 'Building an SPL Token Staking Program',
    slug: 'spl-token-staking',
    description:
      'Design a staking program with Anchor: pool and stake accounts, reward accrual over time, tests, and a React frontend for staking, unstaking and claiming.',
    level: 'Advanced',
    levelClass: levelClassByLevel.Advanced,
    readTime: '45 min read',
    // DeFi rather than smart-contracts: readers look for staking as a way to reward holders (a DeFi
    // use case); the program code is the means. It also keeps the Smart Contracts tab for
    // distribution and governance tools (airdrops, vesting, DAOs).
    category: 'defi',
    icon: 'Layers',
    iconBg: 'bg-success/15 text-green-800 dark:text-success',
    status: 'full',
  },
  {
    id: 5,
    title: 'Custom Tokenomics Models',
    slug: 'custom-tokenomics-models',
    description:
      'Compare fixed, inflationary and deflationary supply models, plan allocations and unlocks, and give a token real utility rather than relying on hype.',
    level: 'Intermediate',
    levelClass: levelClassByLevel.Intermediate,
    readTime: '25 min read',
    category: 'tokenomics',
    icon: 'BarChart3',
    iconBg: 'bg-primary/15 text-link',
    status: 'full',
  },
  {
    id: 6,
    title: 'Building a Token Airdrop Program',
    slug: 'token-airdrop-program',
    description:
      'Send tokens to many wallets with batched transfers or a Merkle-tree claim, and protect the drop against bots, double claims and fake claim sites.',
    level: 'Intermediate',
    levelClass: levelClassByLevel.Intermediate,
    readTime: '30 min read',
    // Smart contracts rather than token creation: the tutorial builds a claim program and its
    // frontend; the token already exists when an airdrop starts.
    category: 'smart-contracts',
    icon: 'Gift',
    iconBg: 'bg-rose-500/15 text-rose-700 dark:text-rose-300',
    status: 'full',
  },
  {
    id: 7,
    title: 'Token Metadata Standards',
    slug: 'token-metadata-standards',
    description:
      "How wallets and explorers learn a token's name, symbol and logo: Metaplex Token Metadata, the Token-2022 metadata extensions, the off-chain JSON file and safe updates.",
    level: 'Intermediate',
    levelClass: levelClassByLevel.Intermediate,
    readTime: '20 min read',
    category: 'token-creation',
    icon: 'FileText',
    iconBg: 'bg-sky-500/15 text-sky-700 dark:text-sky-300',
    status: 'full',
  },
  {
    id: 8,
    title: 'DAO Token Governance',
    slug: 'dao-token-governance',
    description:
      'Use a token for on-chain voting: proposals, voting power, quorum and timelocks, and the trade-offs between governance setups on Solana.',
    level: 'Advanced',
    levelClass: levelClassByLevel.Advanced,
    readTime: '40 min read',
    category: 'smart-contracts',
    icon: 'Vote',
    iconBg: 'bg-primary/15 text-link',
    status: 'coming-soon',
  },
  {
    id: 9,
    title: 'Cross-Chain Token Bridges',
    slug: 'cross-chain-token-bridges',
    description:
      'How bridges move tokens between Solana and other chains by locking, burning and minting, and why bridged tokens carry extra security risk.',
    level: 'Advanced',
    levelClass: levelClassByLevel.Advanced,
    readTime: '35 min read',
    category: 'defi',
    icon: 'ArrowLeftRight',
    iconBg: 'bg-sky-500/15 text-sky-700 dark:text-sky-300',
    status: 'coming-soon',
  },
  {
    id: 10,
    title: 'Tokenized Yield Farming',
    slug: 'tokenized-yield-farming',
    description:
      'Reward liquidity providers with token emissions, work out rates you can sustain, and spot farms whose yield is only newly printed supply.',
    level: 'Advanced',
    levelClass: levelClassByLevel.Advanced,
    readTime: '40 min read',
    category: 'defi',
    icon: 'Sprout',
    iconBg: 'bg-success/15 text-green-800 dark:text-success',
    status: 'coming-soon',
  },
  {
    id: 11,
    title: 'Building a Token Swap Protocol',
    slug: 'token-swap-protocol',
    description:
      'Write a constant-product swap program: pool and vault accounts, the pricing formula, trading fees and slippage limits.',
    level: 'Advanced',
    levelClass: levelClassByLevel.Advanced,
    readTime: '45 min read',
    category: 'defi',
    icon: 'Repeat',
    iconBg: 'bg-amber-500/15 text-amber-800 dark:text-amber-300',
    status: 'coming-soon',
  },
  {
    id: 12,
    title: 'Deflationary Token Mechanisms',
    slug: 'deflationary-token-mechanisms',
    description:
      'Burns, buybacks and collected transfer fees: how supply-reducing designs work on Solana, and what they can and cannot do for a token.',
    level: 'Intermediate',
    levelClass: levelClassByLevel.Intermediate,
    readTime: '25 min read',
    category: 'tokenomics',
    icon: 'Flame',
    iconBg: 'bg-rose-500/15 text-rose-700 dark:text-rose-300',
    status: 'coming-soon',
  },
];

/** Category tabs of the tutorials list, in display order. */
export const tutorialCategories: readonly TutorialCategoryTab[] = [
  { id: 'all', label: 'All Tutorials' },
  { id: 'token-creation', label: 'Token Creation' },
  { id: 'liquidity', label: 'Liquidity' },
  { id: 'smart-contracts', label: 'Smart Contracts' },
  { id: 'defi', label: 'DeFi' },
  { id: 'tokenomics', label: 'Tokenomics' },
];

/**
 * Contents-sidebar entries of each written tutorial, in order. Each is exactly one `##` heading of the
 * tutorial's markdown in ../content (the tests compare them).
 */
export const fullTutorialSections: Readonly<Record<FullTutorialSlug, readonly string[]>> = {
  'create-spl-token': [
    'Prerequisites',
    'Setup & Installation',
    'Creating the Token',
    'Minting Tokens',
    'Adding Metadata',
    'Distribution',
    'Next Steps',
  ],
  'raydium-liquidity-pool': [
    'Introduction',
    'Prerequisites',
    'Understanding Liquidity',
    'Setting Up Wallets',
    'Creating the Pool',
    'Managing Liquidity',
    'Next Steps',
  ],
  'spl-token-staking': [
    'Introduction',
    'Prerequisites',
    'Staking Models',
    'Smart Contract',
    'Implementation',
    'Frontend',
    'Testing',
    'Best Practices',
    'Next Steps',
  ],
  'custom-tokenomics-models': [
    'Introduction',
    'Tokenomics Basics',
    'Token Models',
    'Distribution',
    'Utility',
    'Implementation',
    'Case Studies',
    'Best Practices',
  ],
  'token-airdrop-program': [
    'Introduction',
    'Prerequisites',
    'Airdrop Types',
    'Eligibility',
    'Implementation',
    'Frontend',
    'Security',
    'Best Practices',
  ],
  'token-metadata-standards': [
    'Introduction',
    'Why Metadata Matters',
    'Metaplex Standard',
    'Implementation',
    'Token-2022 Extensions',
    'Updating Metadata',
    'Best Practices',
  ],
};

/**
 * Previous/next links at the foot of each written tutorial. `null` means there is none: the page
 * links back to /tutorials instead.
 */
export const tutorialNavigation: Readonly<Record<FullTutorialSlug, TutorialNavigationEntry>> = {
  'create-spl-token': { previous: null, next: 'raydium-liquidity-pool' },
  'raydium-liquidity-pool': { previous: 'create-spl-token', next: 'spl-token-staking' },
  'spl-token-staking': { previous: 'create-spl-token', next: 'custom-tokenomics-models' },
  'custom-tokenomics-models': { previous: 'spl-token-staking', next: 'token-airdrop-program' },
  'token-airdrop-program': {
    previous: 'custom-tokenomics-models',
    next: 'token-metadata-standards',
  },
  'token-metadata-standards': { previous: 'token-airdrop-program', next: tokenSwapInterfaceSlug },
};

/** The coming-soon page at /tutorials/token-swap-interface (not one of the 12 list entries). */
export const tokenSwapInterfacePage: ComingSoonTutorialPage = {
  slug: tokenSwapInterfaceSlug,
  title: 'Building a Token Swap Interface',
  level: 'Advanced',
  description:
    'Build a swap page for your own token: route trades through an aggregator, show live quotes, and let people sign swaps from their own wallet.',
  plannedTopics: [
    'Jupiter aggregator integration',
    'Responsive swap UI',
    'Token selection and price fetching',
    'Wallet connections and transactions',
    'History and analytics',
  ],
};

/** The vesting guide's coming-soon variant (the token-vesting-schedule card), with its key topics. */
export const tokenVestingGuide: TokenVestingGuide = {
  slug: 'token-vesting-schedule',
  title: 'Implementing Token Vesting Schedules',
  description:
    'A guide to releasing team, advisor and investor tokens over time with schedules that a program enforces and anyone can check.',
  keyTopics: [
    'Cliffs, linear unlocks and milestone-based release schedules',
    'Escrow token accounts owned by a program derived address (PDA)',
    'Working out the claimable amount at any moment',
    'Revocable and irrevocable grants for team members',
    'Publishing unlock dates so holders can verify them',
    'Testing a schedule on devnet before locking real tokens',
  ],
};

/** The two tutorial cards on the home page, in this order. */
export const homeTutorialSlugs: readonly TutorialSlug[] = [
  'create-spl-token',
  'raydium-liquidity-pool',
];

/** Where a tutorial page sits: Home › Tutorials › the page (its breadcrumbs). */
export function tutorialTrail(title: string, slug: TutorialLinkTarget): { name: string; path: string }[] {
  return [
    { name: 'Home', path: '/' },
    { name: 'Tutorials', path: tutorialsPath },
    { name: title, path: tutorialPath(slug) },
  ];
}

/** The tutorials shown on the home page, in `homeTutorialSlugs` order. */
export function homeTutorialCards(list: readonly Tutorial[] = tutorials): Tutorial[] {
  return homeTutorialSlugs.flatMap((slug) => list.filter((tutorial) => tutorial.slug === slug));
}

/** Title and path for a previous/next link. */
export function tutorialLink(target: TutorialLinkTarget): {
  slug: TutorialLinkTarget;
  title: string;
  path: string;
} {
  const title =
    target === tokenSwapInterfaceSlug
      ? tokenSwapInterfacePage.title
      : (tutorials.find((tutorial) => tutorial.slug === target)?.title ?? target);
  return { slug: target, title, path: tutorialPath(target) };
}

/**
 * The tutorials of a category tab (`all` keeps every category) whose title or description contains the
 * trimmed search text, ignoring case. An empty search matches everything. Keeps list order.
 */
export function filterTutorials(
  list: readonly Tutorial[],
  { category, search }: TutorialFilter,
): Tutorial[] {
  const query = search.trim().toLowerCase();
  return list.filter(
    (tutorial) =>
      (category === 'all' || tutorial.category === category) &&
      (query === '' ||
        tutorial.title.toLowerCase().includes(query) ||
        tutorial.description.toLowerCase().includes(query)),
  );
}

/** The display name of a category, e.g. `Token Creation` for `token-creation`. */
export function tutorialCategoryLabel(category: TutorialCategoryFilter): string {
  return tutorialCategories.find((tab) => tab.id === category)?.label ?? category;
}

/**
 * Every static path the tutorials section owns: the list, each tutorial card's page (written or coming
 * soon) and the swap-interface placeholder. Read by the prerender step.
 */
export const tutorialPagePaths: readonly string[] = [
  tutorialsPath,
  ...tutorials.map((tutorial) => tutorialPath(tutorial.slug)),
  tutorialPath(tokenSwapInterfaceSlug),
];
