// The scenario is where the simulator's features meet: it composes their model types and schemas.
// Nothing imports the scenario back, so there are no cycles.
import { z } from '@tla/federated/zod';
import {
  allocationRowsSchema,
  defaultAllocation,
  type AllocationRow,
} from './allocation';
import {
  defaultBondingCurveConfig,
  type BondingCurveConfig,
} from './bonding-curve';
import {
  CPMM_CREATION_FEE,
  DEFAULT_LAMPORTS_PER_BYTE,
  type LaunchCostInput,
} from './launch-cost';
import { DEFAULT_POOL_FEE_BPS, type Pool } from './liquidity-pool';
import {
  decimalsSchema,
  defaultTokenSetup,
  hasUnsafeCharacters,
  toBaseUnits,
  tokenSetupCrossFieldIssues,
  tokenSetupShape,
  wholeTokensSchema,
  type TokenSetup,
} from './token-setup';

export const SCENARIO_VERSION = 1;
export const MAX_URI_LENGTH = 200;
const LAMPORTS_PER_SOL = 1_000_000_000n;

export interface LaunchOptions {
  lamportsPerByte: bigint;
  onChainMetadata: boolean;
  metadataUri: string;
  mintCloseAuthority: boolean;
  permanentDelegate: boolean;
  tokenAccounts: number;
  signatures: number;
  transactions: number;
  computeUnitPriceMicroLamports: number;
  computeUnitLimit: number;
}

export interface PoolOptions {
  /** Count the pool's creation fee and seed SOL in the launch cost. */
  enabled: boolean;
  creationFeeLamports: bigint;
  seedLamports: bigint;
  /** Whole tokens put in the pool. */
  seedTokens: bigint;
  feeBps: number;
}

export interface Scenario {
  token: TokenSetup;
  launch: LaunchOptions;
  pool: PoolOptions;
  allocation: AllocationRow[];
  bondingCurve: BondingCurveConfig;
  /** For display only. */
  solPriceUsd: number;
}

export const defaultScenario: Scenario = {
  token: defaultTokenSetup,
  launch: {
    lamportsPerByte: DEFAULT_LAMPORTS_PER_BYTE,
    onChainMetadata: true,
    metadataUri: '',
    mintCloseAuthority: false,
    permanentDelegate: false,
    tokenAccounts: 1,
    signatures: 2,
    transactions: 1,
    computeUnitPriceMicroLamports: 0,
    computeUnitLimit: 200_000,
  },
  pool: {
    enabled: true,
    creationFeeLamports: CPMM_CREATION_FEE,
    seedLamports: 10n * LAMPORTS_PER_SOL,
    // The default allocation's 20 % liquidity row.
    seedTokens: 200_000_000n,
    feeBps: DEFAULT_POOL_FEE_BPS,
  },
  allocation: defaultAllocation,
  bondingCurve: defaultBondingCurveConfig,
  solPriceUsd: 150,
};

