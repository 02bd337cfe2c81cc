import { describe, expect, it } from 'vitest';
import { median, roundedMedian, spread } from './statistics';

describe("the bench's summary of runs", () => {
  it('takes the middle run, the upper middle of an even count, and 0 of none', () => {
    expect(median([300, 20, 45])).toBe(45);
    expect(median([96, 105])).toBe(105);
    expect(median([])).toBe(0);
  });

  it('rounds the median to a whole number', () => {
    expect(roundedMedian([17.4, 62.5, 134])).toBe(63);
  });

  it('gives the spread as the lowest and highest run, in whole ms', () => {
    expect(spread([62.4, 17.6, 134])).toBe('18–134');
  });
});
