import { siteConfig } from '@tla/federated/site-config';
import addingLiquidity from '../content/adding-liquidity-to-your-solana-token.md?raw';
import noCodeGuide from '../content/create-solana-token-without-code-complete-guide.md?raw';
import memeCoinGuide from '../content/how-to-create-a-meme-coin-on-solana.md?raw';
import marketing from '../content/marketing-your-meme-coin-launch.md?raw';
import tokenSimulator from '../content/solana-token-simulator-plan-your-launch.md?raw';
import developerGuide from '../content/spl-token-developer-guide.md?raw';
import tokenomics from '../content/tokenomics-principles-for-solana-tokens.md?raw';
import { builtInPostMeta, type BuiltInSlug } from './built-in-post-meta';
import { builtInImage } from './built-in-post-summaries';
import { withPartnerUrl } from './partner-link';
import type { BlogPost } from './schemas';

const bodies: Record<BuiltInSlug, string> = {
  'solana-token-simulator-plan-your-launch': tokenSimulator,
  'how-to-create-a-meme-coin-on-solana': memeCoinGuide,
  'spl-token-developer-guide': developerGuide,
  'create-solana-token-without-code-complete-guide': noCodeGuide,
  'tokenomics-principles-for-solana-tokens': tokenomics,
  'adding-liquidity-to-your-solana-token': addingLiquidity,
  'marketing-your-meme-coin-launch': marketing,
};

/**
 * The seven built-in posts (ids 1-7) with their markdown. They are never written to storage. Typed
 * data, not parsed at load: built-in-posts.test.ts parses every one with postSchema. What the tests
 * check the posts against: the browser never loads it, it reads each post's text from the file the
 * blog publishes for it (post-data.ts); lists read built-in-post-summaries.ts.
 */
export const builtInPosts: readonly BlogPost[] = builtInPostMeta.map(({ image, ...meta }) => ({
  ...meta,
  content: withPartnerUrl(bodies[meta.slug], siteConfig.createTokenUrl).trim(),
  featuredImage: builtInImage(image),
}));