function integerSchema(label: string, min: number, max: number) {
  return z
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be at least ${min}.`)
    .max(max, `${label} can be at most ${max}.`);
}

/** Lamports as a bigint, or a digit string (how JSON and URLs carry them). */
function lamportsSchema(label: string, max: bigint) {
  return z
    .union(
      [
        z.bigint(),
        z
          .string()
          .trim()
          .regex(/^\d{1,20}$/)
          .transform((value) => BigInt(value)),
      ],
      {
        error: `${label} must be a whole number of lamports.`,
      },
    )
    .pipe(z.bigint().min(0n, `${label} cannot be negative.`).max(max, `${label} is too large.`));
}

function booleanSchema(label: string) {
  return z.boolean({ error: `${label} must be on or off.` });
}

export const metadataUriSchema = z
  .string({ error: 'Metadata URI must be text.' })
  .trim()
  .max(MAX_URI_LENGTH, `Metadata URI can be at most ${MAX_URI_LENGTH} characters.`)
  .refine(
    (value) =>
      value === '' ||
      (/^(https:\/\/|ipfs:\/\/|ar:\/\/)\S+$/.test(value) && !hasUnsafeCharacters(value)),
    'Metadata URI must start with https://, ipfs:// or ar://.',
  );

const MAX_SOL_LAMPORTS = 1_000_000_000n * LAMPORTS_PER_SOL;

export const launchOptionsShape = {
  lamportsPerByte: lamportsSchema('Lamports per byte', 1_000_000n),
  onChainMetadata: booleanSchema('On-chain metadata'),
  metadataUri: metadataUriSchema,
  mintCloseAuthority: booleanSchema('Mint close authority'),
  permanentDelegate: booleanSchema('Permanent delegate'),
  tokenAccounts: integerSchema('Token accounts', 0, 1_000),
  signatures: integerSchema('Signatures', 1, 1_000),
  transactions: integerSchema('Transactions', 1, 1_000),
  computeUnitPriceMicroLamports: integerSchema('Compute-unit price', 0, 1_000_000_000),
  computeUnitLimit: integerSchema('Compute-unit limit', 0, 1_400_000),
};

export const poolOptionsShape = {
  enabled: booleanSchema('Pool'),
  creationFeeLamports: lamportsSchema('Pool creation fee', 100n * LAMPORTS_PER_SOL),
  seedLamports: lamportsSchema('Seed SOL', MAX_SOL_LAMPORTS),
  seedTokens: wholeTokensSchema('Seed tokens').pipe(
    z.bigint().positive('Seed tokens must be at least 1.'),
  ),
  feeBps: integerSchema('Pool fee (bps)', 0, 1_000),
};

export const bondingCurveShape = {
  virtualSolLamports: lamportsSchema('Virtual SOL', MAX_SOL_LAMPORTS).pipe(
    z.bigint().positive('Virtual SOL must be above 0.'),
  ),
  virtualTokens: wholeTokensSchema('Virtual tokens').pipe(
    z
      .bigint()
      .positive()
      .max(10n ** 15n, 'Virtual tokens is too large.'),
  ),
  realTokens: wholeTokensSchema('Real tokens').pipe(
    z
      .bigint()
      .positive()
      .max(10n ** 15n, 'Real tokens is too large.'),
  ),
  // Below 100 % by construction, so a buy always reaches the curve.
  feeBps: integerSchema('Curve fee (bps)', 0, 1_000),
  totalSupply: wholeTokensSchema('Curve supply').pipe(
    z
      .bigint()
      .positive()
      .max(10n ** 15n, 'Curve supply is too large.'),
  ),
  decimals: decimalsSchema,
};

export const solPriceSchema = z
  .number({ error: 'SOL price must be a number.' })
  .min(0, 'SOL price cannot be negative.')
  .max(1_000_000, 'SOL price is too large.');

export function bondingCurveIssue(config: BondingCurveConfig): string | undefined {
  return config.realTokens < config.virtualTokens
    ? undefined
    : 'Real tokens must be fewer than virtual tokens.';
}

export const scenarioSchema = z
  .object({
    token: z.object(tokenSetupShape),
    launch: z.object(launchOptionsShape),
    pool: z.object(poolOptionsShape),
    allocation: allocationRowsSchema,
    bondingCurve: z.object(bondingCurveShape),
    solPriceUsd: solPriceSchema,
  })
  .superRefine((scenario, context) => {
    for (const issue of tokenSetupCrossFieldIssues(scenario.token)) {
      context.addIssue({ code: 'custom', path: ['token', ...issue.path], message: issue.message });
    }
    const curveIssue = bondingCurveIssue(scenario.bondingCurve);
    if (curveIssue)
      context.addIssue({
        code: 'custom',
        path: ['bondingCurve', 'realTokens'],
        message: curveIssue,
      });
  });

export function toLaunchCostInput(scenario: Scenario): LaunchCostInput {
  const { token, launch, pool } = scenario;
  return {
    program: token.program,
    lamportsPerByte: launch.lamportsPerByte,
    transferFeeBasisPoints: token.program === 'token-2022' ? token.transferFee.basisPoints : 0,
    mintCloseAuthority: launch.mintCloseAuthority,
    permanentDelegate: launch.permanentDelegate,
    metadata: launch.onChainMetadata
      ? { name: token.name, symbol: token.symbol, uri: launch.metadataUri }
      : null,
    tokenAccounts: launch.tokenAccounts,
    signatures: launch.signatures,
    transactions: launch.transactions,
    computeUnitPriceMicroLamports: launch.computeUnitPriceMicroLamports,
    computeUnitLimit: launch.computeUnitLimit,
    pool: pool.enabled
      ? { creationFeeLamports: pool.creationFeeLamports, seedLiquidityLamports: pool.seedLamports }
      : null,
  };
}

export function toPool(scenario: Scenario): Pool {
  return {
    solReserve: scenario.pool.seedLamports,
    tokenReserve: toBaseUnits(scenario.pool.seedTokens, scenario.token.decimals),
    tokenDecimals: scenario.token.decimals,
    feeBps: scenario.pool.feeBps,
  };
}

export function totalSupplyBase(scenario: Scenario): bigint {
  return toBaseUnits(scenario.token.totalSupply, scenario.token.decimals);
}
