/**
 * The schemas of release health: a page's beacon, as the release service parses it (anything else is
 * refused), and the figures the service keeps per release, as `npm run status` and /_status read them.
 * Browser-safe.
 */
import { z } from '@tla/federated/zod';
import { releaseIdSchema } from './app-status';
import {
  errorKinds,
  type ErrorKind,
  MAX_ERROR_ENTRIES,
  MAX_ERRORS_PER_ENTRY,
  type RumBeaconShape,
  type SectionName,
  type VitalName,
} from './release-health';
import { appIds, type AppId } from './remote-id';

const appSchema = z.enum(appIds);
const sectionPattern = new RegExp(`^(${appIds.join('|')})(/[\\w-]{1,64})?$`);
const isSection = (value: string): value is SectionName => sectionPattern.test(value);
const sectionSchema = z.string().refine(isSection, 'a section: <app> or <app>/<module>');

/** The largest value a page may report: ten minutes for a time, 100 for a layout shift score. */
const vitalCeilings: Record<VitalName, number> = {
  LCP: 600_000,
  INP: 600_000,
  CLS: 100,
  TTFB: 600_000,
};
const vital = (name: VitalName) => z.number().min(0).max(vitalCeilings[name]).optional();
const vitalsSchema = z.strictObject({
  LCP: vital('LCP'),
  INP: vital('INP'),
  CLS: vital('CLS'),
  TTFB: vital('TTFB'),
} satisfies Record<VitalName, unknown>);

const release = releaseIdSchema.nullable().optional();
const releasesSchema = z.strictObject({
  shell: release,
  blog: release,
  learn: release,
  simulator: release,
} satisfies Record<AppId, unknown>);

const count = (min: number) => z.number().int().min(min);

const appsOnce = (apps: readonly AppId[]) => new Set(apps).size === apps.length;

export const rumBeaconSchema = z
  .strictObject({
    releases: releasesSchema,
    views: z.array(appSchema).refine(appsOnce, 'each app once'),
    errored: z.array(appSchema).refine(appsOnce, 'each app once'),
    errors: z
      .array(
        z.strictObject({
          section: sectionSchema,
          kind: z.enum(errorKinds),
          count: count(1).max(MAX_ERRORS_PER_ENTRY),
        }),
      )
      .max(MAX_ERROR_ENTRIES),
    vitals: vitalsSchema,
  })
  .superRefine((beacon, context) => {
    // Everything a beacon says is about an app the page ran.
    const ran = (app: AppId) => beacon.releases[app] !== undefined;
    const apps: [string, AppId][] = [
      ...beacon.views.map((app, index): [string, AppId] => [`views.${index}`, app]),
      ...beacon.errored.map((app, index): [string, AppId] => [`errored.${index}`, app]),
      ...beacon.errors.map(({ section }, index): [string, AppId] => [
        `errors.${index}.section`,
        appOfSection(section),
      ]),
    ];
    for (const [path, app] of apps) {
      if (!ran(app))
        context.addIssue({
          code: 'custom',
          path: path.split('.'),
          message: `${app} is not in releases`,
        });
    }
  }) satisfies z.ZodType<RumBeaconShape>;
export type RumBeacon = z.infer<typeof rumBeaconSchema>;

/** The app a section belongs to. */
export const appOfSection = (section: SectionName): AppId => appSchema.parse(section.split('/')[0]);

const countsSchema = z.strictObject({
  load: count(0),
  crash: count(0),
  uncaught: count(0),
  csp: count(0),
} satisfies Record<ErrorKind, unknown>);

const vitalFigure = z.strictObject({ samples: count(1), p75: z.number().min(0) }).optional();

/** One release's figures, as the release service reports them. */
export const releaseHealthSchema = z.strictObject({
  app: appSchema,
  release: releaseIdSchema,
  firstSeen: z.iso.datetime(),
  lastSeen: z.iso.datetime(),
  views: count(0),
  viewsWithError: count(0),
  errors: countsSchema,
  /** Errors per section of the app. */
  sections: z.record(
    z.string().regex(sectionPattern, 'a section: <app> or <app>/<module>'),
    countsSchema,
  ),
  /** Per vital: how many page views measured it, and their 75th percentile (a bucket's upper bound). */
  vitals: z.strictObject({
    LCP: vitalFigure,
    INP: vitalFigure,
    CLS: vitalFigure,
    TTFB: vitalFigure,
  } satisfies Record<VitalName, unknown>),
});
export type ReleaseHealth = z.infer<typeof releaseHealthSchema>;

/** What GET RELEASE_HEALTH_PATH answers: every release the service keeps figures of, newest first. */
export const healthReportSchema = z.strictObject({ releases: z.array(releaseHealthSchema) });
export type HealthReport = z.infer<typeof healthReportSchema>;
