import { expect, test } from 'vitest';
import { canaryStatusSchema, describeCanary } from './canary-status';

const startedAt = '2026-12-05T10:00:00.000Z';
const at = (iso: string) => new Date(iso);

test('the running canary in words, with its age in the largest units that say it', () => {
  const status = canaryStatusSchema.parse({
    canary: { remote: 'blog', release: 'blog-4', share: 10, startedAt },
  });
  expect(describeCanary(status, at('2026-12-05T10:07:59.000Z'))).toBe(
    `blog release blog-4 is live for 10 % of readers, since ${startedAt} (7 min).`,
  );
  expect(describeCanary(status, at('2026-12-05T13:05:00.000Z'))).toMatch(/\(3 h 5 min\)\.$/);
  expect(describeCanary(status, at('2026-12-08T12:00:00.000Z'))).toMatch(/\(3 d 2 h\)\.$/);
  expect(describeCanary({ canary: null }, at(startedAt))).toBe('No canary is running.');
});

test('a canary file naming another remote or a share out of range does not parse', () => {
  for (const canary of [
    { remote: 'shell', release: 'a', share: 10, startedAt },
    { remote: 'blog', release: 'a', share: 100, startedAt },
    { remote: 'blog', release: '../a', share: 10, startedAt },
  ]) {
    expect(canaryStatusSchema.safeParse({ canary }).success, JSON.stringify(canary)).toBe(false);
  }
});

test('how the last canary ended is told after the running one, or after none', () => {
  const decision = {
    remote: 'blog',
    release: 'blog-4',
    outcome: 'aborted',
    reason: 'aborted: 7 of 40 page views with an error in blog, live: 0 of 380',
    automatic: true,
    at: '2026-12-05T10:30:00.000Z',
  } as const;
  expect(describeCanary(canaryStatusSchema.parse({ canary: null, decision }), at(startedAt))).toBe(
    'No canary is running. The last canary, blog release blog-4, ended automatically at 2026-12-05T10:30:00.000Z: aborted: 7 of 40 page views with an error in blog, live: 0 of 380.',
  );
  const running = canaryStatusSchema.parse({
    canary: { remote: 'blog', release: 'blog-5', share: 10, startedAt, autoPromote: true },
    decision: { ...decision, automatic: false, reason: 'aborted by hand' },
  });
  expect(describeCanary(running, at(startedAt))).toBe(
    `blog release blog-5 is live for 10 % of readers, since ${startedAt} (0 min). It goes live for everyone once readers’ figures hold up. The last canary, blog release blog-4, ended by hand at 2026-12-05T10:30:00.000Z: aborted by hand.`,
  );
  // A reason is shown as text on every reader's status page: one printable line.
  expect(
    canaryStatusSchema.safeParse({ canary: null, decision: { ...decision, reason: 'a\nb' } })
      .success,
  ).toBe(false);
});
