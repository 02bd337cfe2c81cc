// What the interactions bench makes of the browser's own timings: Event Timing entries grouped into
// interactions as INP counts them, and the Long Animation Frame that holds the longest one, named by
// its longest script so that a reader of the table knows what to fix. The page records the entries
// (`observeInteractions`, run before the page's own scripts); everything else here is plain data in,
// figures out.
import { z } from 'zod';
import { roundedMedian, spread } from './statistics';
import { ratio } from './peer-comparison';

/** The Event Timing threshold the page observes with (the smallest the browser allows), in ms. */
export const eventDurationThresholdMs = 16;

const rounded = (ms: number) => Math.round(ms);

/** One Event Timing entry as `PerformanceEventTiming.toJSON()` gives it. */
const eventTimingSchema = z.object({
  name: z.string(),
  startTime: z.number(),
  duration: z.number(),
  processingStart: z.number(),
  processingEnd: z.number(),
  // 0 for events that are no interaction of their own (pointerover, input, …).
  interactionId: z.number(),
});
export type EventTiming = z.infer<typeof eventTimingSchema>;

/** A script of a long animation frame (`PerformanceScriptTiming.toJSON()`). */
const scriptTimingSchema = z.object({
  duration: z.number(),
  invoker: z.string(),
  invokerType: z.string(),
  sourceURL: z.string(),
  sourceFunctionName: z.string(),
  forcedStyleAndLayoutDuration: z.number(),
});

/** A long animation frame (`PerformanceLongAnimationFrameTiming.toJSON()`): 50 ms or more. */
const animationFrameSchema = z.object({
  startTime: z.number(),
  duration: z.number(),
  // 0 when the frame rendered nothing.
  renderStart: z.number(),
  styleAndLayoutStart: z.number(),
  blockingDuration: z.number(),
  scripts: z.array(scriptTimingSchema),
});
export type AnimationFrame = z.infer<typeof animationFrameSchema>;

/** What `observeInteractions` has recorded in the page, read back as JSON. */
export const pageRecordSchema = z.object({
  events: z.array(eventTimingSchema),
  frames: z.array(animationFrameSchema),
});
export type PageRecord = z.infer<typeof pageRecordSchema>;

/** Where the page keeps its record (a property of `window`). */
export const pageRecordKey = '__benchInteractions';

/**
 * Run in the page before its own scripts (an init script): observes every event over the threshold
 * and every long animation frame from the first moment, so nothing the page does early is missed and
 * no buffer limit applies. Self-contained (no outside name): the page gets its source. The entries go
 * through JSON in the page, so that the frames' scripts arrive as plain data.
 */
export const observeInteractions = (key: string, durationThreshold: number) => {
  const record: { events: unknown[]; frames: unknown[] } = { events: [], frames: [] };
  Reflect.set(window, key, record);
  // TypeScript's DOM types do not know the Event Timing option yet: passed as an object of its own.
  const eventOptions = { type: 'event', durationThreshold, buffered: true };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.events.push(JSON.parse(JSON.stringify(entry)));
  }).observe(eventOptions);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.frames.push(JSON.parse(JSON.stringify(entry)));
  }).observe({ type: 'long-animation-frame', buffered: true });
};

/** One interaction (a tap, a key) as INP counts it: its events' longest duration, and when it ran. */
export type Interaction = {
  id: number;
  durationMs: number;
  startMs: number;
  /** When its last event's next frame was presented. */
  endMs: number;
  /** Its events over the threshold, in the order they started (pointerdown, pointerup, click, …). */
  events: string[];
  phases: InteractionPhases;
};

/**
 * Where an interaction's time went, as INP's attribution splits it: waiting for the main thread
 * (input delay), its event handlers (processing), and from their end to the next frame on screen
 * (presentation delay: rendering, and whatever else ran before that frame).
 */
export type InteractionPhases = {
  inputDelayMs: number;
  processingMs: number;
  presentationMs: number;
};

/**
 * The interactions that started at or after `sinceMs`, in the order they started: events grouped by
 * interactionId (events of no interaction, with id 0, left out), each counting its longest event.
 * An interaction whose every event was under the threshold has no entry, so it is not here.
 */
export function interactionsSince(events: readonly EventTiming[], sinceMs: number): Interaction[] {
  const byId = new Map<number, EventTiming[]>();
  for (const event of events) {
    if (event.interactionId === 0 || event.startTime < sinceMs) continue;
    byId.set(event.interactionId, [...(byId.get(event.interactionId) ?? []), event]);
  }
  return [...byId]
    .map(([id, group]) => {
      const startMs = Math.min(...group.map((event) => event.startTime));
      const endMs = Math.max(...group.map((event) => event.startTime + event.duration));
      const processingStart = Math.min(...group.map((event) => event.processingStart));
      const processingEnd = Math.max(...group.map((event) => event.processingEnd));
      return {
        id,
        durationMs: Math.max(...group.map((event) => event.duration)),
        startMs,
        endMs,
        events: [...group].sort((a, b) => a.startTime - b.startTime).map((event) => event.name),
        // Durations are rounded to 8 ms by the browser: a phase can come out a little under 0.
        phases: {
          inputDelayMs: rounded(Math.max(0, processingStart - startMs)),
          processingMs: rounded(Math.max(0, processingEnd - processingStart)),
          presentationMs: rounded(Math.max(0, endMs - processingEnd)),
        },
      };
    })
    .sort((a, b) => a.startMs - b.startMs);
}

