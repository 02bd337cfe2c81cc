// @vitest-environment node
import { describe, expect, test } from 'vitest';
import {
  U64_MAX,
  defaultTokenSetup,
  formatBasisPoints,
  maxSupplyForDecimals,
  riskChecklist,
  supplyError,
  symbolHint,
  toBaseUnits,
  tokenSetupSchema,
  type TokenSetup,
} from './token-setup';

describe('token-setup model', () => {
  test('u64 max is 2^64 − 1 = 18,446,744,073,709,551,615', () => {
    expect(U64_MAX).toBe(2n ** 64n - 1n);
    expect(U64_MAX).toBe(18_446_744_073_709_551_615n);
  });

  test.each([
    [9, 18_446_744_073n],
    [6, 18_446_744_073_709n],
    [0, 18_446_744_073_709_551_615n],
  ])('largest supply at %i decimals is %s tokens', (decimals, expected) => {
    expect(maxSupplyForDecimals(decimals)).toBe(expected);
    expect(toBaseUnits(expected, decimals) <= U64_MAX).toBe(true);
    expect(toBaseUnits(expected + 1n, decimals) > U64_MAX).toBe(true);
  });

  test.each([
    [18_446_744_074n, 9, 'the largest supply allowed is 18,446,744,073 tokens'],
    [
      18_446_744_073_709_551_616n,
      0,
      'the largest supply allowed is 18,446,744,073,709,551,615 tokens',
    ],
  ])(
    'supply %s at %i decimals is refused with the largest allowed supply',
    (supply, decimals, message) => {
      expect(supplyError(supply, decimals)).toContain(message);
    },
  );

  test('a supply that fits has no error, including exactly u64 max at 0 decimals', () => {
    expect(supplyError(18_446_744_073n, 9)).toBeUndefined();
    expect(supplyError(U64_MAX, 0)).toBeUndefined();
    expect(supplyError(defaultTokenSetup.totalSupply, defaultTokenSetup.decimals)).toBeUndefined();
  });

  test.each([
    ['AB', true],
    ['ABC', false],
    ['ABCDE', false],
    ['ABCDEF', true],
  ])('symbol %s gives a hint: %s', (symbol, hasHint) => {
    expect(symbolHint(symbol) !== undefined).toBe(hasHint);
  });

  test('a 6-letter symbol is only a hint: the schema accepts it', () => {
    expect(tokenSetupSchema.safeParse({ ...defaultTokenSetup, symbol: 'ABCDEF' }).success).toBe(
      true,
    );
  });

  test('the schema accepts the defaults, a supply string with separators, and a bigint', () => {
    expect(tokenSetupSchema.parse(defaultTokenSetup)).toEqual(defaultTokenSetup);
    expect(
      tokenSetupSchema.parse({ ...defaultTokenSetup, totalSupply: '1,000,000' }).totalSupply,
    ).toBe(1_000_000n);
    expect(
      tokenSetupSchema.parse({ ...defaultTokenSetup, totalSupply: ' 21_000_000 ' }).totalSupply,
    ).toBe(21_000_000n);
  });

  function messagesFor(input: Partial<Record<keyof TokenSetup, unknown>>) {
    const result = tokenSetupSchema.safeParse({ ...defaultTokenSetup, ...input });
    return result.success
      ? []
      : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  }

  test.each([
    [{ name: '' }, 'name: Name is required.'],
    [{ name: 'x'.repeat(33) }, 'name: Name can be at most 32 bytes.'],
    [{ name: '<script>alert(1)</script>' }, "name: Name can't contain <, > or control characters."],
    [{ symbol: 'TOOLONGSYMB' }, 'symbol: Symbol can be at most 10 bytes.'],
    [{ decimals: 10 }, 'decimals: Decimals must be between 0 and 9.'],
    [{ decimals: 1.5 }, 'decimals: Decimals must be a whole number.'],
    [{ totalSupply: '0' }, 'totalSupply: Total supply must be at least 1 token.'],
    [{ totalSupply: '1.5' }, 'totalSupply: Total supply must be a whole number of tokens.'],
    [{ totalSupply: '-5' }, 'totalSupply: Total supply must be a whole number of tokens.'],
    [{ program: 'token-2023' }, 'program: Program must be spl-token or token-2022.'],
    [{ mintAuthority: 'maybe' }, 'mintAuthority: Authority must be revoked or kept.'],
    [
      { program: 'token-2022', transferFee: { basisPoints: 10_001, maximumFee: 0n } },
      'transferFee.basisPoints: Transfer fee must be between 0 and 10,000 basis points.',
    ],
    [
      { transferFee: { basisPoints: 100, maximumFee: 5n } },
      'transferFee.basisPoints: Transfer fees need the Token-2022 program.',
    ],
    [
      { totalSupply: 18_446_744_074n },
      'totalSupply: Too large for a u64 at 9 decimals: the largest supply allowed is 18,446,744,073 tokens.',
    ],
  ])('schema message for %o', (input, message) => {
    expect(messagesFor(input)).toContain(message);
  });

  test('the name limit counts UTF-8 bytes, not characters', () => {
    expect(messagesFor({ name: 'é'.repeat(16) })).toEqual([]);
    expect(messagesFor({ name: 'é'.repeat(17) })).toContain('name: Name can be at most 32 bytes.');
  });

  test('the safe defaults give an all-ok checklist of four items', () => {
    const items = riskChecklist(defaultTokenSetup);
    expect(items.map((item) => item.id)).toEqual([
      'mint-authority',
      'freeze-authority',
      'metadata-mutable',
      'lp-burned',
    ]);
    expect(items.every((item) => item.status === 'ok')).toBe(true);
  });

  test('every risky choice is a warning, and a Token-2022 transfer fee adds an item', () => {
    const items = riskChecklist({
      ...defaultTokenSetup,
      program: 'token-2022',
      transferFee: { basisPoints: 250, maximumFee: 1_000n },
      mintAuthority: 'kept',
      freezeAuthority: 'kept',
      metadataMutable: true,
      lpBurned: false,
    });
    expect(items.map((item) => [item.id, item.status])).toEqual([
      ['mint-authority', 'warning'],
      ['freeze-authority', 'warning'],
      ['metadata-mutable', 'warning'],
      ['lp-burned', 'warning'],
      ['transfer-fee', 'warning'],
    ]);
    expect(items.at(-1)?.label).toBe('Transfer fee of 2.5 %');
    expect(items.at(-1)?.explanation).toContain('at most 1,000 tokens');
  });

  test('a zero transfer fee adds no item', () => {
    const items = riskChecklist({ ...defaultTokenSetup, program: 'token-2022' });
    expect(items.some((item) => item.id === 'transfer-fee')).toBe(false);
  });

  test.each([
    [0, '0 %'],
    [1, '0.01 %'],
    [25, '0.25 %'],
    [250, '2.5 %'],
    [10_000, '100 %'],
  ])('formatBasisPoints(%i) is %s', (basisPoints, expected) => {
    expect(formatBasisPoints(basisPoints)).toBe(expected);
  });
});
