/**
 * The figures of release health, per app and release: page views, page views with an error, errors
 * per section and kind, and each vital in a histogram of fixed buckets, from which its 75th
 * percentile is read. Bounded whatever readers send: at most MAX_RELEASES_PER_APP releases per app
 * (the least recently seen forgotten first), MAX_SECTIONS_PER_RELEASE sections each, and a fixed
 * number of buckets per vital. Kept on disk in the deployment's root (one file, rewritten whole a
 * moment after a change and when the service stops), so a restart keeps them.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { releaseIdSchema } from '@tla/platform/contracts/app-status';
import {
  vitalNames,
  type ErrorKind,
  type SectionName,
  type VitalName,
} from '@tla/platform/contracts/release-health';
import { appIds, type AppId } from '@tla/platform/contracts/remote-id';
import {
  appOfSection,
  type HealthReport,
  type ReleaseHealth,
  type RumBeacon,
} from '@tla/platform/contracts/rum-beacon';

/** Where a deployment keeps its figures, in its root. */
export const releaseHealthFile = (root: string): string =>
  join(root, 'health', 'release-health.json');

const MAX_RELEASES_PER_APP = 8;
const MAX_SECTIONS_PER_RELEASE = 16;

/**
 * Each vital's bucket bounds, rising by a fifth: a 75th percentile read as its bucket's upper bound
 * is at most a fifth above the true one. 40 buckets reach 15 s from 25 ms, and 12 from 0.005 for
 * CLS; a value above the last bound falls in one more bucket, read as that bound.
 */
const bounds = (first: number, count: number): number[] =>
  Array.from({ length: count }, (_, index) => Number((first * 1.2 ** index).toPrecision(2)));
const VITAL_BUCKETS: Record<VitalName, number[]> = {
  LCP: bounds(25, 40),
  INP: bounds(8, 40),
  CLS: bounds(0.005, 40),
  TTFB: bounds(5, 45),
};

const counts = () => ({ load: 0, crash: 0, uncaught: 0, csp: 0 });
const countsSchema = z.object({
  load: z.number().int().min(0),
  crash: z.number().int().min(0),
  uncaught: z.number().int().min(0),
  csp: z.number().int().min(0),
} satisfies Record<ErrorKind, unknown>);

const histogramSchema = z.array(z.number().int().min(0));
const storedReleaseSchema = z.object({
  app: z.enum(appIds),
  release: releaseIdSchema,
  firstSeen: z.iso.datetime(),
  lastSeen: z.iso.datetime(),
  views: z.number().int().min(0),
  viewsWithError: z.number().int().min(0),
  errors: countsSchema,
  sections: z.record(z.string(), countsSchema),
  histograms: z.object({
    LCP: histogramSchema,
    INP: histogramSchema,
    CLS: histogramSchema,
    TTFB: histogramSchema,
  } satisfies Record<VitalName, unknown>),
});
type StoredRelease = z.infer<typeof storedReleaseSchema>;
const storeFileSchema = z.object({ version: z.literal(1), releases: z.array(storedReleaseSchema) });

/** The bucket `value` falls in. */
function bucketOf(name: VitalName, value: number): number {
  const index = VITAL_BUCKETS[name].findIndex((bound) => value <= bound);
  return index === -1 ? VITAL_BUCKETS[name].length : index;
}

/** The upper bound of the bucket that holds the 75th percentile; undefined without samples. */
function p75Of(name: VitalName, histogram: readonly number[]): number | undefined {
  const total = histogram.reduce((sum, count) => sum + count, 0);
  if (total === 0) return undefined;
  let seen = 0;
  for (const [index, count] of histogram.entries()) {
    seen += count;
    if (seen >= 0.75 * total)
      return VITAL_BUCKETS[name].at(Math.min(index, VITAL_BUCKETS[name].length - 1));
  }
  return VITAL_BUCKETS[name].at(-1);
}

const emptyHistograms = (): Record<VitalName, number[]> => ({
  LCP: VITAL_BUCKETS.LCP.map(() => 0).concat(0),
  INP: VITAL_BUCKETS.INP.map(() => 0).concat(0),
  CLS: VITAL_BUCKETS.CLS.map(() => 0).concat(0),
  TTFB: VITAL_BUCKETS.TTFB.map(() => 0).concat(0),
});

export type HealthStoreOptions = {
  /** The file the figures are kept in. */
  file: string;
  /** What each app has live now: a page that could not tell its release ran these. */
  live: () => Partial<Record<AppId, string>>;
  /** A release some readers run beside the live one (a canary): counted as a live one is. */
  trial?: () => { app: AppId; release: string } | undefined;
  /** A figure file that cannot be read is said so here (and the figures start again). */
  log: (line: string) => void;
  /** How long after a change the file is written (changes meanwhile go with it). */
  writeDelayMs?: number;
  now?: () => Date;
};

export type HealthStore = {
  /** Adds a beacon's news; what it says of a release neither live nor already kept is dropped. */
  record: (beacon: RumBeacon) => void;
  report: () => HealthReport;
  /** Writes what is not written yet, now. */
  flush: () => void;
};

