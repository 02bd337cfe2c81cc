/**
 * Pump-style bonding curve: constant product on *virtual* reserves. Only `realTokens` can be bought;
 * the rest of the virtual token reserve shapes the price but never leaves the curve. When the real
 * tokens are sold out the curve is complete and the coin migrates to a pool.
 *
 * Integers throughout: SOL in lamports, tokens in base units. Fee handling (an assumption, stated by the
 * issue): the fee is taken from the SOL sent first, and only the rest reaches the curve.
 */
export const SOL_DECIMALS = 9;
const LAMPORTS_PER_SOL = 1_000_000_000n;
const FULL_BPS = 10_000n;

export interface BondingCurveConfig {
  virtualSolLamports: bigint;
  /** Whole tokens. */
  virtualTokens: bigint;
  /** Whole tokens the curve sells before completion. */
  realTokens: bigint;
  /** Fee on each buy in basis points; must be below 10,000. */
  feeBps: number;
  /** Whole tokens; the market cap uses it (pump coins mint 1,000,000,000). */
  totalSupply: bigint;
  /** Pump coins use 6. */
  decimals: number;
}

export const defaultBondingCurveConfig: BondingCurveConfig = {
  virtualSolLamports: 30n * LAMPORTS_PER_SOL,
  virtualTokens: 1_073_000_000n,
  realTokens: 793_100_000n,
  feeBps: 100,
  totalSupply: 1_000_000_000n,
  decimals: 6,
};

export interface CurveState {
  virtualSol: bigint;
  /** Base units. */
  virtualToken: bigint;
  /** Base units still for sale. */
  realTokensLeft: bigint;
  /** Lamports that reached the curve (fees excluded). */
  realSolRaised: bigint;
}

function unit(config: BondingCurveConfig): bigint {
  return 10n ** BigInt(config.decimals);
}

function ceilDiv(numerator: bigint, denominator: bigint): bigint {
  return (numerator + denominator - 1n) / denominator;
}

export function initialCurveState(config: BondingCurveConfig): CurveState {
  return {
    virtualSol: config.virtualSolLamports,
    virtualToken: config.virtualTokens * unit(config),
    realTokensLeft: config.realTokens * unit(config),
    realSolRaised: 0n,
  };
}

/** Price of one whole token in SOL: virtual SOL / virtual tokens. */
export function curvePrice(state: CurveState, decimals: number): number {
  return (Number(state.virtualSol) / Number(state.virtualToken)) * 10 ** (decimals - SOL_DECIMALS);
}

/** Fee on a gross amount, rounded up. */
export function buyFee(grossLamports: bigint, feeBps: number): bigint {
  return ceilDiv(grossLamports * BigInt(feeBps), FULL_BPS);
}

/** The smallest gross amount whose net (after the fee is taken from it) is at least `netLamports`. */
export function grossForNet(netLamports: bigint, feeBps: number): bigint {
  let gross = ceilDiv(netLamports * FULL_BPS, FULL_BPS - BigInt(feeBps));
  while (gross - buyFee(gross, feeBps) < netLamports) gross += 1n;
  return gross;
}

/** Net lamports that buy exactly `tokens` base units: ceil(vSol · tokens / (vTok − tokens)). */
export function netCostOfTokens(state: CurveState, tokens: bigint): bigint {
  return ceilDiv(state.virtualSol * tokens, state.virtualToken - tokens);
}

export interface CurveBuy {
  /** Lamports actually spent, fee included (less than offered when capped). */
  grossLamports: bigint;
  fee: bigint;
  /** Lamports that reached the curve. */
  netLamports: bigint;
  tokensOut: bigint;
  /** Offered but not spent because the curve ran out of real tokens. */
  refund: bigint;
  capped: boolean;
  completed: boolean;
  stateAfter: CurveState;
}

/**
 * Buy with `lamportsIn`: fee first, then tokens = vTok − k / (vSol + net), i.e. net · vTok / (vSol + net),
 * rounded down. A buy past completion is capped at the real tokens left and the rest is refunded.
 */
