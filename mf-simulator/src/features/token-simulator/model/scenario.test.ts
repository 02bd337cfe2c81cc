import { describe, expect, test } from 'vitest';
import { launchCost } from './launch-cost';
import { spotPrice } from './liquidity-pool';
import {
  defaultScenario,
  scenarioSchema,
  toLaunchCostInput,
  toPool,
  totalSupplyBase,
  type Scenario,
} from './scenario';

function withToken(overrides: Partial<Scenario['token']>): Scenario {
  return { ...defaultScenario, token: { ...defaultScenario.token, ...overrides } };
}

function messages(input: unknown): string[] {
  const result = scenarioSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('scenario model', () => {
  test('the defaults pass the schema unchanged', () => {
    expect(scenarioSchema.parse(defaultScenario)).toEqual(defaultScenario);
  });

  test.each([
    [
      withToken({ totalSupply: 18_446_744_074n }),
      'token.totalSupply: Too large for a u64 at 9 decimals: the largest supply allowed is 18,446,744,073 tokens.',
    ],
    [
      withToken({ transferFee: { basisPoints: 50, maximumFee: 0n } }),
      'token.transferFee.basisPoints: Transfer fees need the Token-2022 program.',
    ],
    [
      {
        ...defaultScenario,
        bondingCurve: { ...defaultScenario.bondingCurve, realTokens: 2_000_000_000n },
      },
      'bondingCurve.realTokens: Real tokens must be fewer than virtual tokens.',
    ],
    [
      {
        ...defaultScenario,
        launch: { ...defaultScenario.launch, metadataUri: 'javascript:alert(1)' },
      },
      'launch.metadataUri: Metadata URI must start with https://, ipfs:// or ar://.',
    ],
    [{ ...defaultScenario, solPriceUsd: Number.NaN }, 'solPriceUsd: SOL price must be a number.'],
    [{ ...defaultScenario, allocation: [] }, 'allocation: Add at least one allocation.'],
  ])('the schema names the broken field (%#)', (input, message) => {
    expect(messages(input)).toContain(message);
  });

  test('a draft allocation that does not add up to 100 % is still a valid scenario', () => {
    const draft = { ...defaultScenario, allocation: defaultScenario.allocation.slice(0, 2) };
    expect(scenarioSchema.safeParse(draft).success).toBe(true);
  });

  test('the default scenario costs the reference classic launch plus the pool', () => {
    const cost = launchCost(toLaunchCostInput(defaultScenario));
    expect(cost.items.map((item) => [item.id, item.lamports])).toEqual([
      ['mint-rent', 1_461_600n],
      ['token-account-rent', 2_039_280n],
      ['metadata-rent', 5_115_600n],
      ['metadata-fee', 10_000_000n],
      ['signature-fees', 10_000n],
      ['pool-creation-fee', 150_000_000n],
      ['pool-seed-liquidity', 10_000_000_000n],
    ]);
  });

  test('a transfer fee reaches the launch cost only for Token-2022', () => {
    const fee = { basisPoints: 100, maximumFee: 10n };
    expect(toLaunchCostInput(withToken({ transferFee: fee })).transferFeeBasisPoints).toBe(0);
    expect(
      toLaunchCostInput(withToken({ program: 'token-2022', transferFee: fee }))
        .transferFeeBasisPoints,
    ).toBe(100);
  });

  test('the pool is seeded with 10 SOL against 200 M tokens: 5e-8 SOL a token', () => {
    const pool = toPool(defaultScenario);
    expect(pool.tokenReserve).toBe(200_000_000n * 10n ** 9n);
    expect(spotPrice(pool)).toBeCloseTo(5e-8, 20);
    expect(totalSupplyBase(defaultScenario)).toBe(10n ** 18n);
  });
});
