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

// en-US numbers written out, as V8's Intl.NumberFormat prints them (format.test.ts holds the two equal
// on thousands of values): the page's first Intl formatter loads ICU's locale data, a long task of
// main thread, which landed in the simulator's hydration and in a click's navigation to it.

/** A number as decimal digits: its shortest representation that reads back as it (what Intl rounds). */
type Decimal = { negative: boolean; whole: string; fraction: string };

function toDecimal(value: number): Decimal {
  const negative = value < 0 || Object.is(value, -0);
  const [mantissa = '0', exponent = '0'] = Math.abs(value).toString().split('e');
  const digits = mantissa.replace('.', '');
  const point = mantissa.includes('.') ? mantissa.indexOf('.') : mantissa.length;
  const wholeLength = point + Number(exponent);
  if (wholeLength <= 0) return { negative, whole: '0', fraction: '0'.repeat(-wholeLength) + digits };
  return {
    negative,
    whole: digits.slice(0, wholeLength).padEnd(wholeLength, '0'),
    fraction: digits.slice(wholeLength),
  };
}

/** Rounded half away from zero to `places` fraction digits (Intl's default, halfExpand). */
function roundToPlaces({ negative, whole, fraction }: Decimal, places: number): Decimal {
  if (fraction.length <= places) return { negative, whole, fraction };
  const kept = whole + fraction.slice(0, places);
  const up = (fraction[places] ?? '0') >= '5';
  const rounded = up ? (BigInt(kept) + 1n).toString().padStart(kept.length, '0') : kept;
  const wholeLength = rounded.length - places;
  return { negative, whole: rounded.slice(0, wholeLength), fraction: rounded.slice(wholeLength) };
}

/** Rounded to `digits` significant digits, half away from zero. */
function roundToSignificant(decimal: Decimal, digits: number): Decimal {
  const first = (decimal.whole + decimal.fraction).search(/[1-9]/);
  if (first === -1) return decimal;
  const places = first + digits - decimal.whole.length;
  if (places >= 0) return roundToPlaces(decimal, places);
  const cut = decimal.whole.length + places;
  const rounded = roundToPlaces(
    {
      negative: decimal.negative,
      whole: decimal.whole.slice(0, cut) || '0',
      fraction: decimal.whole.slice(cut) + decimal.fraction,
    },
    0,
  );
  return { negative: decimal.negative, whole: rounded.whole + '0'.repeat(-places), fraction: '' };
}

/** `min2`: separators only from five whole digits on, as compact notation has them ("8087T"). */
function display(
  { negative, whole, fraction }: Decimal,
  { minimumFractionDigits = 0, grouping = 'always' }: { minimumFractionDigits?: number; grouping?: 'always' | 'min2' } = {},
): string {
  const shown = fraction.replace(/0+$/, '').padEnd(minimumFractionDigits, '0');
  const digits = BigInt(whole);
  const grouped = grouping === 'min2' && digits < 10_000n ? digits.toString() : groupDigits(digits);
  return `${negative ? '-' : ''}${grouped}${shown ? `.${shown}` : ''}`;
}

export function formatNumber(value: number, maximumFractionDigits = 2): string {
  if (!Number.isFinite(value)) return '–';
  return display(roundToPlaces(toDecimal(value), maximumFractionDigits));
}

/** Small prices stay readable: 5e-8 → "0.00000005", 0.0000000280612 → "0.00000002806". */
export function formatPrice(value: number): string {
  if (!Number.isFinite(value)) return '–';
  return display(roundToSignificant(toDecimal(value), 4));
}

/** Two decimals, no currency symbol: the reader's SOL price may be in any currency. */
export function formatMoney(value: number): string {
  if (!Number.isFinite(value)) return '–';
  return display(roundToPlaces(toDecimal(value), 2), { minimumFractionDigits: 2 });
}

/** A fraction as a percentage: 0.0499 → "4.99 %". */
export function formatPercent(fraction: number, maximumFractionDigits = 2): string {
  if (!Number.isFinite(fraction)) return '–';
  return `${formatNumber(fraction * 100, maximumFractionDigits)} %`;
}

const compactUnits = ['', 'K', 'M', 'B', 'T'] as const;

/** Axis ticks: 1_500_000_000 → "1.5B". */
export function formatCompact(value: number): string {
  if (!Number.isFinite(value)) return '–';
  const decimal = toDecimal(value);
  // The unit is chosen by the rounded value, so 999,999 reads "1M", not "1,000K".
  let unit = Math.max(0, Math.min(Math.floor((decimal.whole.replace(/^0+/, '').length - 1) / 3), 4));
  for (;;) {
    const scaled = roundToPlaces(shiftPoint(decimal, unit * 3), 2);
    if (unit < 4 && scaled.whole.replace(/^0+/, '').length > 3) unit += 1;
    else return `${display(scaled, { grouping: 'min2' })}${compactUnits[unit] ?? ''}`;
  }
}

/** The decimal divided by 10^places: its point moved left. */
function shiftPoint({ negative, whole, fraction }: Decimal, places: number): Decimal {
  if (places <= 0) return { negative, whole, fraction };
  const padded = whole.padStart(places + 1, '0');
  return {
    negative,
    whole: padded.slice(0, padded.length - places),
    fraction: padded.slice(padded.length - places) + fraction,
  };
}