export function buyOnCurve(
  state: CurveState,
  config: BondingCurveConfig,
  lamportsIn: bigint,
): CurveBuy {
  const offered = lamportsIn > 0n ? lamportsIn : 0n;
  let fee = buyFee(offered, config.feeBps);
  let net = offered - fee;
  let tokensOut = (net * state.virtualToken) / (state.virtualSol + net);
  let gross = offered;
  const capped = offered > 0n && tokensOut >= state.realTokensLeft;
  if (capped) {
    tokensOut = state.realTokensLeft;
    net = netCostOfTokens(state, tokensOut);
    gross = grossForNet(net, config.feeBps);
    fee = gross - net;
  }
  const stateAfter: CurveState = {
    virtualSol: state.virtualSol + net,
    virtualToken: state.virtualToken - tokensOut,
    realTokensLeft: state.realTokensLeft - tokensOut,
    realSolRaised: state.realSolRaised + net,
  };
  return {
    grossLamports: gross,
    fee,
    netLamports: net,
    tokensOut,
    refund: offered - gross,
    capped,
    completed: stateAfter.realTokensLeft === 0n,
    stateAfter,
  };
}

export interface CompletionCost {
  /** SOL that must reach the curve: vSol · vTok / (vTok − real) − vSol. */
  netLamports: bigint;
  /** What buyers pay in total with the fee taken from their SOL: net / (1 − fee), rounded up. */
  grossLamports: bigint;
  feeLamports: bigint;
}

export function solToComplete(config: BondingCurveConfig): CompletionCost {
  const state = initialCurveState(config);
  const netLamports = netCostOfTokens(state, state.realTokensLeft);
  const grossLamports = grossForNet(netLamports, config.feeBps);
  return { netLamports, grossLamports, feeLamports: grossLamports - netLamports };
}

/** State once every real token is sold. */
export function completedCurveState(config: BondingCurveConfig): CurveState {
  const state = initialCurveState(config);
  const net = netCostOfTokens(state, state.realTokensLeft);
  return {
    virtualSol: state.virtualSol + net,
    virtualToken: state.virtualToken - state.realTokensLeft,
    realTokensLeft: 0n,
    realSolRaised: net,
  };
}

/** Market cap in lamports = total supply × (virtual SOL / virtual tokens) at that point. */
export function curveMarketCapLamports(state: CurveState, config: BondingCurveConfig): bigint {
  return (config.totalSupply * unit(config) * state.virtualSol) / state.virtualToken;
}

export interface CurvePoint {
  /** Net lamports in the curve. */
  solRaisedLamports: bigint;
  solRaised: number;
  /** SOL per whole token. */
  price: number;
  tokensSold: bigint;
  marketCapSol: number;
  /** 0–1 share of the real tokens sold. */
  progress: number;
}

/** Price against SOL raised, `points` + 1 evenly spaced points from 0 to completion. */
export function curvePriceSeries(config: BondingCurveConfig, points = 50): CurvePoint[] {
  const start = initialCurveState(config);
  const k = start.virtualSol * start.virtualToken;
  const { netLamports: totalNet } = solToComplete(config);
  const count = Math.max(1, Math.floor(points));
  return Array.from({ length: count + 1 }, (_, index) => {
    const raised = (totalNet * BigInt(index)) / BigInt(count);
    const virtualSol = start.virtualSol + raised;
    // At the last point, land exactly on completion rather than on k's rounding.
    const virtualToken =
      index === count ? start.virtualToken - start.realTokensLeft : ceilDiv(k, virtualSol);
    const state = { virtualSol, virtualToken, realTokensLeft: 0n, realSolRaised: raised };
    const tokensSold = start.virtualToken - virtualToken;
    return {
      solRaisedLamports: raised,
      solRaised: Number(raised) / 1e9,
      price: curvePrice(state, config.decimals),
      tokensSold,
      marketCapSol: Number(curveMarketCapLamports(state, config)) / 1e9,
      progress:
        start.realTokensLeft === 0n
          ? 1
          : Number((tokensSold * 1_000_000n) / start.realTokensLeft) / 1_000_000,
    };
  });
}
