// @vitest-environment node
import { expect, test } from 'vitest';
import { formatCalendarDate, groupDigits } from './format';

test('whole numbers read as Intl.NumberFormat en-US prints them', () => {
  const intl = new Intl.NumberFormat('en-US');
  for (const value of [
    0,
    7,
    999,
    1000,
    10_234,
    -1500,
    999_999,
    1_000_000,
    123_456_789,
    Number.MAX_SAFE_INTEGER,
  ])
    expect(groupDigits(value), String(value)).toBe(intl.format(value));
});

test('big integers are grouped digit for digit', () => {
  expect(groupDigits(18_446_744_073_709_551_615n)).toBe('18,446,744,073,709,551,615');
  expect(groupDigits(-1_000n)).toBe('-1,000');
});

test('a fraction or a non-finite number is an error, not a rounded count', () => {
  expect(() => groupDigits(1.5)).toThrow(/whole number/);
  expect(() => groupDigits(Number.NaN)).toThrow(/whole number/);
});

test('calendar dates read as Intl.DateTimeFormat en-US (UTC) prints them, every day of two years', () => {
  const intl = new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
  // 2024 is a leap year: February 29 is in the range.
  for (let day = Date.UTC(2024, 0, 1); day < Date.UTC(2026, 0, 1); day += 86_400_000) {
    const iso = new Date(day).toISOString().slice(0, 10);
    expect(formatCalendarDate(iso), iso).toBe(intl.format(day));
  }
});

test('anything but a real calendar date is an error that names it', () => {
  for (const bad of [
    '2025-02-29',
    '2025-13-01',
    '2025-00-10',
    '2025-04-31',
    '2025-4-1',
    'April 1',
    '',
  ])
    expect(() => formatCalendarDate(bad), bad).toThrow(`"${bad}" is not a calendar date`);
});
