// @vitest-environment node
import { expect, test } from 'vitest';
import { CSP_REPORT_RATE } from '../deploy/csp-report-endpoint';
import { clientRateLimiter } from './client-rate-limit';

const clock = () => {
  let time = 1_000_000;
  return { now: () => time, wait: (ms: number) => (time += ms) };
};

test('a burst beyond the pace passes, the next request waits for the pace', () => {
  const { now, wait } = clock();
  const allow = clientRateLimiter({ perMinute: 12, burst: 3, clients: 10 }, now);
  expect([1, 2, 3, 4, 5].map(() => allow('192.0.2.1'))).toEqual([true, true, true, true, false]);
  // Another address has a pace of its own.
  expect(allow('192.0.2.2')).toBe(true);
  // 12 a minute: one more every five seconds, not before.
  wait(4_900);
  expect(allow('192.0.2.1')).toBe(false);
  wait(100);
  expect(allow('192.0.2.1')).toBe(true);
  expect(allow('192.0.2.1')).toBe(false);
  // A refused request does not push the wait further (as in nginx).
  wait(5_000);
  expect(allow('192.0.2.1')).toBe(true);
  // A minute of quiet gives the whole burst back.
  wait(60_000);
  expect([1, 2, 3, 4, 5].map(() => allow('192.0.2.1'))).toEqual([true, true, true, true, false]);
});

test('the reports’ rule lets a burst and one more through, as nginx does', () => {
  const { now } = clock();
  const allow = clientRateLimiter(CSP_REPORT_RATE, now);
  const answers = Array.from({ length: CSP_REPORT_RATE.burst + 2 }, () => allow('192.0.2.1'));
  expect(answers.filter(Boolean)).toHaveLength(CSP_REPORT_RATE.burst + 1);
  expect(answers.at(-1)).toBe(false);
});

test('the state of at most `clients` addresses is kept, the least recently seen forgotten first', () => {
  const { now } = clock();
  const allow = clientRateLimiter({ perMinute: 1, burst: 0, clients: 3 }, now);
  expect(allow('a')).toBe(true);
  expect(allow('a')).toBe(false);
  for (const client of ['b', 'c']) allow(client);
  // 'a' was seen again after 'b' and 'c' were not: 'b' goes first.
  expect(allow('a')).toBe(false);
  allow('d');
  expect(allow.tracked()).toBe(3);
  expect(allow('b')).toBe(true); // forgotten, so new again
  expect(allow('a')).toBe(false); // still remembered
  for (let client = 0; client < 10_000; client += 1) allow(`flood-${client}`);
  expect(allow.tracked()).toBe(3);
});
