// @vitest-environment node
import { describe, expect, test } from 'vitest';
import {
  DEFAULT_POOL_FEE_BPS,
  fullyDilutedValueLamports,
  marketCapLamports,
  priceImpactSeries,
  quoteBuy,
  quoteSell,
  spotPrice,
  swapExactIn,
  type Pool,
} from './liquidity-pool';

const UNIT = 10n ** 9n;
/** 1,000 SOL against 1,000 tokens (9 decimals), 0.3 % fee: the textbook example. */
const textbook: Pool = {
  solReserve: 1_000n * UNIT,
  tokenReserve: 1_000n * UNIT,
  tokenDecimals: 9,
  feeBps: 30,
};
/** 10 SOL against 100 M tokens (6 decimals) at the default fee. */
const launch: Pool = {
  solReserve: 10n * UNIT,
  tokenReserve: 100_000_000n * 10n ** 6n,
  tokenDecimals: 6,
  feeBps: DEFAULT_POOL_FEE_BPS,
};

describe('liquidity-pool model', () => {
  test('the default fee is 0.25 %', () => {
    expect(DEFAULT_POOL_FEE_BPS).toBe(25);
  });

  test('initial price = SOL reserve / token reserve, scaled for decimals', () => {
    expect(spotPrice(textbook)).toBe(1);
    expect(spotPrice(launch)).toBeCloseTo(1e-7, 20);
  });

  test('market cap = circulating × price; FDV = total supply × price (in lamports)', () => {
    const circulating = 335_000_000n * 10n ** 6n;
    const total = 1_000_000_000n * 10n ** 6n;
    expect(marketCapLamports(circulating, launch)).toBe(33_500_000_000n);
    expect(fullyDilutedValueLamports(total, launch)).toBe(100_000_000_000n);
  });

  test('reference: 100 in to a 1,000/1,000 pool at a 0.3 % fee gives 90.66 out', () => {
    const quote = quoteBuy(textbook, 100n * UNIT);
    expect(quote.fee).toBe(300_000_000n);
    expect(quote.amountInAfterFee).toBe(99_700_000_000n);
    expect(quote.amountOut).toBe(90_661_089_388n);
    expect((Number(quote.amountOut) / 1e9).toFixed(2)).toBe('90.66');
    // Same from the other side: the pool is symmetric.
    expect((Number(quoteSell(textbook, 100n * UNIT).amountOut) / 1e9).toFixed(2)).toBe('90.66');
  });

  test('the float formula and the integer result agree', () => {
    const [amountIn, reserveIn, reserveOut, fee] = [100, 1_000, 1_000, 0.003];
    const formula = (amountIn * (1 - fee) * reserveOut) / (reserveIn + amountIn * (1 - fee));
    expect(Number(quoteBuy(textbook, 100n * UNIT).amountOut) / 1e9).toBeCloseTo(formula, 8);
  });

  test('the fee is rounded up and the output down, in the pool’s favour', () => {
    expect(swapExactIn(1n, 1_000n, 1_000n, 30)).toEqual({
      fee: 1n,
      amountInAfterFee: 0n,
      amountOut: 0n,
    });
    expect(swapExactIn(0n, 1_000n, 1_000n, 30)).toEqual({
      fee: 0n,
      amountInAfterFee: 0n,
      amountOut: 0n,
    });
  });

  test('price impact (fee excluded) of a buy = execution price / spot − 1 = net in / SOL reserve', () => {
    const quote = quoteBuy(textbook, 100n * UNIT);
    expect(quote.priceImpact).toBeCloseTo(0.0997, 12);
    const executionPriceExFee = Number(quote.amountInAfterFee) / Number(quote.amountOut);
    expect(executionPriceExFee / quote.spotPriceBefore - 1).toBeCloseTo(quote.priceImpact, 9);
    // With the fee, the buyer pays 100 / 90.66 ≈ 1.103 SOL per token: 10.3 % over spot.
    expect(quote.effectivePrice).toBeCloseTo(1.103_009_027, 8);
    expect(quote.costVsSpot).toBeCloseTo(0.103_009_027, 8);
    expect(quote.spotPriceAfter).toBeCloseTo(1_100 / (1_000 - 90.661_089_388), 9);
  });

  test('price impact of a sell = 1 − execution price / spot = net in / (token reserve + net in)', () => {
    const quote = quoteSell(textbook, 100n * UNIT);
    expect(quote.priceImpact).toBeCloseTo(99.7 / 1_099.7, 12);
    const executionPriceExFee = Number(quote.amountOut) / Number(quote.amountInAfterFee);
    expect(1 - executionPriceExFee / quote.spotPriceBefore).toBeCloseTo(quote.priceImpact, 9);
    expect(quote.costVsSpot).toBeCloseTo(1 - 0.906_610_893_88, 9);
    expect(quote.poolAfter.tokenReserve).toBe(1_100n * UNIT);
  });

  test('a small trade has a tiny impact close to 0; a zero trade has none', () => {
    expect(quoteBuy(launch, 1_000_000n).priceImpact).toBeCloseTo(0.000_099_75, 12);
    const zero = quoteBuy(launch, 0n);
    expect([zero.amountOut, zero.priceImpact, zero.costVsSpot]).toEqual([0n, 0, 0]);
  });

  test('the fee stays in the pool, so k never decreases', () => {
    const k = textbook.solReserve * textbook.tokenReserve;
    const after = quoteBuy(textbook, 100n * UNIT).poolAfter;
    expect(after.solReserve).toBe(1_100n * UNIT);
    expect(after.solReserve * after.tokenReserve >= k).toBe(true);
  });

  test('a buy far larger than the pool approaches the token reserve but never reaches it', () => {
    const quote = quoteBuy(launch, 10n ** 9n * launch.solReserve);
    expect(quote.amountOut < launch.tokenReserve).toBe(true);
    expect(Number(quote.amountOut) / Number(launch.tokenReserve)).toBeGreaterThan(0.999_999);
    expect(quote.poolAfter.tokenReserve > 0n).toBe(true);
    expect(quote.priceImpact).toBeGreaterThan(1e8);
  });

  test('selling 10× more tokens than the pool holds returns less than the SOL reserve', () => {
    const quote = quoteSell(launch, 10n * launch.tokenReserve);
    expect(quote.amountOut < launch.solReserve).toBe(true);
    expect(quote.amountOut).toBe(9_088_838_268n);
    expect(quote.priceImpact).toBeLessThan(1);
  });

  test.each([
    ['buy', 10n * UNIT],
    ['sell', 100_000_000n * 10n ** 6n],
  ] as const)('the %s impact series rises with trade size', (side, max) => {
    const series = priceImpactSeries(launch, side, max, 20);
    expect(series).toHaveLength(20);
    expect(series.at(-1)?.amountIn).toBe(max);
    series
      .slice(1)
      .forEach((point, index) =>
        expect(point.priceImpact).toBeGreaterThan(series[index]?.priceImpact ?? 0),
      );
  });

  test('the buy series x axis is in SOL; selling the whole reserve has ~50 % impact', () => {
    expect(
      priceImpactSeries(launch, 'buy', 10n * UNIT, 4).map((point) => point.amountInUi),
    ).toEqual([2.5, 5, 7.5, 10]);
    expect(priceImpactSeries(launch, 'sell', launch.tokenReserve, 1)[0]?.priceImpact).toBeCloseTo(
      0.4994,
      4,
    );
  });
});
