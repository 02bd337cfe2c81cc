import { describe, expect, test } from 'vitest';
import { allocationRowSchema, type AllocationRow } from './allocation';
import { defaultScenario, scenarioSchema, type Scenario } from './scenario';
import { decodeScenario, encodeScenario, scenarioFields } from './scenario-url';

const custom: Scenario = {
  token: {
    name: 'Café, "Quoted" & Co',
    symbol: 'CAFÉ',
    decimals: 6,
    totalSupply: 21_000_000n,
    program: 'token-2022',
    transferFee: { basisPoints: 150, maximumFee: 5_000n },
    mintAuthority: 'kept',
    freezeAuthority: 'kept',
    metadataMutable: true,
    lpBurned: false,
  },
  launch: {
    lamportsPerByte: 3_480n,
    onChainMetadata: false,
    metadataUri: 'https://example.com/token.json?x=1&y=2',
    mintCloseAuthority: true,
    permanentDelegate: true,
    tokenAccounts: 3,
    signatures: 5,
    transactions: 2,
    computeUnitPriceMicroLamports: 12_345,
    computeUnitLimit: 300_000,
  },
  pool: {
    enabled: false,
    creationFeeLamports: 200_000_000n,
    seedLamports: 1_234_567_891n,
    seedTokens: 5_000_000n,
    feeBps: 100,
  },
  allocation: [
    {
      name: 'Team_with_underscores',
      percent: 12.5,
      unlockedAtLaunchPercent: 0,
      cliffMonths: 12,
      vestingMonths: 36,
    },
    {
      name: 'Community, "friends"',
      percent: 87.5,
      unlockedAtLaunchPercent: 33.33,
      cliffMonths: 0,
      vestingMonths: 6,
    },
  ],
  bondingCurve: {
    virtualSolLamports: 42_500_000_000n,
    virtualTokens: 2_000_000n,
    realTokens: 1_500_000n,
    feeBps: 50,
    totalSupply: 3_000_000n,
    decimals: 9,
  },
  solPriceUsd: 187.25,
};

function decodeQuery(query: string) {
  return decodeScenario(new URLSearchParams(query));
}