/** The longest long animation frame that overlaps `[startMs, endMs]`, if any. */
export function longestFrameDuring(
  frames: readonly AnimationFrame[],
  { startMs, endMs }: { startMs: number; endMs: number },
): AnimationFrame | undefined {
  return frames
    .filter((frame) => frame.startTime < endMs && frame.startTime + frame.duration > startMs)
    .reduce<AnimationFrame | undefined>(
      (longest, frame) => (longest && longest.duration >= frame.duration ? longest : frame),
      undefined,
    );
}

/** A long animation frame as the bench reports it: where its time went, its longest script named. */
export type FrameFigure = {
  durationMs: number;
  blockingMs: number;
  /** From the frame's rendering start (rAF callbacks, style, layout, paint) to its end; 0: none. */
  renderMs: number;
  /** The time of its style and layout at the end of the frame (forced layouts in scripts apart). */
  styleAndLayoutMs: number;
  longestScript?: {
    /** What ran it: `DIV.onclick` (an event listener), `FrameRequestCallback`, a promise, … */
    invoker: string;
    invokerType: string;
    /** The script's file: with `sourceOf`'s short names, the app and its path. */
    source: string;
    sourceFunctionName: string;
    durationMs: number;
    forcedStyleAndLayoutMs: number;
  };
};

/** The figure of a frame; `sourceOf` names a script's URL shortly (its app and path). */
export function frameFigure(
  frame: AnimationFrame,
  sourceOf: (url: string) => string = (url) => url,
): FrameFigure {
  const end = frame.startTime + frame.duration;
  const script = frame.scripts.reduce<AnimationFrame['scripts'][number] | undefined>(
    (longest, candidate) =>
      longest && longest.duration >= candidate.duration ? longest : candidate,
    undefined,
  );
  return {
    durationMs: rounded(frame.duration),
    blockingMs: rounded(frame.blockingDuration),
    renderMs: frame.renderStart > 0 ? rounded(end - frame.renderStart) : 0,
    styleAndLayoutMs: frame.styleAndLayoutStart > 0 ? rounded(end - frame.styleAndLayoutStart) : 0,
    ...(script
      ? {
          longestScript: {
            invoker: script.invoker,
            invokerType: script.invokerType,
            source: script.sourceURL === '' ? '' : sourceOf(script.sourceURL),
            sourceFunctionName: script.sourceFunctionName,
            durationMs: rounded(script.duration),
            forcedStyleAndLayoutMs: rounded(script.forcedStyleAndLayoutDuration),
          },
        }
      : {}),
  };
}

/** One run of one interaction: its figure (the longest of its interactions) and what held it up. */
export type RunFigure = {
  /** The longest interaction's duration; 0 when every one stayed under the threshold (16 ms). */
  durationMs: number;
  /** How many interactions were over the threshold (a tap is one; three keys are three). */
  interactions: number;
  /** The longest one's events over the threshold. */
  events: string[];
  /** The longest one's phases (none when no interaction was over the threshold). */
  phases?: InteractionPhases;
  /** The longest animation frame during the longest interaction, when one was 50 ms or more. */
  frame?: FrameFigure;
};

/** A run's figure from the page's record, counting the interactions from `sinceMs` on. */
export function runFigure(
  record: PageRecord,
  sinceMs: number,
  sourceOf?: (url: string) => string,
): RunFigure {
  const interactions = interactionsSince(record.events, sinceMs);
  const longest = interactions.reduce<Interaction | undefined>(
    (found, interaction) =>
      found && found.durationMs >= interaction.durationMs ? found : interaction,
    undefined,
  );
  if (!longest) return { durationMs: 0, interactions: 0, events: [] };
  const frame = longestFrameDuring(record.frames, longest);
  return {
    durationMs: longest.durationMs,
    interactions: interactions.length,
    events: longest.events,
    phases: longest.phases,
    ...(frame ? { frame: frameFigure(frame, sourceOf) } : {}),
  };
}

/** An interaction's runs summed up: median and spread of the figures, the longest frame seen. */
export type InteractionSummary = {
  medianMs: number;
  spread: string;
  runsMs: number[];
  /** Each phase's median over the runs with an interaction over the threshold. */
  phases?: InteractionPhases;
  /** The longest frame of any run (the one most worth fixing), and in how many runs one was seen. */
  longestFrame?: FrameFigure;
  runsWithFrame: number;
};

