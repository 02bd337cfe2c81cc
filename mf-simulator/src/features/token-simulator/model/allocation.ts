import { z } from '@tla/federated/zod';

export const SCHEDULE_MONTHS = 48;
export const MAX_ALLOCATION_ROWS = 12;
export const MAX_ROW_NAME_LENGTH = 64;
const FULL_BPS = 10_000;

export interface AllocationRow {
  name: string;
  /** Share of total supply, 0–100 with up to 2 decimals. */
  percent: number;
  /** Share of this row unlocked at launch (month 0), 0–100 with up to 2 decimals. */
  unlockedAtLaunchPercent: number;
  cliffMonths: number;
  vestingMonths: number;
}

export const defaultAllocation: AllocationRow[] = [
  {
    name: 'Community',
    percent: 40,
    unlockedAtLaunchPercent: 25,
    cliffMonths: 0,
    vestingMonths: 12,
  },
  {
    name: 'Liquidity',
    percent: 20,
    unlockedAtLaunchPercent: 100,
    cliffMonths: 0,
    vestingMonths: 0,
  },
  { name: 'Team', percent: 15, unlockedAtLaunchPercent: 0, cliffMonths: 12, vestingMonths: 24 },
  {
    name: 'Marketing',
    percent: 10,
    unlockedAtLaunchPercent: 20,
    cliffMonths: 0,
    vestingMonths: 12,
  },
  { name: 'Treasury', percent: 15, unlockedAtLaunchPercent: 10, cliffMonths: 6, vestingMonths: 36 },
];

/**
 * Percent (up to 2 decimals) → integer basis points, so sums are exact: 0.1 + 0.2 ≠ 0.3 in floats,
 * but 10 + 20 = 30 in basis points. Returns undefined for more than 2 decimals.
 */
export function percentToBasisPoints(percent: number): number | undefined {
  if (!Number.isFinite(percent)) return undefined;
  const basisPoints = Math.round(percent * 100);
  return Math.abs(basisPoints - percent * 100) < 1e-6 ? basisPoints : undefined;
}

/** 9550 → "95.5". */
export function basisPointsToPercentText(basisPoints: number): string {
  const sign = basisPoints < 0 ? '-' : '';
  const absolute = Math.abs(basisPoints);
  const fraction = (absolute % 100).toString().padStart(2, '0').replace(/0+$/, '');
  return `${sign}${Math.trunc(absolute / 100)}${fraction ? `.${fraction}` : ''}`;
}

function isUnsafeCharacter(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return character === '<' || character === '>' || code < 0x20 || code === 0x7f;
}

function percentSchema(label: string) {
  return z
    .number({ error: `${label} must be a number.` })
    .min(0, `${label} must be between 0 and 100.`)
    .max(100, `${label} must be between 0 and 100.`)
    .refine(
      (value) => percentToBasisPoints(value) !== undefined,
      `${label} can have at most 2 decimals.`,
    );
}

