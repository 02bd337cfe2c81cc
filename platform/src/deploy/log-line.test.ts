// @vitest-environment node
import { expect, test } from 'vitest';
import { escapedForLog, LOG_ESCAPED_CHARACTERS } from './log-line';

test('every control character and line separator is a \\uXXXX escape; nothing else changes', () => {
  const raw =
    'a\u0000\u0009\u000a\u001b\u007f\u0080\u0085\u009b\u009f\u00a0\u2028\u2029\u2027é 🚀b';
  const line = escapedForLog(raw);
  expect(line).toBe(
    'a\\u0000\\u0009\\u000a\\u001b\\u007f\\u0080\\u0085\\u009b\\u009f\u00a0\\u2028\\u2029\u2027é 🚀b',
  );
  expect(line).not.toMatch(LOG_ESCAPED_CHARACTERS);
  // Read back as a JSON string, the line is the text it was given.
  expect(JSON.parse(`"${line}"`)).toBe(raw);
});

test('a forged line stays on the one it was written on', () => {
  const told = escapedForLog('rum: refused a beacon, 400: x\r\nrum: all well\u001b[2K');
  expect(told.split(/\r|\n/)).toHaveLength(1);
  expect(told).toBe('rum: refused a beacon, 400: x\\u000d\\u000arum: all well\\u001b[2K');
  // Escaping twice escapes nothing more: the backslash is text.
  expect(escapedForLog(told)).toBe(told);
});
