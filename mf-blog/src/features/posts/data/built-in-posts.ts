import { siteConfig } from '@tla/federated/site-config';
import addingLiquidity from '../content/adding-liquidity-to-your-solana-token.md?raw';
import noCodeGuide from '../content/create-solana-token-without-code-complete-guide.md?raw';
import memeCoinGuide from '../content/how-to-create-a-meme-coin-on-solana.md?raw';
import marketing from '../content/marketing-your-meme-coin-launch.md?raw';
import tokenSimulator from '../content/solana-token-simulator-plan-your-launch.md?raw';
import developerGuide from '../content/spl-token-developer-guide.md?raw';
import tokenomics from '../content/tokenomics-principles-for-solana-tokens.md?raw';
import developerTerminal from './images/developer-terminal.svg';
import liquidityPool from './images/liquidity-pool.svg';
import marketingMegaphone from './images/marketing-megaphone.svg';
import memeCoin from './images/meme-coin.svg';
import noCodeBuilder from './images/no-code-builder.svg';
import tokenSimulatorImage from './images/token-simulator.svg';
import tokenomicsPie from './images/tokenomics-pie.svg';
import { builtInPostMeta, type BuiltInSlug } from './built-in-post-meta';
import { withPartnerUrl } from './partner-link';
import type { BlogPost } from './schemas';


const bodies: Record<BuiltInSlug, { content: string; featuredImage: string | null }> = {
  'solana-token-simulator-plan-your-launch': { content: tokenSimulator, featuredImage: tokenSimulatorImage },
  'how-to-create-a-meme-coin-on-solana': { content: memeCoinGuide, featuredImage: memeCoin },
  'spl-token-developer-guide': { content: developerGuide, featuredImage: developerTerminal },
  'create-solana-token-without-code-complete-guide': { content: noCodeGuide, featuredImage: noCodeBuilder },
  'tokenomics-principles-for-solana-tokens': { content: tokenomics, featuredImage: tokenomicsPie },
  'adding-liquidity-to-your-solana-token': { content: addingLiquidity, featuredImage: liquidityPool },
  'marketing-your-meme-coin-launch': { content: marketing, featuredImage: marketingMegaphone },
};

/**
 * The seven built-in posts (ids 1-7). They are never written to storage. Typed data, not parsed at
 * load: built-in-posts.test.ts parses every one with postSchema.
 */
export const builtInPosts: readonly BlogPost[] = builtInPostMeta.map((meta) => {
  const body = bodies[meta.slug];
  return {
    ...meta,
    content: withPartnerUrl(body.content, siteConfig.createTokenUrl).trim(),
    featuredImage: body.featuredImage,
  };
});

export const builtInPostIds: ReadonlySet<number> = new Set(builtInPosts.map((post) => post.id));
