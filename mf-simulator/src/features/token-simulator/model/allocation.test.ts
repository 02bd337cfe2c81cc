import { describe, expect, test } from 'vitest';
import {
  SCHEDULE_MONTHS,
  allocationRowsSchema,
  allocationSchema,
  defaultAllocation,
  percentToBasisPoints,
  rowTotals,
  unlockSchedule,
  unlockedAt,
  validateAllocation,
  type AllocationRow,
} from './allocation';

const TOKEN = 10n ** 9n;
const SUPPLY = 1_000_000_000n * TOKEN;

function row(overrides: Partial<AllocationRow>): AllocationRow {
  return {
    name: 'Row',
    percent: 100,
    unlockedAtLaunchPercent: 0,
    cliffMonths: 0,
    vestingMonths: 0,
    ...overrides,
  };
}

describe('allocation model', () => {
  test('the defaults add up to exactly 100 % and pass the schema', () => {
    expect(validateAllocation(defaultAllocation)).toEqual({ ok: true });
    expect(allocationSchema.safeParse(defaultAllocation).success).toBe(true);
    expect(defaultAllocation.map((entry) => entry.name)).toEqual([
      'Community',
      'Liquidity',
      'Team',
      'Marketing',
      'Treasury',
    ]);
    expect(defaultAllocation.find((entry) => entry.name === 'Team')).toMatchObject({
      cliffMonths: 12,
      vestingMonths: 24,
    });
  });

  test.each([
    [[40, 20, 15, 10, 10], 'Allocations add up to 95 %: 5 % left to assign', 500],
    [[40, 20, 15, 10, 18], 'Allocations add up to 103 %: 3 % over', -300],
    [[33.33, 33.33, 33.33], 'Allocations add up to 99.99 %: 0.01 % left to assign', 1],
    [[50.5, 50], 'Allocations add up to 100.5 %: 0.5 % over', -50],
  ])('rows %j: %s', (percents, message, difference) => {
    const check = validateAllocation(percents.map((percent) => row({ percent })));
    expect(check).toEqual({ ok: false, message, differenceBasisPoints: difference });
  });

  test('sums are exact in basis points where floats are not (48.27 + 30.75 + 20.98)', () => {
    expect(48.27 + 30.75 + 20.98).toBe(100.00000000000001);
    expect(validateAllocation([48.27, 30.75, 20.98].map((percent) => row({ percent })))).toEqual({
      ok: true,
    });
    expect(validateAllocation([33.33, 33.33, 33.34].map((percent) => row({ percent })))).toEqual({
      ok: true,
    });
  });

  test.each([
    [12.34, 1234],
    [0.01, 1],
    [100, 10_000],
    [12.345, undefined],
    [Number.NaN, undefined],
  ])('percentToBasisPoints(%s) is %s', (percent, basisPoints) => {
    expect(percentToBasisPoints(percent)).toBe(basisPoints);
  });

  test.each([
    [{ percent: 101 }, 'Share must be between 0 and 100.'],
    [{ percent: -1 }, 'Share must be between 0 and 100.'],
    [{ percent: 10.123 }, 'Share can have at most 2 decimals.'],
    [{ unlockedAtLaunchPercent: 120 }, 'Unlocked at launch must be between 0 and 100.'],
    [{ cliffMonths: 1.5 }, 'Cliff must be a whole number of months.'],
    [{ vestingMonths: -3 }, 'Vesting cannot be negative.'],
    [{ name: '' }, 'Give the allocation a name.'],
    [{ name: 'x'.repeat(65) }, 'Name can be at most 64 characters.'],
  ])('row schema message for %o', (overrides, message) => {
    const result = allocationRowsSchema.safeParse([row(overrides)]);
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toContain(
      message,
    );
  });

  test('1 to 12 rows', () => {
    expect(allocationRowsSchema.safeParse([]).success).toBe(false);
    expect(
      allocationRowsSchema.safeParse(Array.from({ length: 12 }, () => row({ percent: 0 }))).success,
    ).toBe(true);
    expect(
      allocationRowsSchema.safeParse(Array.from({ length: 13 }, () => row({ percent: 0 }))).success,
    ).toBe(false);
  });

  test('row totals add up to the whole supply with no dust, even for thirds of an odd amount', () => {
    const rows = [33.33, 33.33, 33.34].map((percent) => row({ percent }));
    const totals = rowTotals(rows, 1_000_001n);
    expect(totals.reduce((sum, total) => sum + total, 0n)).toBe(1_000_001n);
    expect(totals).toEqual([333_300n, 333_300n, 333_401n]);
  });

  test('the default schedule at 1,000,000,000 tokens and 9 decimals', () => {
    const schedule = unlockSchedule(defaultAllocation, SUPPLY, 9);
    expect(schedule.months).toHaveLength(SCHEDULE_MONTHS + 1);
    const byName = Object.fromEntries(schedule.rows.map((entry) => [entry.name, entry]));
    // Community 40 %: 25 % at launch, then 300 M over 12 months.
    expect(byName.Community?.circulating[0]).toBe(100_000_000n * TOKEN);
    expect(byName.Community?.circulating[1]).toBe(125_000_000n * TOKEN);
    expect(byName.Community?.circulating[12]).toBe(400_000_000n * TOKEN);
    // Team 15 %: nothing until the 12-month cliff, then 1/24 a month from month 13.
    expect(byName.Team?.circulating[12]).toBe(0n);
    expect(byName.Team?.circulating[13]).toBe(6_250_000n * TOKEN);
    expect(byName.Team?.circulating[35]).toBe(143_750_000n * TOKEN);
    expect(byName.Team?.circulating[36]).toBe(150_000_000n * TOKEN);
    // Treasury 15 %: 10 % at launch, 6-month cliff, 36 months of vesting.
    expect(byName.Treasury?.circulating[6]).toBe(15_000_000n * TOKEN);
    expect(byName.Treasury?.circulating[7]).toBe(18_750_000n * TOKEN);
    expect(byName.Treasury?.circulating[42]).toBe(150_000_000n * TOKEN);
    // Marketing: 80 M / 12 is not whole: base units are floored.
    expect(byName.Marketing?.circulating[1]).toBe(26_666_666_666_666_666n);
    expect(byName.Marketing?.circulatingTokens[1]).toBeCloseTo(26_666_666.666_667, 6);

    expect(schedule.totalCirculating[0]).toBe(335_000_000n * TOKEN);
    expect(schedule.circulatingPercent[0]).toBe(33.5);
    expect(schedule.totalCirculating[SCHEDULE_MONTHS]).toBe(SUPPLY);
    expect(schedule.circulatingPercent[SCHEDULE_MONTHS]).toBe(100);
    expect(schedule.totalCirculatingTokens[SCHEDULE_MONTHS]).toBe(1_000_000_000);
  });

  test('circulating supply never decreases', () => {
    const { totalCirculating } = unlockSchedule(defaultAllocation, SUPPLY, 9);
    totalCirculating
      .slice(1)
      .forEach((value, index) => expect(value >= (totalCirculating[index] ?? 0n)).toBe(true));
  });

  test('100 % to one allocation unlocked at launch is all out at month 0', () => {
    const schedule = unlockSchedule([row({ unlockedAtLaunchPercent: 100 })], SUPPLY, 9);
    expect(schedule.totalCirculating.every((value) => value === SUPPLY)).toBe(true);
  });

  test('100 % to one allocation with 0 vesting and no cliff unlocks at month 0', () => {
    expect(unlockSchedule([row({})], SUPPLY, 9).totalCirculating[0]).toBe(SUPPLY);
  });

  test('0 vesting: the remainder unlocks at the cliff, all at once', () => {
    const entry = row({ unlockedAtLaunchPercent: 10, cliffMonths: 6 });
    expect(unlockedAt(entry, 1_000n, 0)).toBe(100n);
    expect(unlockedAt(entry, 1_000n, 5)).toBe(100n);
    expect(unlockedAt(entry, 1_000n, 6)).toBe(1_000n);
  });

  test('a cliff longer than the 48-month horizon shows only the launch unlock', () => {
    const schedule = unlockSchedule(
      [row({ unlockedAtLaunchPercent: 5, cliffMonths: 60, vestingMonths: 12 })],
      SUPPLY,
      9,
    );
    expect(new Set(schedule.totalCirculating)).toEqual(new Set([SUPPLY / 20n]));
    expect(unlockedAt(row({ cliffMonths: 60, vestingMonths: 12 }), 1_200n, 72)).toBe(1_200n);
  });

  test.each([
    [0, 0n],
    [3, 0n],
    [4, 100n],
    [9, 600n],
    [15, 1_200n],
    [16, 1_200n],
  ])('cliff 3, vesting 12 on 1,200 units: month %i has %s out', (month, expected) => {
    expect(unlockedAt(row({ cliffMonths: 3, vestingMonths: 12 }), 1_200n, month)).toBe(expected);
  });

  test('a custom horizon and 0 decimals', () => {
    const schedule = unlockSchedule([row({ vestingMonths: 4 })], 100n, 0, 6);
    expect(schedule.months).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(schedule.totalCirculatingTokens).toEqual([0, 25, 50, 75, 100, 100, 100]);
  });
});
