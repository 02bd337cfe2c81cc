/**
 * Constant-product pool (x · y = k), SOL against a token, computed in integers like the on-chain
 * program: SOL in lamports, tokens in base units. Ratios (prices, impact) are floats, for display.
 */
export const SOL_DECIMALS = 9;
/** Raydium AMM v4's fixed fee and the CPMM middle tier. */
export const DEFAULT_POOL_FEE_BPS = 25;
const FULL_BPS = 10_000n;

export interface Pool {
  /** SOL side, lamports. */
  solReserve: bigint;
  /** Token side, base units. */
  tokenReserve: bigint;
  tokenDecimals: number;
  /** Trading fee in basis points (25 = 0.25 %). */
  feeBps: number;
}

export type TradeSide = 'buy' | 'sell';

/** Price of one whole token in SOL: solReserve / tokenReserve, scaled for decimals. */
export function spotPrice(pool: Pool): number {
  if (pool.tokenReserve === 0n) return Number.POSITIVE_INFINITY;
  return (
    (Number(pool.solReserve) / Number(pool.tokenReserve)) *
    10 ** (pool.tokenDecimals - SOL_DECIMALS)
  );
}

/** Market cap in lamports = circulating × price (exact integer, floored). */
export function marketCapLamports(circulatingBase: bigint, pool: Pool): bigint {
  return pool.tokenReserve === 0n ? 0n : (circulatingBase * pool.solReserve) / pool.tokenReserve;
}

/** Fully diluted value in lamports = total supply × price. */
export function fullyDilutedValueLamports(totalSupplyBase: bigint, pool: Pool): bigint {
  return marketCapLamports(totalSupplyBase, pool);
}

export interface SwapAmounts {
  fee: bigint;
  amountInAfterFee: bigint;
  amountOut: bigint;
}

/**
 * amountOut = in·(1−f)·R_out / (R_in + in·(1−f)). The fee is rounded up and the output down, in the
 * pool's favour, as Raydium does. The output is always strictly below R_out, however large the input.
 */
export function swapExactIn(
  amountIn: bigint,
  reserveIn: bigint,
  reserveOut: bigint,
  feeBps: number,
): SwapAmounts {
  if (amountIn <= 0n) return { fee: 0n, amountInAfterFee: 0n, amountOut: 0n };
  const fee = (amountIn * BigInt(feeBps) + FULL_BPS - 1n) / FULL_BPS;
  const amountInAfterFee = amountIn - fee;
  const denominator = reserveIn + amountInAfterFee;
  const amountOut = denominator === 0n ? 0n : (amountInAfterFee * reserveOut) / denominator;
  return { fee, amountInAfterFee, amountOut };
}

export interface SwapQuote extends SwapAmounts {
  side: TradeSide;
  /** Lamports for a buy, token base units for a sell. */
  amountIn: bigint;
  /** SOL per whole token before the trade. */
  spotPriceBefore: number;
  spotPriceAfter: number;
  /** SOL per whole token actually paid (buy) or received (sell), fee included. */
  effectivePrice: number;
  /**
   * How much worse than the spot price the trade executes, fee excluded, as a fraction (0.01 = 1 %):
   * buy: execution price / spot − 1 = in_after_fee / R_sol (unbounded);
   * sell: 1 − execution price / spot = in_after_fee / (R_tok + in_after_fee) (below 1).
   * Computed from these closed forms, so it stays defined when the output rounds to 0.
   */
  priceImpact: number;
  /** The same comparison with the fee included: what the trader loses against spot, all in. */
  costVsSpot: number;
  poolAfter: Pool;
}

function pricePerWholeToken(lamports: bigint, tokenBase: bigint, tokenDecimals: number): number {
  if (tokenBase === 0n) return Number.POSITIVE_INFINITY;
  return (Number(lamports) / Number(tokenBase)) * 10 ** (tokenDecimals - SOL_DECIMALS);
}

/** Buy tokens with `lamportsIn`. The whole fee stays in the pool (LP fee; protocol share ignored). */
export function quoteBuy(pool: Pool, lamportsIn: bigint): SwapQuote {
  const amounts = swapExactIn(lamportsIn, pool.solReserve, pool.tokenReserve, pool.feeBps);
  const poolAfter = {
    ...pool,
    solReserve: pool.solReserve + lamportsIn,
    tokenReserve: pool.tokenReserve - amounts.amountOut,
  };
  const spotPriceBefore = spotPrice(pool);
  const effectivePrice = pricePerWholeToken(lamportsIn, amounts.amountOut, pool.tokenDecimals);
  return {
    side: 'buy',
    amountIn: lamportsIn,
    ...amounts,
    spotPriceBefore,
    spotPriceAfter: spotPrice(poolAfter),
    effectivePrice,
    priceImpact:
      pool.solReserve === 0n ? 0 : Number(amounts.amountInAfterFee) / Number(pool.solReserve),
    costVsSpot: lamportsIn === 0n ? 0 : effectivePrice / spotPriceBefore - 1,
    poolAfter,
  };
}

/** Sell `tokensInBase` for SOL. Selling more than exists is allowed: the output stays below the SOL reserve. */
export function quoteSell(pool: Pool, tokensInBase: bigint): SwapQuote {
  const amounts = swapExactIn(tokensInBase, pool.tokenReserve, pool.solReserve, pool.feeBps);
  const poolAfter = {
    ...pool,
    solReserve: pool.solReserve - amounts.amountOut,
    tokenReserve: pool.tokenReserve + tokensInBase,
  };
  const spotPriceBefore = spotPrice(pool);
  const effectivePrice =
    tokensInBase === 0n
      ? 0
      : pricePerWholeToken(amounts.amountOut, tokensInBase, pool.tokenDecimals);
  const netIn = Number(amounts.amountInAfterFee);
  return {
    side: 'sell',
    amountIn: tokensInBase,
    ...amounts,
    spotPriceBefore,
    spotPriceAfter: spotPrice(poolAfter),
    effectivePrice,
    priceImpact: netIn === 0 ? 0 : netIn / (Number(pool.tokenReserve) + netIn),
    costVsSpot: tokensInBase === 0n ? 0 : 1 - effectivePrice / spotPriceBefore,
    poolAfter,
  };
}

export function quoteSwap(pool: Pool, side: TradeSide, amountIn: bigint): SwapQuote {
  return side === 'buy' ? quoteBuy(pool, amountIn) : quoteSell(pool, amountIn);
}

export interface ImpactPoint {
  amountIn: bigint;
  /** SOL (buy) or whole tokens (sell), for the chart's x axis. */
  amountInUi: number;
  amountOut: bigint;
  priceImpact: number;
  costVsSpot: number;
}

/** Price impact against trade size, `points` evenly spaced sizes from maxAmountIn/points to maxAmountIn. */
export function priceImpactSeries(
  pool: Pool,
  side: TradeSide,
  maxAmountIn: bigint,
  points = 40,
): ImpactPoint[] {
  const count = Math.max(1, Math.floor(points));
  const decimals = side === 'buy' ? SOL_DECIMALS : pool.tokenDecimals;
  return Array.from({ length: count }, (_, index) => {
    const amountIn = (maxAmountIn * BigInt(index + 1)) / BigInt(count);
    const quote = quoteSwap(pool, side, amountIn);
    return {
      amountIn,
      amountInUi: Number(amountIn) / 10 ** decimals,
      amountOut: quote.amountOut,
      priceImpact: quote.priceImpact,
      costVsSpot: quote.costVsSpot,
    };
  });
}
