import developerTerminal from './images/developer-terminal.svg';
import liquidityPool from './images/liquidity-pool.svg';
import marketingMegaphone from './images/marketing-megaphone.svg';
import memeCoin from './images/meme-coin.svg';
import noCodeBuilder from './images/no-code-builder.svg';
import tokenSimulatorImage from './images/token-simulator.svg';
import tokenomicsPie from './images/tokenomics-pie.svg';
import { builtInPostMeta, type BuiltInSlug } from './built-in-post-meta';
import type { PostSummary } from './schemas';

/** Each built-in post's picture. */
export const builtInImages: Record<BuiltInSlug, string> = {
  'solana-token-simulator-plan-your-launch': tokenSimulatorImage,
  'how-to-create-a-meme-coin-on-solana': memeCoin,
  'spl-token-developer-guide': developerTerminal,
  'create-solana-token-without-code-complete-guide': noCodeBuilder,
  'tokenomics-principles-for-solana-tokens': tokenomicsPie,
  'adding-liquidity-to-your-solana-token': liquidityPool,
  'marketing-your-meme-coin-launch': marketingMegaphone,
};

/**
 * The seven built-in posts (ids 1-7) as the blog lists them: all but their markdown, about 30 KiB that
 * the list, the post page and the home page's widget never read (a post page shows its body compiled at
 * build, from the file the blog publishes for it: post-data.ts). A search or the editor loads the
 * markdown from the same files.
 */
export const builtInPostSummaries: readonly PostSummary[] = builtInPostMeta.map((meta) => ({
  ...meta,
  featuredImage: builtInImages[meta.slug],
}));
