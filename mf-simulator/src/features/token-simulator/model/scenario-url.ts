import type { z } from '@tla/federated/zod';
import { MAX_ALLOCATION_ROWS, allocationRowSchema, type AllocationRow } from './allocation';
import { lamportsToSol, solToLamports } from './lamports';
import { tokenSetupCrossFieldIssues, tokenSetupShape } from './token-setup';
import {
  bondingCurveIssue,
  bondingCurveShape,
  defaultScenario,
  launchOptionsShape,
  poolOptionsShape,
  scenarioSchema,
  type Scenario,
} from './scenario';

/**
 * Share a scenario through the URL. Decoding is field by field and never throws: a value that is
 * missing keeps the default quietly; a value that is present but invalid (NaN, negative, huge, markup,
 * unknown enum, too long…) keeps the default and adds a notice naming the field. Notices never echo
 * the value itself, so hostile text cannot reach the page through them.
 *
 * Each field is one row of `scenarioFields`: its URL key, its label, how its value is written as
 * text (a `Format`) and where it lives in the scenario. What a valid value is comes from the
 * scenario's own zod schema at that place, so the link, the form and saved scenarios share one rule.
 */

export interface FieldCodec {
  key: string;
  label: string;
  /** Where the value lives in a scenario, e.g. `['token', 'transferFee', 'basisPoints']`. */
  path: readonly string[];
  encode: (scenario: Scenario) => string;
  /**
   * Reads `raw` into `draft` when it is valid; otherwise leaves `draft` alone and returns the first
   * error message (the form shows it under the field; URL decoding only counts it).
   */
  apply: (raw: string, draft: Scenario) => string | undefined;
}

/** How a value is written in a link and read back; the field's schema then decides if it is valid. */
interface Format<V> {
  read: (raw: string) => unknown;
  write: (value: V) => string;
  /** The message when `read` finds no candidate at all, instead of the schema's. */
  unreadable?: (label: string) => string;
}

/** A plain decimal number as typed or linked ("12", "-3", "0.25"); anything else is NaN, which schemas reject. */
export const readNumber = (raw: string) =>
  /^-?\d{1,16}(\.\d{1,8})?$/.test(raw.trim()) ? Number(raw) : Number.NaN;

/** Names, symbols, enums and URIs: the text as it is. */
const text: Format<string> = { read: (raw) => raw, write: (value) => value };
const number: Format<number> = { read: readNumber, write: String };
/** Whole tokens and lamports: digits, which the bigint schemas parse themselves. */
const whole: Format<bigint> = { read: (raw) => raw, write: (value) => value.toString() };
const boolean: Format<boolean> = {
  read: (raw) =>
    raw === '1' || raw === 'true' ? true : raw === '0' || raw === 'false' ? false : raw,
  write: (value) => (value ? '1' : '0'),
};
/** Lamports written as SOL ("0.15"): readers type SOL, and the error says what a SOL amount looks like. */
const sol: Format<bigint> = {
  read: solToLamports,
  write: lamportsToSol,
  unreadable: (label) => `${label} must be an amount of SOL with at most 9 decimals.`,
};

/** One value of the scenario: where it is, its schema, and how to read and write it there. */
interface Place<V> {
  path: readonly string[];
  schema: z.ZodType<V, unknown>;
  get: (scenario: Scenario) => V;
  set: (scenario: Scenario, value: V) => void;
}

/** The places inside one object of the scenario, each checked by the schema of the same name. */
function section<T extends object>(
  path: readonly string[],
  locate: (scenario: Scenario) => T,
  shape: { [K in keyof T]: z.ZodType<T[K], unknown> },
) {
  return <K extends keyof T & string>(key: K): Place<T[K]> => ({
    path: [...path, key],
    schema: shape[key],
    get: (scenario) => locate(scenario)[key],
    set: (scenario, value) => {
      locate(scenario)[key] = value;
    },
  });
}