function readStore(file: string, log: (line: string) => void): StoredRelease[] {
  if (!existsSync(file)) return [];
  try {
    return storeFileSchema.parse(JSON.parse(readFileSync(file, 'utf8'))).releases;
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    log(`release-health: ${file} could not be read (${reason ?? ''}): its figures start again`);
    return [];
  }
}

export function healthStore(options: HealthStoreOptions): HealthStore {
  const now = options.now ?? (() => new Date());
  const kept = new Map<string, StoredRelease>();
  const keyOf = (app: AppId, release: string) => `${app}/${release}`;
  for (const stored of readStore(options.file, options.log)) {
    kept.set(keyOf(stored.app, stored.release), stored);
  }
  let timer: NodeJS.Timeout | undefined;

  function write() {
    timer = undefined;
    mkdirSync(dirname(options.file), { recursive: true });
    const temporary = `${options.file}.tmp`;
    writeFileSync(temporary, JSON.stringify({ version: 1, releases: [...kept.values()] }), {
      mode: 0o600,
    });
    renameSync(temporary, options.file);
  }

  function changed() {
    timer ??= setTimeout(write, options.writeDelayMs ?? 2_000).unref();
  }

  /**
   * The figures of `app`'s `release`, made when it is live or on trial; the app's oldest dropped
   * past the cap.
   */
  function entryFor(app: AppId, release: string, counted: readonly unknown[], at: string) {
    const key = keyOf(app, release);
    const found = kept.get(key);
    if (found) {
      // Re-inserted: the Map's order is then least recently seen first.
      kept.delete(key);
      kept.set(key, { ...found, lastSeen: at });
      return kept.get(key);
    }
    if (!counted.includes(release)) return undefined;
    const made: StoredRelease = {
      app,
      release,
      firstSeen: at,
      lastSeen: at,
      views: 0,
      viewsWithError: 0,
      errors: counts(),
      sections: {},
      histograms: emptyHistograms(),
    };
    kept.set(key, made);
    const ofApp = [...kept.values()].filter((entry) => entry.app === app);
    for (const oldest of ofApp.slice(0, Math.max(0, ofApp.length - MAX_RELEASES_PER_APP))) {
      kept.delete(keyOf(oldest.app, oldest.release));
    }
    return made;
  }

  function record(beacon: RumBeacon) {
    const at = now().toISOString();
    const live = options.live();
    const trial = options.trial?.();
    const entries = new Map<AppId, StoredRelease>();
    for (const app of appIds) {
      const named = beacon.releases[app];
      if (named === undefined) continue;
      const release = named ?? live[app];
      const counted = [live[app], ...(trial?.app === app ? [trial.release] : [])];
      const entry = release === undefined ? undefined : entryFor(app, release, counted, at);
      if (entry) entries.set(app, entry);
    }
    if (entries.size === 0) return;
    for (const app of beacon.views) {
      const entry = entries.get(app);
      if (entry) entry.views += 1;
    }
    for (const app of beacon.errored) {
      const entry = entries.get(app);
      if (entry) entry.viewsWithError += 1;
    }
    for (const { section, kind, count } of beacon.errors) {
      const app = appOfSection(section);
      const entry = entries.get(app);
      if (!entry) continue;
      entry.errors[kind] += count;
      const name: SectionName =
        section in entry.sections || Object.keys(entry.sections).length < MAX_SECTIONS_PER_RELEASE
          ? section
          : app;
      const sectionCounts = (entry.sections[name] ??= counts());
      sectionCounts[kind] += count;
    }
    // A page's vitals are every release's it ran.
    for (const name of vitalNames) {
      const value = beacon.vitals[name];
      if (value === undefined) continue;
      for (const entry of entries.values()) {
        const bucket = bucketOf(name, value);
        entry.histograms[name][bucket] = (entry.histograms[name][bucket] ?? 0) + 1;
      }
    }
    changed();
  }

  function report(): HealthReport {
    const releases = [...kept.values()].reverse().map((entry): ReleaseHealth => ({
      app: entry.app,
      release: entry.release,
      firstSeen: entry.firstSeen,
      lastSeen: entry.lastSeen,
      views: entry.views,
      viewsWithError: entry.viewsWithError,
      errors: { ...entry.errors },
      sections: Object.fromEntries(
        Object.entries(entry.sections).map(([section, each]) => [section, { ...each }]),
      ),
      vitals: Object.fromEntries(
        vitalNames.flatMap((name) => {
          const histogram = entry.histograms[name];
          const p75 = p75Of(name, histogram);
          const samples = histogram.reduce((sum, count) => sum + count, 0);
          return p75 === undefined ? [] : [[name, { samples, p75 }]];
        }),
      ),
    }));
    return { releases };
  }

  return {
    record,
    report,
    flush: () => {
      if (timer === undefined) return;
      clearTimeout(timer);
      write();
    },
  };
}

/** The figures kept in a deployment's root, as the service last wrote them. */
export function readHealthReport(root: string, log: (line: string) => void = console.warn) {
  return healthStore({ file: releaseHealthFile(root), live: () => ({}), log }).report();
}