function monthsSchema(label: string) {
  return z
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number of months.`)
    .min(0, `${label} cannot be negative.`)
    .max(600, `${label} can be at most 600 months.`);
}

export const allocationRowSchema = z.object({
  name: z
    .string({ error: 'Name must be text.' })
    .trim()
    .min(1, 'Give the allocation a name.')
    .max(MAX_ROW_NAME_LENGTH, `Name can be at most ${MAX_ROW_NAME_LENGTH} characters.`)
    .refine(
      (value) => ![...value].some(isUnsafeCharacter),
      "Name can't contain <, > or control characters.",
    ),
  percent: percentSchema('Share'),
  unlockedAtLaunchPercent: percentSchema('Unlocked at launch'),
  cliffMonths: monthsSchema('Cliff'),
  vestingMonths: monthsSchema('Vesting'),
});

/** The shape only (1–12 rows); a draft that does not add up to 100 % yet still passes. */
export const allocationRowsSchema = z
  .array(allocationRowSchema)
  .min(1, 'Add at least one allocation.')
  .max(MAX_ALLOCATION_ROWS, `At most ${MAX_ALLOCATION_ROWS} allocations.`);

export type AllocationCheck =
  { ok: true } | { ok: false; differenceBasisPoints: number; message: string };

/** The rows must add up to exactly 100 %, compared in integer basis points. */
export function validateAllocation(rows: readonly AllocationRow[]): AllocationCheck {
  const sum = rows.reduce(
    (total, row) => total + (percentToBasisPoints(row.percent) ?? Number.NaN),
    0,
  );
  if (Number.isNaN(sum)) {
    return {
      ok: false,
      differenceBasisPoints: Number.NaN,
      message: 'Shares can have at most 2 decimals.',
    };
  }
  if (sum === FULL_BPS) return { ok: true };
  const difference = FULL_BPS - sum;
  const summary = `Allocations add up to ${basisPointsToPercentText(sum)} %`;
  return {
    ok: false,
    differenceBasisPoints: difference,
    message:
      difference > 0
        ? `${summary}: ${basisPointsToPercentText(difference)} % left to assign`
        : `${summary}: ${basisPointsToPercentText(-difference)} % over`,
  };
}

/** The same check as a schema, for forms. */
export const allocationSchema = allocationRowsSchema.superRefine((rows, context) => {
  const check = validateAllocation(rows);
  if (!check.ok) context.addIssue({ code: 'custom', message: check.message });
});

/**
 * Base units unlocked by the end of `month`: the launch unlock at month 0, then the rest linearly over
 * months cliff+1 … cliff+vesting (all out after cliff+vesting). With no vesting, the rest unlocks at the cliff.
 */
export function unlockedAt(row: AllocationRow, rowTotal: bigint, month: number): bigint {
  const launch =
    (rowTotal * BigInt(percentToBasisPoints(row.unlockedAtLaunchPercent) ?? 0)) / BigInt(FULL_BPS);
  const rest = rowTotal - launch;
  if (row.vestingMonths === 0) return month >= row.cliffMonths ? rowTotal : launch;
  const vested = Math.min(Math.max(month - row.cliffMonths, 0), row.vestingMonths);
  return launch + (rest * BigInt(vested)) / BigInt(row.vestingMonths);
}

/**
 * Each row's share of the supply in base units. Cumulative rounding (floor of the running total)
 * makes the rows add up to exactly supply × sum / 100 %, with no dust lost.
 */
export function rowTotals(rows: readonly AllocationRow[], totalSupplyBase: bigint): bigint[] {
  let cumulativeBps = 0n;
  let previous = 0n;
  return rows.map((row) => {
    cumulativeBps += BigInt(percentToBasisPoints(row.percent) ?? 0);
    const upTo = (totalSupplyBase * cumulativeBps) / BigInt(FULL_BPS);
    const share = upTo - previous;
    previous = upTo;
    return share;
  });
}

/** Base units → whole tokens as a float, for charts only. */
export function baseUnitsToNumber(base: bigint, decimals: number): number {
  const scale = 10n ** BigInt(decimals);
  return Number(base / scale) + Number(base % scale) / Number(scale);
}

export interface ScheduleRow {
  name: string;
  total: bigint;
  /** Circulating base units at months 0…horizon. */
  circulating: bigint[];
  /** The same in whole tokens, for charts. */
  circulatingTokens: number[];
}

export interface Schedule {
  months: number[];
  rows: ScheduleRow[];
  totalCirculating: bigint[];
  totalCirculatingTokens: number[];
  /** Share of total supply in circulation, 0–100. */
  circulatingPercent: number[];
}

export function unlockSchedule(
  rows: readonly AllocationRow[],
  totalSupplyBase: bigint,
  decimals: number,
  horizonMonths: number = SCHEDULE_MONTHS,
): Schedule {
  const months = Array.from({ length: horizonMonths + 1 }, (_, month) => month);
  const totals = rowTotals(rows, totalSupplyBase);
  const scheduleRows = rows.map((row, index) => {
    const total = totals[index] ?? 0n;
    const circulating = months.map((month) => unlockedAt(row, total, month));
    return {
      name: row.name,
      total,
      circulating,
      circulatingTokens: circulating.map((base) => baseUnitsToNumber(base, decimals)),
    };
  });
  const totalCirculating = months.map((month) =>
    scheduleRows.reduce((sum, row) => sum + (row.circulating[month] ?? 0n), 0n),
  );
  return {
    months,
    rows: scheduleRows,
    totalCirculating,
    totalCirculatingTokens: totalCirculating.map((base) => baseUnitsToNumber(base, decimals)),
    circulatingPercent: totalCirculating.map((base) =>
      totalSupplyBase === 0n ? 0 : Number((base * 1_000_000n) / totalSupplyBase) / 10_000,
    ),
  };
}
