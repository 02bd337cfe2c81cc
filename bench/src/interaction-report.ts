// The interactions' figures as both benches print them and write them (bench-interactions.ts alone,
// bench.ts among its other measures): each case's runs summed up, the tables, and the record.
import type { InteractionCase } from './interaction-cases';
import { cpuSlowdown, phone } from './interaction-runs';
import {
  eventDurationThresholdMs,
  interactionRows,
  phaseRows,
  summarize,
  type MeasuredInteraction,
  type RunFigure,
} from './interactions';
import { formatTable, ratio } from './peer-comparison';

export type InteractionMeasure = {
  runs: number;
  runsById: ReadonlyMap<string, RunFigure[]>;
  /** The machine's load average before and after: how busy it was meanwhile. */
  loadAtStart: readonly number[];
  loadAtEnd: readonly number[];
};

export function measuredInteractions(
  cases: readonly InteractionCase[],
  runsById: ReadonlyMap<string, RunFigure[]>,
): (MeasuredInteraction & { runs: RunFigure[] })[] {
  return cases.map((c) => ({
    id: c.id,
    label: c.label,
    site: c.site,
    path: c.path,
    ...(c.peer === undefined ? {} : { peer: c.peer }),
    summary: summarize(runsById.get(c.id) ?? []),
    runs: runsById.get(c.id) ?? [],
  }));
}

const loads = (values: readonly number[]) => values.map((n) => n.toFixed(1)).join(' ');

/** The two tables as printed: the interactions beside VitePress's, then where their time went. */
export function interactionLines(
  measured: readonly MeasuredInteraction[],
  { runs, loadAtStart, loadAtEnd }: Omit<InteractionMeasure, 'runsById'>,
  vitepressVersion: string,
): string[] {
  return [
    `\nInteractions on a phone (390×844 at 3x, touch, CPU ${cpuSlowdown}x slower), ms: the longest Event Timing duration of the interaction (typing: the longest key), median of ${runs} (min–max); 0: under ${eventDurationThresholdMs} ms. VitePress ${vitepressVersion} of our content beside ours. Load average ${loads(loadAtStart)} at the start, ${loads(loadAtEnd)} at the end.`,
    formatTable(interactionRows(measured)),
    '\nWhere the time went (medians, ms): input delay (the page busy), processing (its handlers), presentation (to the next frame)',
    formatTable(phaseRows(measured)),
  ];
}

/** What bench-results/*.json keeps of the interactions: the profile, every run, and the ratios. */
export function interactionRecord(
  measured: readonly MeasuredInteraction[],
  { runs, loadAtStart, loadAtEnd }: Omit<InteractionMeasure, 'runsById'>,
  vitepressVersion: string,
) {
  const byId = new Map(measured.map((m) => [m.id, m]));
  const comparisons = measured.flatMap((m) => {
    const peer = m.peer === undefined ? undefined : byId.get(m.peer);
    return peer
      ? [
          {
            ours: m.id,
            vitepress: peer.id,
            oursMs: m.summary.medianMs,
            vitepressMs: peer.summary.medianMs,
            ratio: ratio(m.summary.medianMs, peer.summary.medianMs),
          },
        ]
      : [];
  });
  return {
    runs,
    profile: { ...phone, cpuSlowdown, eventDurationThresholdMs },
    loadAverage: { start: loadAtStart, end: loadAtEnd },
    vitepressVersion,
    interactions: measured,
    comparisons,
  };
}
