import type { z } from '@tla/federated/zod';
import {
  MAX_ALLOCATION_ROWS,
  allocationRowSchema,
  type AllocationRow,
} from './allocation';
import { lamportsToSol, solToLamports } from './lamports';
import { tokenSetupCrossFieldIssues, tokenSetupShape } from './token-setup';
import {
  bondingCurveIssue,
  bondingCurveShape,
  defaultScenario,
  launchOptionsShape,
  poolOptionsShape,
  solPriceSchema,
  type Scenario,
} from './scenario';

/**
 * Share a scenario through the URL. Decoding is field by field and never throws: a value that is
 * missing keeps the default quietly; a value that is present but invalid (NaN, negative, huge, markup,
 * unknown enum, too long…) keeps the default and adds a notice naming the field. Notices never echo
 * the value itself, so hostile text cannot reach the page through them.
 */

export interface FieldCodec {
  key: string;
  label: string;
  encode: (scenario: Scenario) => string;
  /**
   * Reads `raw` into `draft` when it is valid; otherwise leaves `draft` alone and returns the first
   * error message (the form shows it under the field; URL decoding only counts it).
   */
  apply: (raw: string, draft: Scenario) => string | undefined;
}

function field<T>(
  key: string,
  label: string,
  schema: z.ZodType<T>,
  read: (raw: string) => unknown,
  write: (value: T) => string,
  get: (scenario: Scenario) => T,
  set: (scenario: Scenario, value: T) => void,
): FieldCodec {
  return {
    key,
    label,
    encode: (scenario) => write(get(scenario)),
    apply: (raw, draft) => {
      const value = read(raw);
      // SOL amounts are read as text first: say what a SOL amount looks like, not "lamports".
      if (read === asLamportsFromSol && value === undefined) {
        return `${label} must be an amount of SOL with at most 9 decimals.`;
      }
      const result = schema.safeParse(value);
      if (result.success) {
        set(draft, result.data);
        return undefined;
      }
      return result.error.issues[0]?.message ?? `${label} is not valid.`;
    },
  };
}

const asText = (raw: string) => raw;
/** A plain decimal number as typed or linked ("12", "-3", "0.25"); anything else is NaN, which schemas reject. */
export const readNumber = (raw: string) =>
  /^-?\d{1,16}(\.\d{1,8})?$/.test(raw.trim()) ? Number(raw) : Number.NaN;
const asNumber = readNumber;
const asBoolean = (raw: string) =>
  raw === '1' || raw === 'true' ? true : raw === '0' || raw === 'false' ? false : raw;
const asLamportsFromSol = (raw: string) => solToLamports(raw);
const numberText = (value: number) => String(value);
const bigintText = (value: bigint) => value.toString();
const booleanText = (value: boolean) => (value ? '1' : '0');

