// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { lamportsToCurrency, lamportsToSol, solToLamports } from './lamports';

describe('lamports', () => {
  test.each([
    [0n, '0'],
    [1n, '0.000000001'],
    [890_880n, '0.00089088'],
    [1_461_600n, '0.0014616'],
    [2_039_280n, '0.00203928'],
    [10_000_000n, '0.01'],
    [150_000_000n, '0.15'],
    [1_000_000_000n, '1'],
    [85_005_359_057n, '85.005359057'],
    [-2_500_000_000n, '-2.5'],
    // Past 2^53: exact, where a float would not be.
    [9_007_199_254_740_993_123n, '9007199254.740993123'],
  ])('lamportsToSol(%s) is %s', (lamports, sol) => {
    expect(lamportsToSol(lamports)).toBe(sol);
  });

  test('0.1 + 0.2 SOL is exactly 0.3 SOL in lamports', () => {
    const sum = (solToLamports('0.1') ?? 0n) + (solToLamports('0.2') ?? 0n);
    expect(sum).toBe(300_000_000n);
    expect(lamportsToSol(sum)).toBe('0.3');
  });

  test.each([
    ['0.15', 150_000_000n],
    ['85', 85_000_000_000n],
    ['1_000.5', 1_000_500_000_000n],
    ['0.000000001', 1n],
    [' 2 ', 2_000_000_000n],
  ])('solToLamports(%s) is %s', (sol, lamports) => {
    expect(solToLamports(sol)).toBe(lamports);
  });

  test.each(['', '-1', '1e9', '0.0000000001', 'NaN', '1.2.3', '.5', 'abc'])(
    'solToLamports(%j) is undefined',
    (sol) => {
      expect(solToLamports(sol)).toBeUndefined();
    },
  );

  test('currency conversion is for display and uses the SOL price', () => {
    expect(lamportsToCurrency(15_115_600n, 150)).toBeCloseTo(2.26734, 10);
    expect(lamportsToCurrency(1_000_000_000n, 0)).toBe(0);
  });
});