describe('scenario URL', () => {
  test.each([
    ['defaults', defaultScenario],
    ['every field changed', custom],
  ])('round trip: %s', (_name, scenario) => {
    const query = encodeScenario(scenario).toString();
    expect(decodeQuery(query)).toEqual({ scenario, notices: [] });
  });

  // Links made before the field table existed, byte for byte: they must keep opening the same scenario.
  test.each([
    [
      'defaults',
      defaultScenario,
      'name=Academy+Token&symbol=ACAD&decimals=9&supply=1000000000&program=spl-token&feeBps=0&feeMax=0&mintAuthority=revoked&freezeAuthority=revoked&mutable=0&lpBurned=1&rentPerByte=6960&metadata=1&uri=&closeAuthority=0&delegate=0&accounts=1&signatures=2&transactions=1&cuPrice=0&cuLimit=200000&pool=1&poolFeeSol=0.15&seedSol=10&seedTokens=200000000&swapFee=25&curveSol=30&curveTokens=1073000000&curveReal=793100000&curveFee=100&curveSupply=1000000000&curveDecimals=6&solPrice=150&alloc=40_25_0_12_Community&alloc=20_100_0_0_Liquidity&alloc=15_0_12_24_Team&alloc=10_20_0_12_Marketing&alloc=15_10_6_36_Treasury',
    ],
    [
      'every field changed',
      custom,
      'name=Caf%C3%A9%2C+%22Quoted%22+%26+Co&symbol=CAF%C3%89&decimals=6&supply=21000000&program=token-2022&feeBps=150&feeMax=5000&mintAuthority=kept&freezeAuthority=kept&mutable=1&lpBurned=0&rentPerByte=3480&metadata=0&uri=https%3A%2F%2Fexample.com%2Ftoken.json%3Fx%3D1%26y%3D2&closeAuthority=1&delegate=1&accounts=3&signatures=5&transactions=2&cuPrice=12345&cuLimit=300000&pool=0&poolFeeSol=0.2&seedSol=1.234567891&seedTokens=5000000&swapFee=100&curveSol=42.5&curveTokens=2000000&curveReal=1500000&curveFee=50&curveSupply=3000000&curveDecimals=9&solPrice=187.25&alloc=12.5_0_12_36_Team_with_underscores&alloc=87.5_33.33_0_6_Community%2C+%22friends%22',
    ],
  ])('the link format is unchanged: %s', (_name, scenario, link) => {
    expect(encodeScenario(scenario).toString()).toBe(link);
    expect(decodeQuery(link)).toEqual({ scenario, notices: [] });
  });

  test('every field of the scenario schema has exactly one entry in the field table', () => {
    // The allocation rows are a list, carried by their own repeated parameter.
    const schemaPaths = leafPaths(scenarioSchema, [])
      .filter((path) => path[0] !== 'allocation')
      .map((path) => path.join('.'));
    const tablePaths = scenarioFields.map((codec) => codec.path.join('.'));
    expect(schemaPaths.length).toBeGreaterThan(30);
    expect([...tablePaths].sort()).toEqual([...schemaPaths].sort());
    expect(new Set(scenarioFields.map((codec) => codec.key)).size).toBe(scenarioFields.length);
  });

  test('randomised valid scenarios survive the round trip', () => {
    const random = seededRandom(20_261_127);
    const changed = new Set<string>();
    let checked = 0;
    for (let run = 0; run < 150; run += 1) {
      const scenario = randomScenario(random);
      if (!scenarioSchema.safeParse(scenario).success) continue;
      checked += 1;
      for (const codec of scenarioFields) {
        if (codec.encode(scenario) !== codec.encode(defaultScenario)) changed.add(codec.key);
      }
      const link = encodeScenario(scenario).toString();
      expect(decodeQuery(link), link).toEqual({ scenario, notices: [] });
    }
    // The generator must actually reach every field, or the loop above proves little.
    expect(checked).toBeGreaterThan(30);
    expect([...changed].sort()).toEqual(scenarioFields.map((codec) => codec.key).sort());
  });

  test('SOL amounts are written as SOL, not lamports', () => {
    const params = encodeScenario(defaultScenario);
    expect([params.get('seedSol'), params.get('poolFeeSol'), params.get('curveSol')]).toEqual([
      '10',
      '0.15',
      '30',
    ]);
    expect(params.getAll('alloc')[2]).toBe('15_0_12_24_Team');
  });

  test('an empty query gives the defaults and no notices', () => {
    expect(decodeQuery('')).toEqual({ scenario: defaultScenario, notices: [] });
  });

  test('a partial link keeps the other defaults', () => {
    const { scenario, notices } = decodeQuery('decimals=6&program=token-2022&solPrice=99.5');
    expect(notices).toEqual([]);
    expect(scenario).toEqual({
      ...defaultScenario,
      token: { ...defaultScenario.token, decimals: 6, program: 'token-2022' },
      solPriceUsd: 99.5,
    });
  });

  test.each([
    ['decimals=NaN', 'Decimals'],
    ['decimals=-1', 'Decimals'],
    ['decimals=10', 'Decimals'],
    ['decimals=1e3', 'Decimals'],
    ['decimals=', 'Decimals'],
    ['supply=-5', 'Total supply'],
    ['supply=0', 'Total supply'],
    ['supply=1.5', 'Total supply'],
    [`supply=${'9'.repeat(500)}`, 'Total supply'],
    ['name=%3Cscript%3Ealert(1)%3C%2Fscript%3E', 'Token name'],
    [`name=${'a'.repeat(65)}`, 'Token name'],
    ['symbol=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E', 'Symbol'],
    ['program=token-2023', 'Token program'],
    ['program=__proto__', 'Token program'],
    ['mintAuthority=yes', 'Mint authority'],
    ['mutable=maybe', 'Mutable metadata'],
    ['uri=javascript:alert(1)', 'Metadata URI'],
    [`uri=https://e.com/${'a'.repeat(300)}`, 'Metadata URI'],
    ['cuPrice=Infinity', 'Compute-unit price'],
    ['cuLimit=99999999999999999999', 'Compute-unit limit'],
    ['signatures=0', 'Signatures'],
    ['seedSol=-1', 'Seed SOL'],
    ['seedSol=0.0000000001', 'Seed SOL'],
    ['curveSol=0', 'Virtual SOL'],
    ['curveFee=10000', 'Curve fee'],
    ['solPrice=-3', 'SOL price'],
    ['rentPerByte=abc', 'Lamports per byte'],
  ])('hostile %s falls back to the default with a notice naming %s', (query, label) => {
    const { scenario, notices } = decodeQuery(query);
    expect(scenario).toEqual(defaultScenario);
    expect(notices).toEqual([
      `${label}: the value in the link was not valid, so the default is used.`,
    ]);
  });

  test('one bad field does not spoil the good ones', () => {
    const { scenario, notices } = decodeQuery('decimals=banana&symbol=WIF&solPrice=200');
    expect(scenario.token.decimals).toBe(9);
    expect(scenario.token.symbol).toBe('WIF');
    expect(scenario.solPriceUsd).toBe(200);
    expect(notices).toHaveLength(1);
  });

  test('notices never echo the hostile value', () => {
    const { notices } = decodeQuery(
      'name=%3Cscript%3Ealert(1)%3C%2Fscript%3E&uri=javascript:alert(1)',
    );
    expect(notices.join(' ')).not.toMatch(/script|alert/);
  });

  test('more than 12 allocation rows fall back to the default allocation', () => {
    const query = Array.from({ length: 13 }, () => 'alloc=5_0_0_0_Row').join('&');
    const { scenario, notices } = decodeQuery(query);
    expect(scenario.allocation).toEqual(defaultScenario.allocation);
    expect(notices).toEqual([
      'Allocation: the link has 13 rows, more than 12, so the default allocation is used.',
    ]);
  });

  test.each([
    ['alloc=50_0_0_0_A&alloc=50_0_0', 2],
    ['alloc=50_0_0_0_A&alloc=NaN_0_0_0_B', 2],
    ['alloc=150_0_0_0_A', 1],
    ['alloc=50_0_-1_0_A', 1],
    ['alloc=50_0_0_0_%3Cb%3E', 1],
    [`alloc=50_0_0_0_${'n'.repeat(65)}`, 1],
  ])('a malformed row (%s) falls back to the default allocation', (query, row) => {
    const { scenario, notices } = decodeQuery(query);
    expect(scenario.allocation).toEqual(defaultScenario.allocation);
    expect(notices).toEqual([
      `Allocation: row ${row} in the link was not valid, so the default allocation is used.`,
    ]);
  });

  test('rows that do not add up to 100 % are kept: the allocation step reports the gap', () => {
    const { scenario, notices } = decodeQuery('alloc=60_0_0_0_A&alloc=30_0_0_0_B');
    expect(scenario.allocation.map((row) => row.percent)).toEqual([60, 30]);
    expect(notices).toEqual([]);
  });

  test('a supply that is fine alone but overflows a u64 at the chosen decimals is reset', () => {
    const { scenario, notices } = decodeQuery('supply=100000000000&decimals=9');
    expect(scenario.token.totalSupply).toBe(defaultScenario.token.totalSupply);
    expect(scenario.token.decimals).toBe(9);
    expect(notices).toEqual([
      'Total supply: Too large for a u64 at 9 decimals: the largest supply allowed is 18,446,744,073 tokens. The default is used.',
    ]);
    // The same supply at 0 decimals fits.
    expect(decodeQuery('supply=100000000000&decimals=0').notices).toEqual([]);
  });

  test('a transfer fee on classic SPL Token is reset', () => {
    const { scenario, notices } = decodeQuery('program=spl-token&feeBps=100');
    expect(scenario.token.transferFee).toEqual(defaultScenario.token.transferFee);
    expect(notices).toEqual([
      'Transfer fee: Transfer fees need the Token-2022 program. The default is used.',
    ]);
  });

  test('a curve selling more tokens than it holds is reset', () => {
    const { scenario, notices } = decodeQuery('curveTokens=100&curveReal=200');
    expect(scenario.bondingCurve).toEqual(defaultScenario.bondingCurve);
    expect(notices).toHaveLength(1);
  });

  test('whatever comes in, the result passes the scenario schema and decoding never throws', () => {
    const queries = [
      '%E0%A4%A',
      'name=&symbol=&decimals=&supply=',
      '__proto__=1&constructor=x&toString=y',
      'alloc=&alloc=_&alloc=____',
      `decimals=${'9'.repeat(10_000)}`,
      Array.from({ length: 1_000 }, (_, index) => `alloc=1_1_1_1_${index}`).join('&'),
      'supply=18446744073709551616&decimals=0&feeMax=18446744073709551616&program=token-2022',
    ];
    for (const query of queries) {
      const { scenario } = decodeQuery(query);
      expect(scenarioSchema.safeParse(scenario).success).toBe(true);
    }
  });

  test('the decoded scenario is a fresh copy: editing it leaves the defaults alone', () => {
    const { scenario } = decodeQuery('');
    scenario.token.transferFee.basisPoints = 5;
    scenario.allocation.pop();
    expect(defaultScenario.token.transferFee.basisPoints).toBe(0);
    expect(defaultScenario.allocation).toHaveLength(5);
  });
});