export function summarize(runs: readonly RunFigure[]): InteractionSummary {
  const runsMs = runs.map((run) => run.durationMs);
  const frames = runs.flatMap((run) => (run.frame ? [run.frame] : []));
  const longestFrame = frames.reduce<FrameFigure | undefined>(
    (longest, frame) => (longest && longest.durationMs >= frame.durationMs ? longest : frame),
    undefined,
  );
  const phases = runs.flatMap((run) => (run.phases ? [run.phases] : []));
  const phase = (name: keyof InteractionPhases) => roundedMedian(phases.map((p) => p[name]));
  return {
    medianMs: roundedMedian(runsMs),
    spread: spread(runsMs),
    runsMs,
    ...(phases.length > 0
      ? {
          phases: {
            inputDelayMs: phase('inputDelayMs'),
            processingMs: phase('processingMs'),
            presentationMs: phase('presentationMs'),
          },
        }
      : {}),
    ...(longestFrame ? { longestFrame } : {}),
    runsWithFrame: frames.length,
  };
}

/** A frame in a table cell: its length, then what took it (its longest script, or rendering). */
export function describeFrame(frame: FrameFigure | undefined): string {
  if (!frame) return 'no frame of 50 ms or more';
  const script = frame.longestScript;
  const render = frame.renderMs > 0 ? `; render ${frame.renderMs}` : '';
  if (!script) return `${frame.durationMs} ms frame: no script${render}`;
  const name = [script.invoker, script.sourceFunctionName].filter((part) => part !== '').join(' ');
  const source = script.source === '' ? '' : ` in ${script.source}`;
  const forced =
    script.forcedStyleAndLayoutMs > 0 ? `, ${script.forcedStyleAndLayoutMs} forced layout` : '';
  return `${frame.durationMs} ms frame: ${name}${source} ${script.durationMs}${forced}${render}`;
}

/** A measured interaction: which site, where, and its runs. */
export type MeasuredInteraction = {
  id: string;
  label: string;
  site: 'ours' | 'vitepress';
  path: string;
  /** Ours: the id of VitePress's comparable interaction, when it has one. */
  peer?: string;
  summary: InteractionSummary;
};

const figure = (summary: InteractionSummary) => `${summary.medianMs} (${summary.spread})`;

/**
 * The bench's table, header first: each of ours with VitePress's comparable one beside it and the
 * ratio of the medians, then VitePress's interactions that none of ours is compared with.
 */
export function interactionRows(measured: readonly MeasuredInteraction[]): string[][] {
  const byId = new Map(measured.map((interaction) => [interaction.id, interaction]));
  const paired = new Set(measured.flatMap((interaction) => interaction.peer ?? []));
  const ours = measured.filter((interaction) => interaction.site === 'ours');
  const alone = measured.filter(
    (interaction) => interaction.site === 'vitepress' && !paired.has(interaction.id),
  );
  return [
    [
      'interaction',
      'page',
      'ours ms (spread)',
      'VitePress ms (spread)',
      'ratio',
      'ours: longest frame',
      'VitePress: longest frame',
    ],
    ...ours.map((interaction) => {
      const peer = interaction.peer === undefined ? undefined : byId.get(interaction.peer);
      const peerRatio = peer ? ratio(interaction.summary.medianMs, peer.summary.medianMs) : null;
      return [
        peer ? `${interaction.label} / ${peer.label}` : interaction.label,
        interaction.path,
        figure(interaction.summary),
        peer ? figure(peer.summary) : '-',
        peerRatio === null ? '-' : `${peerRatio}x`,
        describeFrame(interaction.summary.longestFrame),
        peer ? describeFrame(peer.summary.longestFrame) : '-',
      ];
    }),
    ...alone.map((interaction) => [
      `(VitePress) ${interaction.label}`,
      interaction.path,
      '-',
      figure(interaction.summary),
      '-',
      '-',
      describeFrame(interaction.summary.longestFrame),
    ]),
  ];
}

/**
 * The second table, header first: for every interaction measured, the medians of its phases, so a
 * slow one says whether the page was busy (input delay), its handlers were (processing), or its next
 * frame was slow to come (presentation).
 */
export function phaseRows(measured: readonly MeasuredInteraction[]): string[][] {
  return [
    ['interaction', 'site', 'median ms', 'input delay', 'processing', 'presentation'],
    ...measured.map(({ label, site, summary }) => [
      label,
      site === 'ours' ? 'ours' : 'VitePress',
      String(summary.medianMs),
      ...(summary.phases
        ? [
            String(summary.phases.inputDelayMs),
            String(summary.phases.processingMs),
            String(summary.phases.presentationMs),
          ]
        : ['-', '-', '-']),
    ]),
  ];
}
