export const LAMPORTS_PER_SOL = 1_000_000_000n;
const SOL_DECIMALS = 9;

/** Exact decimal string, no float error: 1_461_600n → "0.0014616", 10_000_000n → "0.01". */
export function lamportsToSol(lamports: bigint): string {
  const sign = lamports < 0n ? '-' : '';
  const absolute = lamports < 0n ? -lamports : lamports;
  const whole = absolute / LAMPORTS_PER_SOL;
  const fraction = (absolute % LAMPORTS_PER_SOL)
    .toString()
    .padStart(SOL_DECIMALS, '0')
    .replace(/0+$/, '');
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
}

/**
 * Exact parse of a SOL amount typed as text ("0.15", "85", "1_000.5"). Returns undefined for anything
 * that is not a non-negative decimal with at most 9 fractional digits, so callers decide what to show.
 */
export function solToLamports(sol: string): bigint | undefined {
  const match = /^(\d{1,12})(?:\.(\d{1,9}))?$/.exec(sol.trim().replace(/_/g, ''));
  if (!match) return undefined;
  const [, whole = '0', fraction = ''] = match;
  return BigInt(whole) * LAMPORTS_PER_SOL + BigInt(fraction.padEnd(SOL_DECIMALS, '0'));
}

/** For display only: a float is fine for "≈ $0.37". */
export function lamportsToCurrency(lamports: bigint, solPrice: number): number {
  const sol = Number(lamports / LAMPORTS_PER_SOL) + Number(lamports % LAMPORTS_PER_SOL) / 1e9;
  return sol * solPrice;
}