/** Paths to the leaves of a zod object schema: nested objects are walked, anything else is a leaf. */
function leafPaths(schema: unknown, prefix: string[]): string[][] {
  if (typeof schema === 'object' && schema !== null && 'shape' in schema) {
    const { shape } = schema;
    if (typeof shape === 'object' && shape !== null) {
      return Object.entries(shape).flatMap(([key, child]) => leafPaths(child, [...prefix, key]));
    }
  }
  return [prefix];
}

/** mulberry32: a small seeded generator, so a failing case is the same on every run. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

// Characters a URL must escape, plus separators and non-ASCII, to stress the encoding.
const CHARACTERS = [...'abcXYZ019 _-&=+%#?/.,"\'éÉß€😀'];
const WORDS = [
  'spl-token',
  'token-2022',
  'kept',
  'revoked',
  'https://example.com/a.json?x=1&y=2',
  'ipfs://bafy',
  'ar://tx',
];

function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

function digits(random: () => number, max: number): string {
  const length = 1 + Math.floor(random() * max);
  return Array.from({ length }, () => pick(random, [...'0123456789'])).join('');
}

/** Link text for a field: sometimes out of range or malformed, which the field's schema then refuses. */
function randomText(random: () => number, key: string): string {
  const kind = random();
  if (kind < 0.25) return pick(random, WORDS);
  if (kind < 0.45) return pick(random, ['0', '1', 'true', 'false']);
  if (kind < 0.8) {
    const number = digits(random, key.endsWith('Sol') ? 4 : 10);
    return random() < 0.3 ? `${number}.${digits(random, 9)}` : number;
  }
  return Array.from({ length: Math.floor(random() * 24) }, () => pick(random, CHARACTERS)).join('');
}

/** A scenario built field by field from random link text each field's own codec accepted. */
function randomScenario(random: () => number): Scenario {
  const scenario = structuredClone(defaultScenario);
  for (const codec of scenarioFields) {
    for (let attempt = 0; attempt < 40; attempt += 1) {
      if (codec.apply(randomText(random, codec.key), scenario) === undefined) break;
    }
  }
  const rows: AllocationRow[] = [];
  const count = 1 + Math.floor(random() * 12);
  while (rows.length < count) {
    const row = allocationRowSchema.safeParse({
      name: randomText(random, 'name'),
      percent: Number((random() * 100).toFixed(2)),
      unlockedAtLaunchPercent: Number((random() * 100).toFixed(random() < 0.5 ? 0 : 2)),
      cliffMonths: Math.floor(random() * 48),
      vestingMonths: Math.floor(random() * 48),
    });
    if (row.success) rows.push(row.data);
  }
  scenario.allocation = rows;
  return scenario;
}
