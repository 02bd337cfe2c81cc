import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterEach, beforeEach, expect, test } from 'vitest';
import type { ReleaseHealth } from '@tla/platform/contracts/rum-beacon';
import {
  canaryPolicySchema,
  CANARY_VARIANT,
  variantDir,
  variantRecordFile,
  type VariantRecord,
} from '@tla/platform/deploy/release-variants';
import type { Verdict } from './release-protocol';
import type { OperationQueue } from './release-queue';
import type { OperationCommand } from './release-routes';
import { watchCanary } from './canary-watch';

let root: string;
let logged: string[];
let ran: OperationCommand[];
let outcome: Verdict;
let watches: { stop: () => void }[];

beforeEach(() => {
  root = mkdtempSync(`${tmpdir()}/tla-canary-watch-`);
  logged = [];
  ran = [];
  outcome = 'live';
  watches = [];
});
afterEach(() => {
  for (const watch of watches) watch.stop();
  rmSync(root, { recursive: true, force: true });
});

/** A queue that runs nothing: it records each command and answers `outcome`. */
const queue: OperationQueue = {
  admit: () => ({ ok: true, leave: () => {} }),
  run: async (_place, command, out) => {
    ran.push(command);
    out.line(`${command.doing}: started`);
    out.end();
    return outcome;
  },
};

function startCanary(autoPromote: boolean) {
  const record: VariantRecord = {
    kind: 'canary',
    remote: 'blog',
    release: 'blog-9',
    createdAt: '2026-12-05T10:00:00.000Z',
    share: 10,
    ...(autoPromote ? { autoPromote } : {}),
  };
  mkdirSync(variantDir(root, CANARY_VARIANT), { recursive: true });
  writeFileSync(variantRecordFile(root, CANARY_VARIANT), JSON.stringify(record));
}

const figures = (release: string, views: number, viewsWithError: number): ReleaseHealth => ({
  app: 'blog',
  release,
  firstSeen: '2026-12-05T10:00:00.000Z',
  lastSeen: '2026-12-05T10:00:00.000Z',
  views,
  viewsWithError,
  errors: { load: 0, crash: 0, uncaught: viewsWithError, csp: 0 },
  sections: {},
  vitals: {},
});

function watch(canary: ReleaseHealth, live = figures('blog-1', 380, 0)) {
  const started = watchCanary({
    root,
    policy: canaryPolicySchema.parse({ minViews: 40, errorMargin: 5 }),
    health: () => ({ releases: [canary, live] }),
    live: () => ({ blog: 'blog-1' }),
    queue,
    log: (line) => logged.push(line),
  });
  watches.push(started);
  return started;
}

test('a canary that errs is aborted through the queue, its reason logged and passed on', async () => {
  startCanary(false);
  await watch(figures('blog-9', 40, 7)).check();
  const reason = 'aborted: 7 of 40 page views with an error in blog, live: 0 of 380';
  expect(ran.map(({ args }) => args)).toEqual([['blog', '--abort', '--reason', reason]]);
  expect(logged[0]).toBe(`canary: blog release blog-9, ${reason}`);
  expect(logged).toContain("canary abort: abort of blog's canary: started");
});

test('a healthy canary asked to be promoted is promoted; one not asked keeps running', async () => {
  startCanary(false);
  await watch(figures('blog-9', 40, 0)).check();
  expect(ran).toEqual([]);
  expect(logged).toEqual([
    'canary: blog release blog-9, holding: 0 of 40 page views with an error in blog, live: 0 of 380; promote or abort it',
  ]);
  startCanary(true);
  await watch(figures('blog-9', 40, 0)).check();
  expect(ran.map(({ args }) => args.slice(0, 2))).toEqual([['blog', '--promote']]);
});

test('asked to promote, a canary whose readers measured no INP yet waits, saying so', async () => {
  startCanary(true);
  const live = { ...figures('blog-1', 380, 0), vitals: { INP: { samples: 380, p75: 120 } } };
  await watch(figures('blog-9', 40, 0), live).check();
  expect(ran).toEqual([]);
  expect(logged).toEqual([
    'canary: blog release blog-9, waiting: no p75 INP yet in blog (live 120 ms)',
  ]);
});

test('no canary, or too few views: nothing runs; a failed decision is not tried again', async () => {
  const idle = watch(figures('blog-9', 40, 7));
  await idle.check();
  expect(ran).toEqual([]);
  startCanary(false);
  await watch(figures('blog-9', 39, 39)).check();
  expect(ran).toEqual([]);
  outcome = 'refused';
  const failing = watch(figures('blog-9', 40, 7));
  await failing.check();
  await failing.check();
  expect(ran).toHaveLength(1);
  expect(logged.at(-1)).toBe(
    'canary: the abort of blog release blog-9 did not finish (refused); not tried again, decide by hand',
  );
});
