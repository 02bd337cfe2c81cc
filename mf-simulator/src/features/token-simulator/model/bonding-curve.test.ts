// @vitest-environment node
import { describe, expect, test } from 'vitest';
import {
  buyOnCurve,
  completedCurveState,
  curveMarketCapLamports,
  curvePrice,
  curvePriceSeries,
  defaultBondingCurveConfig,
  grossForNet,
  initialCurveState,
  solToComplete,
  buyFee,
} from './bonding-curve';

const config = defaultBondingCurveConfig;
const SOL = 1_000_000_000n;
const TOKEN = 10n ** 6n;
const toSol = (lamports: bigint) => Number(lamports) / 1e9;
const toTokens = (base: bigint) => Number(base) / 1e6;

describe('bonding-curve model', () => {
  test('defaults: 30 SOL and 1,073,000,000 virtual tokens, 793,100,000 for sale, 1 % fee, 1 B supply', () => {
    expect(config).toEqual({
      virtualSolLamports: 30n * SOL,
      virtualTokens: 1_073_000_000n,
      realTokens: 793_100_000n,
      feeBps: 100,
      totalSupply: 1_000_000_000n,
      decimals: 6,
    });
  });

  test('the starting price is 30 / 1,073,000,000 SOL, a ≈ 27.96 SOL market cap', () => {
    const state = initialCurveState(config);
    expect(curvePrice(state, 6)).toBeCloseTo(30 / 1_073_000_000, 18);
    expect(toSol(curveMarketCapLamports(state, config))).toBeCloseTo(27.959, 3);
  });

  test('reference: ≈ 85.005 SOL must reach the curve to sell all real tokens (fee not included)', () => {
    const { netLamports } = solToComplete(config);
    expect(toSol(netLamports)).toBeCloseTo(85.005, 3);
    // vSol · vTok / (vTok − real) − vSol, as a float
    expect(toSol(netLamports)).toBeCloseTo(
      (30 * 1_073_000_000) / (1_073_000_000 - 793_100_000) - 30,
      8,
    );
    expect(netLamports).toBe(85_005_359_057n);
  });

  test('with the 1 % fee taken from buyers’ SOL on top, completion costs ≈ 85.864 SOL', () => {
    const { netLamports, grossLamports, feeLamports } = solToComplete(config);
    expect(toSol(grossLamports)).toBeCloseTo(85.005_359_057 / 0.99, 6);
    expect(toSol(grossLamports)).toBeCloseTo(85.864, 3);
    expect(grossLamports - feeLamports).toBe(netLamports);
    expect(buyFee(grossLamports, 100)).toBe(feeLamports);
  });

  test('reference: the market cap at completion is ≈ 410.9 SOL (price there × 1,000,000,000 tokens)', () => {
    const state = completedCurveState(config);
    expect(state.virtualToken).toBe(279_900_000n * TOKEN);
    expect(toSol(curveMarketCapLamports(state, config))).toBeCloseTo(410.88, 2);
    expect(curvePrice(state, 6) * 1_000_000_000).toBeCloseTo(410.88, 2);
  });

  test('the total supply is an input to the market cap', () => {
    const state = completedCurveState(config);
    expect(
      toSol(curveMarketCapLamports(state, { ...config, totalSupply: 2_000_000_000n })),
    ).toBeCloseTo(821.76, 2);
  });

  test('reference: a first buy of 1 SOL takes ≈ 34.28 M tokens = 3.4 % of supply — WITH the 1 % fee', () => {
    const buy = buyOnCurve(initialCurveState(config), config, SOL);
    expect(buy.fee).toBe(10_000_000n);
    expect(buy.netLamports).toBe(990_000_000n);
    expect(toTokens(buy.tokensOut) / 1e6).toBeCloseTo(34.28, 2);
    expect(((toTokens(buy.tokensOut) / 1e9) * 100).toFixed(1)).toBe('3.4');
    expect(buy.capped).toBe(false);
    expect(buy.refund).toBe(0n);
  });

  test('without the fee the same 1 SOL would take ≈ 34.61 M tokens (3.46 %), so the reference includes it', () => {
    const buy = buyOnCurve(initialCurveState(config), { ...config, feeBps: 0 }, SOL);
    expect(toTokens(buy.tokensOut) / 1e6).toBeCloseTo(34.61, 2);
  });

  test('tokens = vTok − k / (vSol + net) matches the integer result', () => {
    const net = 0.99;
    const formula = 1_073_000_000 - (30 * 1_073_000_000) / (30 + net);
    expect(toTokens(buyOnCurve(initialCurveState(config), config, SOL).tokensOut)).toBeCloseTo(
      formula,
      5,
    );
  });

  test('buys in a row cost more per token and update the state', () => {
    const first = buyOnCurve(initialCurveState(config), config, SOL);
    const second = buyOnCurve(first.stateAfter, config, SOL);
    expect(second.tokensOut < first.tokensOut).toBe(true);
    expect(second.stateAfter.realSolRaised).toBe(2n * 990_000_000n);
    expect(curvePrice(second.stateAfter, 6)).toBeGreaterThan(curvePrice(first.stateAfter, 6));
  });

  test('a buy beyond completion is capped at the real tokens left and the rest is refunded', () => {
    const buy = buyOnCurve(initialCurveState(config), config, 200n * SOL);
    const completion = solToComplete(config);
    expect(buy.capped).toBe(true);
    expect(buy.completed).toBe(true);
    expect(buy.tokensOut).toBe(793_100_000n * TOKEN);
    expect(buy.netLamports).toBe(completion.netLamports);
    expect(buy.grossLamports).toBe(completion.grossLamports);
    expect(buy.refund).toBe(200n * SOL - completion.grossLamports);
    expect(buy.stateAfter.realTokensLeft).toBe(0n);
  });

  test('a buy on a completed curve gets nothing and is fully refunded', () => {
    const done = buyOnCurve(initialCurveState(config), config, 200n * SOL).stateAfter;
    const buy = buyOnCurve(done, config, 5n * SOL);
    expect([buy.tokensOut, buy.grossLamports, buy.refund]).toEqual([0n, 0n, 5n * SOL]);
  });

  test('a zero or negative buy does nothing', () => {
    const buy = buyOnCurve(initialCurveState(config), config, -1n);
    expect([buy.tokensOut, buy.fee, buy.refund, buy.capped]).toEqual([0n, 0n, 0n, false]);
  });

  test.each([
    [0n, 0, 0n],
    [99n, 100, 100n],
    [990_000_000n, 100, 1_000_000_000n],
    [1n, 0, 1n],
  ])(
    'grossForNet(%s, %i bps) is %s: the smallest gross that leaves that net',
    (net, bps, gross) => {
      expect(grossForNet(net, bps)).toBe(gross);
      if (gross > 0n) expect(gross - 1n - buyFee(gross - 1n, bps) < net).toBe(true);
    },
  );

  test('the price series runs from the start to completion, rising', () => {
    const series = curvePriceSeries(config, 10);
    expect(series).toHaveLength(11);
    expect(series[0]).toMatchObject({ solRaisedLamports: 0n, tokensSold: 0n, progress: 0 });
    expect(series[0]?.price).toBeCloseTo(30 / 1_073_000_000, 18);
    expect(series.at(-1)?.solRaised).toBeCloseTo(85.005, 3);
    expect(series.at(-1)?.tokensSold).toBe(793_100_000n * TOKEN);
    expect(series.at(-1)?.progress).toBe(1);
    expect(series.at(-1)?.marketCapSol).toBeCloseTo(410.88, 2);
    series
      .slice(1)
      .forEach((point, index) => expect(point.price).toBeGreaterThan(series[index]?.price ?? 0));
  });
});