function field<V>(key: string, label: string, format: Format<V>, place: Place<V>): FieldCodec {
  return {
    key,
    label,
    path: place.path,
    encode: (scenario) => format.write(place.get(scenario)),
    apply: (raw, draft) => {
      const value = format.read(raw);
      if (value === undefined && format.unreadable) return format.unreadable(label);
      const result = place.schema.safeParse(value);
      if (result.success) {
        place.set(draft, result.data);
        return undefined;
      }
      return result.error.issues[0]?.message ?? `${label} is not valid.`;
    },
  };
}

const token = section(['token'], (s) => s.token, tokenSetupShape);
const fee = section(
  ['token', 'transferFee'],
  (s) => s.token.transferFee,
  tokenSetupShape.transferFee.shape,
);
const launch = section(['launch'], (s) => s.launch, launchOptionsShape);
const pool = section(['pool'], (s) => s.pool, poolOptionsShape);
const curve = section(['bondingCurve'], (s) => s.bondingCurve, bondingCurveShape);
const root = section([], (s) => s, scenarioSchema.shape);

/**
 * Every scalar field of a scenario, in page order; the form edits them through the same codecs.
 * Keys and order are the link format: links already shared must keep opening the same scenario.
 */
export const scenarioFields: readonly FieldCodec[] = [
  field('name', 'Token name', text, token('name')),
  field('symbol', 'Symbol', text, token('symbol')),
  field('decimals', 'Decimals', number, token('decimals')),
  field('supply', 'Total supply', whole, token('totalSupply')),
  field('program', 'Token program', text, token('program')),
  field('feeBps', 'Transfer fee', number, fee('basisPoints')),
  field('feeMax', 'Maximum transfer fee', whole, fee('maximumFee')),
  field('mintAuthority', 'Mint authority', text, token('mintAuthority')),
  field('freezeAuthority', 'Freeze authority', text, token('freezeAuthority')),
  field('mutable', 'Mutable metadata', boolean, token('metadataMutable')),
  field('lpBurned', 'LP burned', boolean, token('lpBurned')),

  field('rentPerByte', 'Lamports per byte', whole, launch('lamportsPerByte')),
  field('metadata', 'On-chain metadata', boolean, launch('onChainMetadata')),
  field('uri', 'Metadata URI', text, launch('metadataUri')),
  field('closeAuthority', 'Mint close authority', boolean, launch('mintCloseAuthority')),
  field('delegate', 'Permanent delegate', boolean, launch('permanentDelegate')),
  field('accounts', 'Token accounts', number, launch('tokenAccounts')),
  field('signatures', 'Signatures', number, launch('signatures')),
  field('transactions', 'Transactions', number, launch('transactions')),
  field('cuPrice', 'Compute-unit price', number, launch('computeUnitPriceMicroLamports')),
  field('cuLimit', 'Compute-unit limit', number, launch('computeUnitLimit')),

  field('pool', 'Pool', boolean, pool('enabled')),
  field('poolFeeSol', 'Pool creation fee', sol, pool('creationFeeLamports')),
  field('seedSol', 'Seed SOL', sol, pool('seedLamports')),
  field('seedTokens', 'Seed tokens', whole, pool('seedTokens')),
  field('swapFee', 'Pool fee', number, pool('feeBps')),

  field('curveSol', 'Virtual SOL', sol, curve('virtualSolLamports')),
  field('curveTokens', 'Virtual tokens', whole, curve('virtualTokens')),
  field('curveReal', 'Real tokens', whole, curve('realTokens')),
  field('curveFee', 'Curve fee', number, curve('feeBps')),
  field('curveSupply', 'Curve supply', whole, curve('totalSupply')),
  field('curveDecimals', 'Curve decimals', number, curve('decimals')),

  field('solPrice', 'SOL price', number, root('solPriceUsd')),
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
    percent: readNumber(percent),
    unlockedAtLaunchPercent: readNumber(unlocked),
    cliffMonths: readNumber(cliff),
    vestingMonths: readNumber(vesting),
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