/** Every scalar field of a scenario, in page order; the form edits them through the same codecs. */
export const scenarioFields: readonly FieldCodec[] = [
  field(
    'name',
    'Token name',
    tokenSetupShape.name,
    asText,
    String,
    (s) => s.token.name,
    (s, v) => {
      s.token.name = v;
    },
  ),
  field(
    'symbol',
    'Symbol',
    tokenSetupShape.symbol,
    asText,
    String,
    (s) => s.token.symbol,
    (s, v) => {
      s.token.symbol = v;
    },
  ),
  field(
    'decimals',
    'Decimals',
    tokenSetupShape.decimals,
    asNumber,
    numberText,
    (s) => s.token.decimals,
    (s, v) => {
      s.token.decimals = v;
    },
  ),
  field(
    'supply',
    'Total supply',
    tokenSetupShape.totalSupply,
    asText,
    bigintText,
    (s) => s.token.totalSupply,
    (s, v) => {
      s.token.totalSupply = v;
    },
  ),
  field(
    'program',
    'Token program',
    tokenSetupShape.program,
    asText,
    String,
    (s) => s.token.program,
    (s, v) => {
      s.token.program = v;
    },
  ),
  field(
    'feeBps',
    'Transfer fee',
    tokenSetupShape.transferFee.shape.basisPoints,
    asNumber,
    numberText,
    (s) => s.token.transferFee.basisPoints,
    (s, v) => {
      s.token.transferFee.basisPoints = v;
    },
  ),
  field(
    'feeMax',
    'Maximum transfer fee',
    tokenSetupShape.transferFee.shape.maximumFee,
    asText,
    bigintText,
    (s) => s.token.transferFee.maximumFee,
    (s, v) => {
      s.token.transferFee.maximumFee = v;
    },
  ),
  field(
    'mintAuthority',
    'Mint authority',
    tokenSetupShape.mintAuthority,
    asText,
    String,
    (s) => s.token.mintAuthority,
    (s, v) => {
      s.token.mintAuthority = v;
    },
  ),
  field(
    'freezeAuthority',
    'Freeze authority',
    tokenSetupShape.freezeAuthority,
    asText,
    String,
    (s) => s.token.freezeAuthority,
    (s, v) => {
      s.token.freezeAuthority = v;
    },
  ),
  field(
    'mutable',
    'Mutable metadata',
    tokenSetupShape.metadataMutable,
    asBoolean,
    booleanText,
    (s) => s.token.metadataMutable,
    (s, v) => {
      s.token.metadataMutable = v;
    },
  ),
  field(
    'lpBurned',
    'LP burned',
    tokenSetupShape.lpBurned,
    asBoolean,
    booleanText,
    (s) => s.token.lpBurned,
    (s, v) => {
      s.token.lpBurned = v;
    },
  ),

  field(
    'rentPerByte',
    'Lamports per byte',
    launchOptionsShape.lamportsPerByte,
    asText,
    bigintText,
    (s) => s.launch.lamportsPerByte,
    (s, v) => {
      s.launch.lamportsPerByte = v;
    },
  ),
  field(
    'metadata',
    'On-chain metadata',
    launchOptionsShape.onChainMetadata,
    asBoolean,
    booleanText,
    (s) => s.launch.onChainMetadata,
    (s, v) => {
      s.launch.onChainMetadata = v;
    },
  ),
  field(
    'uri',
    'Metadata URI',
    launchOptionsShape.metadataUri,
    asText,
    String,
    (s) => s.launch.metadataUri,
    (s, v) => {
      s.launch.metadataUri = v;
    },
  ),
  field(
    'closeAuthority',
    'Mint close authority',
    launchOptionsShape.mintCloseAuthority,
    asBoolean,
    booleanText,
    (s) => s.launch.mintCloseAuthority,
    (s, v) => {
      s.launch.mintCloseAuthority = v;
    },
  ),
  field(
    'delegate',
    'Permanent delegate',
    launchOptionsShape.permanentDelegate,
    asBoolean,
    booleanText,
    (s) => s.launch.permanentDelegate,
    (s, v) => {
      s.launch.permanentDelegate = v;
    },
  ),
  field(
    'accounts',
    'Token accounts',
    launchOptionsShape.tokenAccounts,
    asNumber,
    numberText,
    (s) => s.launch.tokenAccounts,
    (s, v) => {
      s.launch.tokenAccounts = v;
    },
  ),
  field(
    'signatures',
    'Signatures',
    launchOptionsShape.signatures,
    asNumber,
    numberText,
    (s) => s.launch.signatures,
    (s, v) => {
      s.launch.signatures = v;
    },
  ),
  field(
    'transactions',
    'Transactions',
    launchOptionsShape.transactions,
    asNumber,
    numberText,
    (s) => s.launch.transactions,
    (s, v) => {
      s.launch.transactions = v;
    },
  ),
  field(
    'cuPrice',
    'Compute-unit price',
    launchOptionsShape.computeUnitPriceMicroLamports,
    asNumber,
    numberText,
    (s) => s.launch.computeUnitPriceMicroLamports,
    (s, v) => {
      s.launch.computeUnitPriceMicroLamports = v;
    },
  ),
  field(
    'cuLimit',
    'Compute-unit limit',
    launchOptionsShape.computeUnitLimit,
    asNumber,
    numberText,
    (s) => s.launch.computeUnitLimit,
    (s, v) => {
      s.launch.computeUnitLimit = v;
    },
  ),

  field(
    'pool',
    'Pool',
    poolOptionsShape.enabled,
    asBoolean,
    booleanText,
    (s) => s.pool.enabled,
    (s, v) => {
      s.pool.enabled = v;
    },
  ),
  field(
    'poolFeeSol',
    'Pool creation fee',
    poolOptionsShape.creationFeeLamports,
    asLamportsFromSol,
    lamportsToSol,
    (s) => s.pool.creationFeeLamports,
    (s, v) => {
      s.pool.creationFeeLamports = v;
    },
  ),
  field(
    'seedSol',
    'Seed SOL',
    poolOptionsShape.seedLamports,
    asLamportsFromSol,
    lamportsToSol,
    (s) => s.pool.seedLamports,
    (s, v) => {
      s.pool.seedLamports = v;
    },
  ),
  field(
    'seedTokens',
    'Seed tokens',
    poolOptionsShape.seedTokens,
    asText,
    bigintText,
    (s) => s.pool.seedTokens,
    (s, v) => {
      s.pool.seedTokens = v;
    },
  ),
  field(
    'swapFee',
    'Pool fee',
    poolOptionsShape.feeBps,
    asNumber,
    numberText,
    (s) => s.pool.feeBps,
    (s, v) => {
      s.pool.feeBps = v;
    },
  ),

  field(
    'curveSol',
    'Virtual SOL',
    bondingCurveShape.virtualSolLamports,
    asLamportsFromSol,
    lamportsToSol,
    (s) => s.bondingCurve.virtualSolLamports,
    (s, v) => {
      s.bondingCurve.virtualSolLamports = v;
    },
  ),
  field(
    'curveTokens',
    'Virtual tokens',
    bondingCurveShape.virtualTokens,
    asText,
    bigintText,
    (s) => s.bondingCurve.virtualTokens,
    (s, v) => {
      s.bondingCurve.virtualTokens = v;
    },
  ),
  field(
    'curveReal',
    'Real tokens',
    bondingCurveShape.realTokens,
    asText,
    bigintText,
    (s) => s.bondingCurve.realTokens,
    (s, v) => {
      s.bondingCurve.realTokens = v;
    },
  ),
  field(
    'curveFee',
    'Curve fee',
    bondingCurveShape.feeBps,
    asNumber,
    numberText,
    (s) => s.bondingCurve.feeBps,
    (s, v) => {
      s.bondingCurve.feeBps = v;
    },
  ),
  field(
    'curveSupply',
    'Curve supply',
    bondingCurveShape.totalSupply,
    asText,
    bigintText,
    (s) => s.bondingCurve.totalSupply,
    (s, v) => {
      s.bondingCurve.totalSupply = v;
    },
  ),
  field(
    'curveDecimals',
    'Curve decimals',
    bondingCurveShape.decimals,
    asNumber,
    numberText,
    (s) => s.bondingCurve.decimals,
    (s, v) => {
      s.bondingCurve.decimals = v;
    },
  ),

  field(
    'solPrice',
    'SOL price',
    solPriceSchema,
    asNumber,
    numberText,
    (s) => s.solPriceUsd,
    (s, v) => {
      s.solPriceUsd = v;
    },
  ),
];

