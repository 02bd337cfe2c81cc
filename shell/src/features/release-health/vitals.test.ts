import { expect, test } from 'vitest';
import type { VitalName } from '@tla/platform/contracts/release-health';
import { measureVitals, type Entry } from './vitals';

/** A page whose browser's entries the test gives: each type's batches as they come. */
function page(navigation?: Entry) {
  const takers = new Map<string, (entries: Entry[]) => void>();
  const reported: [VitalName, number][] = [];
  const vitals = measureVitals((name, value) => reported.push([name, value]), {
    observe: (type, take) => takers.set(type, take),
    navigation: () => navigation,
  });
  const entries = (type: string, ...batch: Partial<Entry>[]) =>
    takers.get(type)?.(batch.map((entry) => ({ startTime: 0, duration: 0, ...entry })));
  return { vitals, reported, entries };
}

test('TTFB at once, from the navigation (a prerendered page from its activation)', () => {
  expect(page({ startTime: 0, duration: 900, responseStart: 120 }).reported).toEqual([
    ['TTFB', 120],
  ]);
  expect(
    page({ startTime: 0, duration: 900, responseStart: 120, activationStart: 200 }).reported,
  ).toEqual([['TTFB', 0]]);
  expect(page().reported).toEqual([]);
});

test('LCP: the last largest paint, final when the page is hidden; CLS 0 without shifts', () => {
  const { vitals, reported, entries } = page();
  entries('largest-contentful-paint', { startTime: 800 });
  entries('largest-contentful-paint', { startTime: 1200 });
  vitals.final();
  expect(reported).toEqual([
    ['LCP', 1200],
    ['CLS', 0],
  ]);
});

test('LCP is final at the first input: a later paint does not change it', () => {
  const { vitals, reported, entries } = page();
  entries('largest-contentful-paint', { startTime: 900 });
  window.dispatchEvent(new Event('pointerdown'));
  entries('largest-contentful-paint', { startTime: 3000 });
  vitals.final();
  expect(reported[0]).toEqual(['LCP', 900]);
});

test('CLS: the largest session window; shifts after input, and gaps of a second, start anew', () => {
  const { vitals, reported, entries } = page();
  entries(
    'layout-shift',
    { startTime: 100, value: 0.1 },
    { startTime: 600, value: 0.05 },
    // After the reader's input: expected, not counted.
    { startTime: 700, value: 0.5, hadRecentInput: true },
    // More than a second later: a new window, smaller.
    { startTime: 2000, value: 0.12 },
  );
  vitals.final();
  expect(reported.find(([name]) => name === 'CLS')?.[1]).toBeCloseTo(0.15);
});

test('INP: the longest interaction, but one in every 50; none without interactions', () => {
  const { vitals, reported, entries } = page();
  entries(
    'event',
    { interactionId: 1, duration: 48 },
    { interactionId: 1, duration: 96 },
    { interactionId: 2, duration: 64 },
    // Not an interaction (a hover): no id.
    { duration: 400 },
  );
  vitals.final();
  expect(reported.find(([name]) => name === 'INP')).toEqual(['INP', 96]);

  const many = page();
  // 60 interactions: the longest one is left out.
  many.entries(
    'event',
    ...Array.from({ length: 60 }, (_, index) => ({
      interactionId: index + 1,
      duration: 40 + index,
    })),
  );
  many.vitals.final();
  expect(many.reported.find(([name]) => name === 'INP')).toEqual(['INP', 98]);
  const none = page();
  none.vitals.final();
  expect(none.reported.map(([name]) => name)).toEqual(['CLS']);
});

test('back from the back/forward cache: a new view of its own shifts and interactions', () => {
  const { vitals, reported, entries } = page();
  entries('layout-shift', { startTime: 100, value: 0.3 });
  entries('event', { interactionId: 1, duration: 300 });
  vitals.restart();
  entries('event', { interactionId: 2, duration: 56 });
  vitals.final();
  expect(reported).toEqual([
    ['CLS', 0],
    ['INP', 56],
  ]);
});
