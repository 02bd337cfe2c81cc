/**
 * What describes each built-in post apart from its body: kept free of asset and markdown imports so
 * build tooling (the prerender path list, the published list pages) can read it cheaply. Bodies live
 * in ../content, pictures in ./images. Never bundled for the browser: pages read the files the blog
 * publishes from it (app/post-list-files.ts), so its code does not grow with its posts.
 */
export type BuiltInPostMeta = {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  categoryId: number;
  /** A calendar date (YYYY-MM-DD): the same day for every reader, wherever they are. */
  publishedAt: string;
  readTime: number;
  /** Its picture: the name of an SVG in ./images, without `.svg`. */
  image: string;
};

export const builtInPostMeta = [
  {
    id: 1,
    title: 'Introducing the Token Simulator: Plan Your Solana Launch Before You Spend a Lamport',
    slug: 'solana-token-simulator-plan-your-launch',
    image: 'token-simulator',
    excerpt:
      'Try your token on paper first: the simulator works out rent and fees, allocations and unlocks, pool pricing and what a buyer sees when they check your mint, all before you sign anything.',
    categoryId: 1,
    publishedAt: '2025-05-06',
    readTime: 6,
  },
  {
    id: 2,
    title: 'How to Create a Meme Coin on Solana: The Complete Guide',
    slug: 'how-to-create-a-meme-coin-on-solana',
    image: 'meme-coin',
    excerpt:
      'From the idea and the community to token settings, revoked authorities, metadata, costs, liquidity and launch day, plus the scams and key-safety habits every creator should know.',
    categoryId: 1,
    publishedAt: '2025-05-08',
    readTime: 10,
  },
  {
    id: 3,
    title: "The Developer's Guide to SPL Tokens: CLI, Token-2022 and Metadata",
    slug: 'spl-token-developer-guide',
    image: 'developer-terminal',
    excerpt:
      'Create, mint, transfer and lock down a token with the spl-token CLI, add a Token-2022 transfer fee, attach metadata two ways and know the exact rent each account costs.',
    categoryId: 1,
    publishedAt: '2025-05-09',
    readTime: 8,
  },
  {
    id: 4,
    title: 'How to Create a Solana Token Without Code: A Complete Guide',
    slug: 'create-solana-token-without-code-complete-guide',
    image: 'no-code-builder',
    excerpt:
      'What a no-code token creator does on your behalf, the choices it asks you to make, why revoking authorities matters, what it really costs and what to check before you pay.',
    categoryId: 2,
    publishedAt: '2025-05-11',
    readTime: 6,
  },
  {
    id: 5,
    title: 'Tokenomics Principles Every Solana Token Creator Should Know',
    slug: 'tokenomics-principles-for-solana-tokens',
    image: 'tokenomics-pie',
    excerpt:
      'Supply and decimals, allocations, vesting with a worked unlock example, inflation, burns, Token-2022 transfer fees and the red flags careful buyers look for.',
    categoryId: 3,
    publishedAt: '2025-05-13',
    readTime: 7,
  },
  {
    id: 6,
    title: 'Adding Liquidity to Your Solana Token: Raydium Pools Explained',
    slug: 'adding-liquidity-to-your-solana-token',
    image: 'liquidity-pool',
    excerpt:
      'How constant-product pools price your token, how the seed ratio sets the opening price, which Raydium pool type to pick, and what burning or locking LP tokens tells your holders.',
    categoryId: 5,
    publishedAt: '2025-05-15',
    readTime: 8,
  },
  {
    id: 7,
    title: 'Marketing Your Meme Coin: A Launch Plan That Builds Trust',
    slug: 'marketing-your-meme-coin-launch',
    image: 'marketing-megaphone',
    excerpt:
      'A launch plan built on trust: a clear narrative, community channels, a content calendar, the facts to publish, listings, partnerships and the legal lines paid promotion must not cross.',
    categoryId: 4,
    publishedAt: '2025-05-17',
    readTime: 9,
  },
] as const satisfies readonly BuiltInPostMeta[];

export type BuiltInSlug = (typeof builtInPostMeta)[number]['slug'];
