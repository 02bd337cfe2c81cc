/**
 * What one page view has to report about the releases it ran, kept until a beacon takes it: each
 * beacon carries only what is new since the last (release-health.ts in the contracts).
 */
import {
  MAX_ERROR_ENTRIES,
  MAX_ERRORS_PER_ENTRY,
  type ErrorKind,
  type RumBeaconShape,
  type SectionName,
  type VitalName,
} from '@tla/platform/contracts/release-health';
import type { AppId } from '@tla/platform/contracts/remote-id';

export function createPageReport() {
  /** Every app the page ran; null while the page cannot tell which release. */
  const releases = new Map<AppId, string | null>();
  const viewed = new Set<AppId>();
  const errored = new Set<AppId>();
  const erroredTold = new Set<AppId>();
  const errors = new Map<string, { section: SectionName; kind: ErrorKind; count: number }>();
  let vitals: Partial<Record<VitalName, number>> = {};
  const vitalsTold = new Set<VitalName>();

  const ran = (app: AppId, release: string | undefined) => {
    if (release !== undefined) releases.set(app, release);
    else if (!releases.has(app)) releases.set(app, null);
  };

  return {
    ran,
    failed(app: AppId, section: SectionName, kind: ErrorKind) {
      ran(app, undefined);
      errored.add(app);
      const key = `${section} ${kind}`;
      const entry = errors.get(key);
      if (entry) entry.count = Math.min(entry.count + 1, MAX_ERRORS_PER_ENTRY);
      else if (errors.size < MAX_ERROR_ENTRIES) errors.set(key, { section, kind, count: 1 });
    },
    /** A vital's value: the first of the page view counts (a later one of the same would count twice). */
    vital(name: VitalName, value: number) {
      if (!vitalsTold.has(name)) vitals[name] ??= value;
    },
    /** Back from the back/forward cache: a new page view of the same releases. */
    restored() {
      viewed.clear();
      erroredTold.clear();
      errored.clear();
      vitalsTold.clear();
    },
    /** What is new since the last beacon, marked as told; undefined when nothing is. */
    take(): RumBeaconShape | undefined {
      const views = [...releases.keys()].filter((app) => !viewed.has(app));
      const newlyErrored = [...errored].filter((app) => !erroredTold.has(app));
      if (views.length === 0 && errors.size === 0 && Object.keys(vitals).length === 0) {
        return undefined;
      }
      const beacon: RumBeaconShape = {
        releases: Object.fromEntries(releases),
        views,
        errored: newlyErrored,
        errors: [...errors.values()],
        vitals,
      };
      for (const app of views) viewed.add(app);
      for (const app of newlyErrored) erroredTold.add(app);
      for (const name of Object.keys(vitals)) {
        if (name === 'LCP' || name === 'INP' || name === 'CLS' || name === 'TTFB')
          vitalsTold.add(name);
      }
      errors.clear();
      vitals = {};
      return beacon;
    },
  };
}
