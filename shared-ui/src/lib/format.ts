// en-US display formats written out rather than asked of Intl. A page's first Intl formatter or
// collator loads the browser's ICU locale data, a long task of its own on every page that formats a
// date or a count while it hydrates. These two formats are fixed strings, the same on the server
// and in every browser, and need none of it.

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A whole number with thousands separators: 10234 → "10,234", -1500n → "-1,500". */
export function groupDigits(value: number | bigint): string {
  if (typeof value === 'number' && !Number.isSafeInteger(value))
    throw new RangeError(`groupDigits takes a whole number, not ${value}`);
  const negative = value < 0;
  const digits = (negative ? -value : value).toString();
  return (negative ? '-' : '') + digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * A calendar date, 'YYYY-MM-DD', as "April 18, 2025": that day for every reader, in every time zone
 * (no Date is made, so none is shifted).
 */
export function formatCalendarDate(isoDate: string): string {
  const [, year, month, day] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate) ?? [];
  const monthName = months[Number(month) - 1];
  const dayNumber = Number(day);
  if (!year || !monthName || dayNumber < 1 || dayNumber > daysIn(Number(year), Number(month)))
    throw new RangeError(`"${isoDate}" is not a calendar date (YYYY-MM-DD)`);
  return `${monthName} ${dayNumber}, ${year}`;
}

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}
