import { lamportsToSol } from './lamports';
import { groupDigits } from '@tla/shared-ui/lib/format';

/**
 * Display formatting only (the model computes in integers). en-US and no time zone: the server and
 * the browser print the same text, so prerendered HTML hydrates without a mismatch.
 */
export function formatLamports(lamports: bigint): string {
  return groupDigits(lamports);
}

/** Exact SOL with grouped whole digits: 85_005_359_990n → "85.00535999". */
export function formatSol(lamports: bigint): string {
  const [whole = '0', fraction] = lamportsToSol(lamports).split('.');
  const grouped = groupDigits(BigInt(whole));
  return fraction ? `${grouped}.${fraction}` : grouped;
}

/** Base units → whole tokens, grouped, truncated to `fractionDigits`. */
export function formatTokens(base: bigint, decimals: number, fractionDigits = 2): string {
  const scale = 10n ** BigInt(decimals);
  const sign = base < 0n ? '-' : '';
  const absolute = base < 0n ? -base : base;
  const whole = groupDigits(absolute / scale);
  const fraction = (absolute % scale)
    .toString()
    .padStart(decimals, '0')
    .slice(0, fractionDigits)
    .replace(/0+$/, '');
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', options);
    numberFormats.set(key, format);
  }
  return format;
}

export function formatNumber(value: number, maximumFractionDigits = 2): string {
  if (!Number.isFinite(value)) return '–';
  return numberFormat({ maximumFractionDigits }).format(value);
}

/** Small prices stay readable: 5e-8 → "0.00000005", 0.0000000280612 → "0.00000002806". */
export function formatPrice(value: number): string {
  if (!Number.isFinite(value)) return '–';
  return numberFormat({ maximumSignificantDigits: 4, maximumFractionDigits: 20 }).format(value);
}

/** Two decimals, no currency symbol: the reader's SOL price may be in any currency. */
export function formatMoney(value: number): string {
  if (!Number.isFinite(value)) return '–';
  return numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

/** A fraction as a percentage: 0.0499 → "4.99 %". */
export function formatPercent(fraction: number, maximumFractionDigits = 2): string {
  if (!Number.isFinite(fraction)) return '–';
  return `${numberFormat({ maximumFractionDigits }).format(fraction * 100)} %`;
}

/** Axis ticks: 1_500_000_000 → "1.5B". */
export function formatCompact(value: number): string {
  if (!Number.isFinite(value)) return '–';
  return numberFormat({ notation: 'compact', maximumFractionDigits: 2 }).format(value);
}
