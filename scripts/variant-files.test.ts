import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import {
  bucketMarker,
  CANARY_VARIANT,
  chooseVariant,
  previewVariant,
  stagedFolder,
  VARIANT_RECORD_FILE,
  variantDir,
  variantsFolder,
  type VariantRecord,
} from '@tla/platform/deploy/release-variants';
import { canaryStatusIn } from './status';
import {
  endVariant,
  publishCanaryStatus,
  recordDecision,
  serveBuckets,
  STAGED_GRACE_MS,
  sweepVariants,
  variantsAt,
} from './variant-files';

let root = '';
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'tla-variants-'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

const now = new Date('2026-12-05T12:00:00.000Z');
const token = 'k'.repeat(32);

function variant(name: string, record: VariantRecord) {
  mkdirSync(join(variantDir(root, name), 'shell'), { recursive: true });
  writeFileSync(join(variantDir(root, name), VARIANT_RECORD_FILE), JSON.stringify(record));
  mkdirSync(join(stagedFolder(root, record.remote), record.release), { recursive: true });
}

const preview = (release: string, expiresAt: string): VariantRecord => ({
  kind: 'preview',
  remote: 'blog',
  release,
  createdAt: '2026-12-04T12:00:00.000Z',
  expiresAt,
});

test('an expired preview is removed, an unexpired one kept, with the files each serves', () => {
  variant(previewVariant(token), preview('r1', '2026-12-05T11:59:59.000Z'));
  variant(previewVariant('v'.repeat(32)), preview('r2', '2026-12-06T00:00:00.000Z'));
  expect(sweepVariants(root, now)).toEqual(['the preview of blog release r1 expired']);
  expect(variantsAt(root).map(({ record }) => record.release)).toEqual(['r2']);
  // Its staged files stay while a reader's page may still fetch from them, then go.
  const staged = join(stagedFolder(root, 'blog'), 'r1');
  expect(existsSync(staged)).toBe(true);
  expect(sweepVariants(root, new Date(now.getTime() + STAGED_GRACE_MS - 1000))).toEqual([]);
  expect(sweepVariants(root, new Date(now.getTime() + STAGED_GRACE_MS + 1000))).toEqual([
    'the staged files of blog release r1',
  ]);
  expect(existsSync(staged)).toBe(false);
  expect(existsSync(join(stagedFolder(root, 'blog'), 'r2'))).toBe(true);
});

test('staged files another variant still serves stay when one of its variants ends', () => {
  variant(previewVariant(token), preview('r1', '2026-12-06T00:00:00.000Z'));
  variant(CANARY_VARIANT, {
    ...preview('r1', '2026-12-06T00:00:00.000Z'),
    kind: 'canary',
    share: 5,
  });
  endVariant(root, previewVariant(token));
  const staged = join(stagedFolder(root, 'blog'), 'r1');
  utimesSync(staged, new Date(0), new Date(0));
  sweepVariants(root, now);
  expect(existsSync(staged)).toBe(true);
  expect(variantsAt(root).map(({ name }) => name)).toEqual([CANARY_VARIANT]);
});

test("the canary's buckets are exactly its share, and none once it ends", () => {
  variant(CANARY_VARIANT, {
    ...preview('r1', '2026-12-06T00:00:00.000Z'),
    kind: 'canary',
    share: 3,
  });
  serveBuckets(root, 3);
  const buckets = (cookie: string) => chooseVariant(root, `tla_bucket=${cookie}`, { now }).name;
  expect(['0', '1', '2', '3', '99'].map(buckets)).toEqual([
    CANARY_VARIANT,
    CANARY_VARIANT,
    CANARY_VARIANT,
    undefined,
    undefined,
  ]);
  serveBuckets(root, 0);
  expect(existsSync(join(variantsFolder(root), bucketMarker(0)))).toBe(false);
  expect(buckets('0')).toBeUndefined();
});

test("the running canary is published beside the live pages and every variant's, then none", () => {
  const live = join(root, 'live-shell');
  mkdirSync(live);
  expect(canaryStatusIn(live)).toEqual({ canary: null });
  variant(previewVariant(token), preview('r1', '2026-12-06T00:00:00.000Z'));
  variant(CANARY_VARIANT, {
    ...preview('r2', '2026-12-06T00:00:00.000Z'),
    kind: 'canary',
    share: 15,
  });
  publishCanaryStatus(root, live);
  const running = {
    canary: { remote: 'blog', release: 'r2', share: 15, startedAt: '2026-12-04T12:00:00.000Z' },
    decision: null,
  };
  for (const shell of [live, join(variantDir(root, previewVariant(token)), 'shell')])
    expect(canaryStatusIn(shell)).toEqual(running);
  endVariant(root, CANARY_VARIANT, now);
  publishCanaryStatus(root, live);
  expect(canaryStatusIn(live)).toEqual({ canary: null, decision: null });
});

test('how the last canary ended is published with the status until the next one ends', () => {
  const live = join(root, 'live-shell');
  mkdirSync(live);
  const decision = {
    remote: 'blog',
    release: 'r2',
    outcome: 'aborted',
    reason: 'aborted: 7 of 40 page views with an error in blog, live: 0 of 380',
    automatic: true,
    at: '2026-12-04T12:30:00.000Z',
  } as const;
  recordDecision(root, decision);
  publishCanaryStatus(root, live);
  expect(canaryStatusIn(live)).toEqual({ canary: null, decision });
  recordDecision(root, { ...decision, release: 'r3', outcome: 'promoted', automatic: false });
  publishCanaryStatus(root, live);
  expect(canaryStatusIn(live).decision).toMatchObject({ release: 'r3', outcome: 'promoted' });
  // A record that does not parse tells nothing rather than something wrong.
  expect(() => recordDecision(root, { ...decision, reason: 'two\nlines' })).toThrow();
});
