import { describe, expect, test } from 'vitest';
import { lamportsToSol } from './lamports';
import {
  CPMM_CREATION_FEE,
  METAPLEX_CREATE_FEE,
  METAPLEX_METADATA_SIZE,
  METAPLEX_METADATA_SIZE_BEFORE_SEPT_2024,
  defaultLaunchCostInput,
  launchCost,
  mintSize,
  priorityFee,
  rentExemptMinimum,
  tokenAccountSize,
  tokenMetadataExtensionSize,
  type LaunchCostInput,
} from './launch-cost';

function amounts(input: Partial<LaunchCostInput>) {
  const cost = launchCost({ ...defaultLaunchCostInput, ...input });
  return { ...cost, byId: Object.fromEntries(cost.items.map((item) => [item.id, item.lamports])) };
}

describe('launch-cost model', () => {
  test.each([
    [0, 890_880n],
    [82, 1_461_600n],
    [165, 2_039_280n],
    [170, 2_074_080n],
    [234, 2_519_520n],
    [607, 5_115_600n],
    [679, 5_616_720n],
  ])('rent for %i bytes is %s lamports', (bytes, lamports) => {
    expect(rentExemptMinimum(bytes)).toBe(lamports);
  });

  test('lamports per byte is an input', () => {
    expect(rentExemptMinimum(0, 3_480n)).toBe(445_440n);
  });

  test('the Metaplex create fee is rent(1308) + 5,440 = 0.01 SOL', () => {
    expect(rentExemptMinimum(1_308) + 5_440n).toBe(METAPLEX_CREATE_FEE);
    expect(lamportsToSol(METAPLEX_CREATE_FEE)).toBe('0.01');
  });

  test.each([
    ['spl-token', [], 82],
    ['token-2022', [], 82],
    ['token-2022', ['metadataPointer'], 234],
    ['token-2022', ['transferFeeConfig'], 278],
    ['token-2022', ['mintCloseAuthority'], 202],
    ['token-2022', ['permanentDelegate'], 202],
    ['token-2022', ['transferFeeConfig', 'metadataPointer'], 346],
    [
      'token-2022',
      ['transferFeeConfig', 'metadataPointer', 'mintCloseAuthority', 'permanentDelegate'],
      418,
    ],
    ['token-2022', ['metadataPointer', 'metadataPointer'], 234],
  ] as const)('%s mint with %j is %i bytes', (program, extensions, bytes) => {
    expect(mintSize(program, extensions)).toBe(bytes);
  });

  test('the TokenMetadata extension grows with name, symbol and uri (UTF-8 bytes)', () => {
    // 4 TLV + 32 + 32 + (4+4) + (4+3) + (4+0) + 4 empty vec
    expect(tokenMetadataExtensionSize({ name: 'Test', symbol: 'TST', uri: '' })).toBe(91);
    const uri = 'https://example.com/token.json';
    expect(tokenMetadataExtensionSize({ name: 'Test', symbol: 'TST', uri })).toBe(91 + uri.length);
    // "é" is 2 bytes in UTF-8.
    expect(tokenMetadataExtensionSize({ name: 'Café', symbol: 'TST', uri: '' })).toBe(92);
    expect(
      mintSize('token-2022', ['metadataPointer'], { name: 'Test', symbol: 'TST', uri: '' }),
    ).toBe(234 + 91);
  });

  test.each([
    ['spl-token', false, 165, 2_039_280n],
    ['token-2022', false, 170, 2_074_080n],
    ['token-2022', true, 182, 2_157_600n],
  ] as const)(
    '%s token account (transfer fee: %s) is %i bytes = %s lamports',
    (program, fee, bytes, lamports) => {
      expect(tokenAccountSize(program, fee)).toBe(bytes);
      expect(rentExemptMinimum(tokenAccountSize(program, fee))).toBe(lamports);
    },
  );

  test.each([
    [0, 200_000, 0n],
    [1, 200_000, 1n],
    [1, 1, 1n],
    [1_000, 200_000, 200n],
    [1_000_000, 200_000, 200_000n],
    [3, 333_333, 1n],
    [7, 1_400_000, 10n],
  ])(
    'priority fee at %i µlamports/CU × %i CU is %s lamports (rounded up)',
    (price, limit, lamports) => {
      expect(priorityFee(price, limit)).toBe(lamports);
    },
  );

  test('classic SPL Token with Metaplex metadata: the reference items and a 0.0152 SOL total', () => {
    const cost = amounts({});
    expect(cost.items.map((item) => item.id)).toEqual([
      'mint-rent',
      'token-account-rent',
      'metadata-rent',
      'metadata-fee',
      'signature-fees',
    ]);
    expect(cost.byId).toEqual({
      'mint-rent': 1_461_600n,
      'token-account-rent': 2_039_280n,
      'metadata-rent': 5_115_600n,
      'metadata-fee': 10_000_000n,
      'signature-fees': 10_000n,
    });
    expect(cost.total).toBe(18_626_480n);
    expect(lamportsToSol(cost.total)).toBe('0.01862648');
  });

  test('the pre-Sept-2024 Metaplex account size is a documented constant', () => {
    expect(METAPLEX_METADATA_SIZE).toBe(607);
    expect(
      amounts({ metaplexMetadataSize: METAPLEX_METADATA_SIZE_BEFORE_SEPT_2024 }).byId[
        'metadata-rent'
      ],
    ).toBe(5_616_720n);
  });

  test('without metadata there is no Metaplex account or fee', () => {
    const cost = amounts({ metadata: null });
    expect(cost.byId['metadata-rent']).toBeUndefined();
    expect(cost.byId['metadata-fee']).toBeUndefined();
    expect(cost.total).toBe(1_461_600n + 2_039_280n + 10_000n);
  });

  test('Token-2022 keeps metadata in the mint: pointer + TokenMetadata, no Metaplex account or fee', () => {
    const metadata = { name: 'Test', symbol: 'TST', uri: '' };
    const cost = amounts({ program: 'token-2022', metadata });
    expect(cost.byId['metadata-rent']).toBeUndefined();
    expect(cost.byId['metadata-fee']).toBeUndefined();
    expect(cost.byId['mint-rent']).toBe(rentExemptMinimum(234 + 91));
    expect(cost.byId['token-account-rent']).toBe(2_074_080n);
    expect(cost.items[0]?.detail).toBe('325 bytes with metadataPointer, tokenMetadata');
  });

  test('a Token-2022 transfer fee adds TransferFeeConfig to the mint and TransferFeeAmount to accounts', () => {
    const cost = amounts({
      program: 'token-2022',
      metadata: null,
      transferFeeBasisPoints: 100,
      tokenAccounts: 2,
    });
    expect(cost.byId['mint-rent']).toBe(rentExemptMinimum(278));
    expect(cost.byId['token-account-rent']).toBe(2n * 2_157_600n);
  });

  test('a transfer fee is ignored for classic SPL Token, which has no extensions', () => {
    expect(amounts({ transferFeeBasisPoints: 100, metadata: null }).byId['mint-rent']).toBe(
      1_461_600n,
    );
  });

  test('signatures, priority fees per transaction, and the optional pool add up', () => {
    const cost = amounts({
      metadata: null,
      signatures: 4,
      transactions: 3,
      computeUnitPriceMicroLamports: 10_000,
      computeUnitLimit: 200_000,
      pool: { creationFeeLamports: CPMM_CREATION_FEE, seedLiquidityLamports: 5_000_000_000n },
    });
    expect(cost.byId['signature-fees']).toBe(20_000n);
    expect(cost.byId['priority-fees']).toBe(6_000n);
    expect(cost.byId['pool-creation-fee']).toBe(150_000_000n);
    expect(cost.byId['pool-seed-liquidity']).toBe(5_000_000_000n);
    expect(cost.total).toBe(
      1_461_600n + 2_039_280n + 20_000n + 6_000n + 150_000_000n + 5_000_000_000n,
    );
  });

  test('zero token accounts drops the line', () => {
    expect(amounts({ tokenAccounts: 0 }).byId['token-account-rent']).toBeUndefined();
  });
});
