import developerTerminal from './images/developer-terminal.svg';
import liquidityPool from './images/liquidity-pool.svg';
import marketingMegaphone from './images/marketing-megaphone.svg';
import memeCoin from './images/meme-coin.svg';
import noCodeBuilder from './images/no-code-builder.svg';
import tokenSimulatorImage from './images/token-simulator.svg';
import tokenomicsPie from './images/tokenomics-pie.svg';
import { builtInPostMeta } from './built-in-post-meta';
import type { PostSummary } from './schemas';

/** The built-in posts' pictures, by the name their meta gives. */
const builtInImages: Record<string, string> = {
  'token-simulator': tokenSimulatorImage,
  'meme-coin': memeCoin,
  'developer-terminal': developerTerminal,
  'no-code-builder': noCodeBuilder,
  'tokenomics-pie': tokenomicsPie,
  'liquidity-pool': liquidityPool,
  'marketing-megaphone': marketingMegaphone,
};

/** A built-in post's picture; null for a name no picture has (built-in-posts.test.ts refuses one). */
export const builtInImage = (name: string): string | null => builtInImages[name] ?? null;

/**
 * The seven built-in posts (ids 1-7) as the blog lists them: all but their markdown, about 30 KiB that
 * the list, the post page and the home page's widget never read (a post page shows its body compiled at
 * build, from the file the blog publishes for it: post-data.ts). A search or the editor loads the
 * markdown from the same files.
 */
export const builtInPostSummaries: readonly PostSummary[] = builtInPostMeta.map(
  ({ image, ...meta }) => ({
    ...meta,
    featuredImage: builtInImage(image),
  }),
);