export const ALLOCATION_PARAM = 'alloc';
/** Names last, so they may contain the separator. */
const ROW_SEPARATOR = '_';

function encodeRow(row: AllocationRow): string {
  return [
    row.percent,
    row.unlockedAtLaunchPercent,
    row.cliffMonths,
    row.vestingMonths,
    row.name,
  ].join(ROW_SEPARATOR);
}

function decodeRow(raw: string): AllocationRow | undefined {
  const parts = raw.split(ROW_SEPARATOR);
  if (parts.length < 5) return undefined;
  const [percent = '', unlocked = '', cliff = '', vesting = ''] = parts;
  const result = allocationRowSchema.safeParse({
    name: parts.slice(4).join(ROW_SEPARATOR),
    percent: asNumber(percent),
    unlockedAtLaunchPercent: asNumber(unlocked),
    cliffMonths: asNumber(cliff),
    vestingMonths: asNumber(vesting),
  });
  return result.success ? result.data : undefined;
}

export function encodeScenario(scenario: Scenario): URLSearchParams {
  const params = new URLSearchParams();
  for (const codec of scenarioFields) params.set(codec.key, codec.encode(scenario));
  for (const row of scenario.allocation) params.append(ALLOCATION_PARAM, encodeRow(row));
  return params;
}

function notice(label: string): string {
  return `${label}: the value in the link was not valid, so the default is used.`;
}

export function decodeScenario(params: URLSearchParams): { scenario: Scenario; notices: string[] } {
  const notices: string[] = [];
  const draft = structuredClone(defaultScenario);
  try {
    for (const codec of scenarioFields) {
      const raw = params.get(codec.key);
      if (raw !== null && codec.apply(raw, draft) !== undefined) notices.push(notice(codec.label));
    }

    const rawRows = params.getAll(ALLOCATION_PARAM);
    if (rawRows.length > MAX_ALLOCATION_ROWS) {
      notices.push(
        `Allocation: the link has ${rawRows.length} rows, more than ${MAX_ALLOCATION_ROWS}, so the default allocation is used.`,
      );
    } else if (rawRows.length > 0) {
      const rows = rawRows.map(decodeRow);
      const bad = rows.findIndex((row) => row === undefined);
      if (bad >= 0) {
        notices.push(
          `Allocation: row ${bad + 1} in the link was not valid, so the default allocation is used.`,
        );
      } else {
        draft.allocation = rows.filter((row): row is AllocationRow => row !== undefined);
      }
    }

    // Rules across fields: reset the dependent field, not the whole scenario.
    for (const issue of tokenSetupCrossFieldIssues(draft.token)) {
      const [first, second] = issue.path;
      if (first === 'totalSupply') {
        draft.token.totalSupply = defaultScenario.token.totalSupply;
        notices.push(`Total supply: ${issue.message} The default is used.`);
      } else if (first === 'transferFee' && second === 'basisPoints') {
        draft.token.transferFee = structuredClone(defaultScenario.token.transferFee);
        notices.push(`Transfer fee: ${issue.message} The default is used.`);
      } else if (first === 'transferFee') {
        draft.token.transferFee.maximumFee = defaultScenario.token.transferFee.maximumFee;
        notices.push(`Maximum transfer fee: ${issue.message} The default is used.`);
      }
    }
    const curveIssue = bondingCurveIssue(draft.bondingCurve);
    if (curveIssue) {
      draft.bondingCurve.virtualTokens = defaultScenario.bondingCurve.virtualTokens;
      draft.bondingCurve.realTokens = defaultScenario.bondingCurve.realTokens;
      notices.push(`Real tokens: ${curveIssue} The defaults are used.`);
    }
    return { scenario: draft, notices };
  } catch {
    // Defensive: nothing above should throw, but a shared link must never break the page.
    return {
      scenario: structuredClone(defaultScenario),
      notices: ['The link could not be read, so the defaults are used.'],
    };
  }
}
