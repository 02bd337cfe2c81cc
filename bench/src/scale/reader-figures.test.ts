import { expect, test } from 'vitest';
import { blockingOf, blockingRow, growth, transferred } from './reader-figures';

test("a page's bytes are every response's body and headers, an unsized response counting none", () => {
  expect(
    transferred([
      { responseBodySize: 1200, responseHeadersSize: 300 },
      { responseBodySize: 40_000, responseHeadersSize: 250 },
      { responseBodySize: -1, responseHeadersSize: -1 },
    ]),
  ).toEqual({ requests: 3, bytes: 41_750 });
});

test('blocking counts the time beyond 50 ms of the tasks that started within the act', () => {
  const tasks = [
    { start: 100, duration: 400 },
    { start: 1000, duration: 120 },
    { start: 1300, duration: 50 },
    { start: 1600, duration: 90 },
  ];
  expect(blockingOf(tasks, 900)).toEqual({ totalBlockingMs: 110, longestMs: 120 });
  expect(blockingOf(tasks, 0, 1300)).toEqual({ totalBlockingMs: 420, longestMs: 400 });
  expect(blockingOf([], 0)).toEqual({ totalBlockingMs: 0, longestMs: 0 });
});

test("the row gives each figure's median and the spread of the blocking", () => {
  expect(
    blockingRow([
      { totalBlockingMs: 30.4, longestMs: 80 },
      { totalBlockingMs: 250, longestMs: 300 },
      { totalBlockingMs: 61.6, longestMs: 111.2 },
    ]),
  ).toBe('62 ms blocking, longest task 111 ms (median of 3; 30–250 ms)');
});

test("a later count's bytes read as the change from the first count's", () => {
  expect(growth(105_000, 100_000)).toBe('+5.0 %');
  expect(growth(99_000, 100_000)).toBe('−1.0 %');
  expect(growth(100_000, 100_000)).toBe('+0.0 %');
  expect(growth(5_000, 0)).toBe('');
});
