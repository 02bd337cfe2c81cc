/**
 * Release health from readers' browsers: what a page reports about the releases it ran (its web
 * vitals, its errors per section) and where, for the shell's client and the release service that
 * keeps the figures. Types and constants only, no zod: the shell's reporter imports this and stays
 * small; the beacon's schema, which the service parses, is rum-beacon.ts.
 */
import type { AppId } from './remote-id';

/** Where pages post their beacons, on their own origin (the release service answers it). */
export const RUM_PATH = '/_rum';

/** The release service's path for the kept figures, as JSON (public, as /_status is). */
export const RELEASE_HEALTH_PATH = '/_release/health';

/**
 * The largest beacon taken (else 413): a page of four apps, its four vitals and every error kind in
 * a dozen sections measures under 2 KB; a page cannot honestly need eight times that.
 */
export const MAX_RUM_BEACON_BYTES = 16 * 1024;

/** The vitals measured (web-vitals' names): milliseconds, but CLS, a layout shift score. */
export const vitalNames = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type VitalName = (typeof vitalNames)[number];

/**
 * What went wrong in a section: its code failed to load (`load`), it crashed while rendering
 * (`crash`), an error or rejection no one caught came from its code (`uncaught`), or the page's
 * Content-Security-Policy or Trusted Types refused something of it (`csp`).
 */
export const errorKinds = ['load', 'crash', 'uncaught', 'csp'] as const;
export type ErrorKind = (typeof errorKinds)[number];

/**
 * The most errors of one section and kind a beacon reports, and the most section-and-kind entries
 * it holds: a page looping on an error still sends one small beacon.
 */
export const MAX_ERRORS_PER_ENTRY = 1000;
export const MAX_ERROR_ENTRIES = 32;

/**
 * The section an error belongs to: `<app>` for what only the app is known of (a stack in its
 * code), `<app>/<module>` for a section the shell mounted (an island).
 */
export type SectionName = AppId | `${AppId}/${string}`;

/**
 * One beacon: what a page learnt since its last beacon. A page sends several (when idle, when
 * hidden); each says only what is new, so the service adds them up.
 */
export type RumBeaconShape = {
  /** Every app the page ran so far, and its release (null: the page could not tell which). */
  releases: Partial<Record<AppId, string | null>>;
  /** Apps this beacon reports for the first time in this page view: a page view each. */
  views: AppId[];
  /** Apps whose first error in this page view this beacon reports: a page view with an error each. */
  errored: AppId[];
  /** Errors since the last beacon, counted per section and kind. */
  errors: { section: SectionName; kind: ErrorKind; count: number }[];
  /** Each vital once per page view, when measured. */
  vitals: Partial<Record<VitalName, number>>;
};

/** A vital as a team reads it: a time in whole milliseconds, CLS to three decimals. */
export const formatVital = (name: VitalName, value: number): string =>
  name === 'CLS' ? value.toFixed(3) : `${Math.round(value).toLocaleString('en-US')} ms`;
