import { expect, test } from 'vitest';
import {
  describeFrame,
  frameFigure,
  interactionRows,
  interactionsSince,
  longestFrameDuring,
  pageRecordSchema,
  phaseRows,
  runFigure,
  summarize,
  type AnimationFrame,
  type EventTiming,
  type RunFigure,
} from './interactions';

const event = (
  name: string,
  interactionId: number,
  startTime: number,
  duration: number,
): EventTiming => ({
  name,
  interactionId,
  startTime,
  duration,
  processingStart: startTime + 10,
  processingEnd: startTime + 20,
});

const frame = (startTime: number, duration: number, scripts: AnimationFrame['scripts'] = []) => ({
  startTime,
  duration,
  renderStart: startTime + duration - 6,
  styleAndLayoutStart: startTime + duration - 2,
  blockingDuration: duration - 50,
  scripts,
});

const script = (duration: number, invoker = 'DIV.onclick') => ({
  duration,
  invoker,
  invokerType: 'event-listener',
  sourceURL: 'http://localhost:4170/assets/client-CCgYvFRg.js',
  sourceFunctionName: '_h',
  forcedStyleAndLayoutDuration: 27,
});

// A tap on a glossary term at 4x CPU, as Chromium 156 recorded it (toJSON, through JSON).
const recordedTap = {
  events: [
    {
      name: 'pointerover',
      entryType: 'event',
      startTime: 6586.5,
      duration: 64,
      navigationId: 5289,
      interactionId: 0,
      processingStart: 6604.6,
      processingEnd: 6618.9,
      cancelable: true,
    },
    {
      name: 'pointerdown',
      entryType: 'event',
      startTime: 6586.5,
      duration: 64,
      navigationId: 5289,
      interactionId: 3560,
      processingStart: 6619,
      processingEnd: 6630.6,
      cancelable: true,
    },
    {
      name: 'pointerup',
      entryType: 'event',
      startTime: 6586.6,
      duration: 64,
      navigationId: 5289,
      interactionId: 3560,
      processingStart: 6642.8,
      processingEnd: 6646.4,
      cancelable: true,
    },
    {
      name: 'mousedown',
      entryType: 'event',
      startTime: 6586.6,
      duration: 280,
      navigationId: 5289,
      interactionId: 0,
      processingStart: 6665.8,
      processingEnd: 6665.9,
      cancelable: true,
    },
    {
      name: 'click',
      entryType: 'event',
      startTime: 6586.6,
      duration: 280,
      navigationId: 5289,
      interactionId: 3560,
      processingStart: 6666.6,
      processingEnd: 6807,
      cancelable: true,
    },
  ],
  frames: [
    {
      name: 'long-animation-frame',
      entryType: 'long-animation-frame',
      startTime: 6597,
      duration: 56.6,
      navigationId: 5289,
      renderStart: 0,
      styleAndLayoutStart: 0,
      firstUIEventTimestamp: 0,
      blockingDuration: 6.6,
      scripts: [],
    },
    {
      name: 'long-animation-frame',
      entryType: 'long-animation-frame',
      startTime: 6653.6,
      duration: 180.1,
      navigationId: 5289,
      paintTime: 6833.7,
      presentationTime: 6868,
      renderStart: 6828.1,
      styleAndLayoutStart: 6832.8,
      firstUIEventTimestamp: 6586.5,
      blockingDuration: 130,
      scripts: [
        {
          name: 'script',
          entryType: 'script',
          startTime: 6666.7,
          duration: 139.5,
          navigationId: 5289,
          invoker: 'DIV.onclick',
          invokerType: 'event-listener',
          windowAttribution: 'self',
          executionStart: 6666.7,
          forcedStyleAndLayoutDuration: 26.8,
          pauseDuration: 0,
          sourceURL: 'http://localhost:4170/assets/client-CCgYvFRg.js',
          sourceFunctionName: '_h',
          sourceCharPosition: 202160,
        },
      ],
    },
  ],
};

test("a recorded tap is one interaction: its longest event, the frame of its click, the click's listener named", () => {
  const record = pageRecordSchema.parse(recordedTap);
  const figure = runFigure(record, 6432.5, (url) => `shell ${new URL(url).pathname}`);
  expect(figure).toEqual({
    durationMs: 280,
    interactions: 1,
    events: ['pointerdown', 'pointerup', 'click'],
    // The first handler ran 33 ms after the touch, the last ended 188 ms later, the frame 60 after.
    phases: { inputDelayMs: 33, processingMs: 188, presentationMs: 60 },
    frame: {
      durationMs: 180,
      blockingMs: 130,
      renderMs: 6,
      styleAndLayoutMs: 1,
      longestScript: {
        invoker: 'DIV.onclick',
        invokerType: 'event-listener',
        source: 'shell /assets/client-CCgYvFRg.js',
        sourceFunctionName: '_h',
        durationMs: 140,
        forcedStyleAndLayoutMs: 27,
      },
    },
  });
  expect(describeFrame(figure.frame)).toBe(
    '180 ms frame: DIV.onclick _h in shell /assets/client-CCgYvFRg.js 140, 27 forced layout; render 6',
  );
});

test('interactions are counted from the moment given, events of no interaction left out', () => {
  const events = [
    event('click', 1, 900, 120), // the tap that focused the field, before the measured keys
    event('keydown', 2, 1000, 40),
    event('input', 0, 1001, 300), // not an interaction of its own
    event('keyup', 2, 1050, 24),
    event('keydown', 3, 1200, 88),
    event('keydown', 4, 1400, 32),
  ];
  expect(interactionsSince(events, 1000)).toEqual([
    {
      id: 2,
      durationMs: 40,
      startMs: 1000,
      endMs: 1074,
      events: ['keydown', 'keyup'],
      phases: { inputDelayMs: 10, processingMs: 60, presentationMs: 4 },
    },
    {
      id: 3,
      durationMs: 88,
      startMs: 1200,
      endMs: 1288,
      events: ['keydown'],
      phases: { inputDelayMs: 10, processingMs: 10, presentationMs: 68 },
    },
    {
      id: 4,
      durationMs: 32,
      startMs: 1400,
      endMs: 1432,
      events: ['keydown'],
      phases: { inputDelayMs: 10, processingMs: 10, presentationMs: 12 },
    },
  ]);
});

test('three keys: the longest key is the figure, and its frame is one that overlaps that key', () => {
  const record = {
    events: [
      event('keydown', 2, 1000, 40),
      event('keydown', 3, 1200, 88),
      event('keydown', 4, 1400, 32),
    ],
    frames: [
      // During the first key only: longer, but not the longest key's.
      frame(980, 120, [script(100)]),
      frame(1210, 60, [script(52, 'HTMLInputElement.oninput')]),
    ],
  };
  expect(runFigure(record, 1000)).toMatchObject({
    durationMs: 88,
    interactions: 3,
    events: ['keydown'],
    frame: { durationMs: 60, longestScript: { invoker: 'HTMLInputElement.oninput' } },
  });
  expect(longestFrameDuring(record.frames, { startMs: 1400, endMs: 1432 })).toBeUndefined();
  expect(longestFrameDuring(record.frames, { startMs: 1000, endMs: 1300 })?.duration).toBe(120);
});

test('a run with every event under the threshold counts 0, with no frame', () => {
  expect(runFigure({ events: [event('click', 7, 10, 200)], frames: [frame(10, 90)] }, 500)).toEqual(
    {
      durationMs: 0,
      interactions: 0,
      events: [],
    },
  );
});

test("a frame without scripts is rendering alone; the longest script names the frame's cause", () => {
  expect(frameFigure(frame(0, 64))).toEqual({
    durationMs: 64,
    blockingMs: 14,
    renderMs: 6,
    styleAndLayoutMs: 2,
  });
  expect(describeFrame(frameFigure(frame(0, 64)))).toBe('64 ms frame: no script; render 6');
  const mixed = frameFigure(frame(0, 120, [script(20), script(70, 'FrameRequestCallback')]));
  expect(mixed.longestScript?.invoker).toBe('FrameRequestCallback');
  expect(describeFrame(undefined)).toBe('no frame of 50 ms or more');
});

test('runs sum up as median, spread, the median of each phase and the longest frame of any run', () => {
  const phases = (inputDelayMs: number, processingMs: number, presentationMs: number) => ({
    inputDelayMs,
    processingMs,
    presentationMs,
  });
  const runs: RunFigure[] = [
    {
      durationMs: 120,
      interactions: 1,
      events: ['click'],
      phases: phases(10, 90, 20),
      frame: frameFigure(frame(0, 90)),
    },
    { durationMs: 96, interactions: 1, events: ['click'], phases: phases(4, 70, 22) },
    {
      durationMs: 200,
      interactions: 1,
      events: ['click'],
      phases: phases(60, 110, 30),
      frame: frameFigure(frame(0, 150)),
    },
    // A run with every event under the threshold counts 0 and has no phases.
    { durationMs: 0, interactions: 0, events: [] },
  ];
  expect(summarize(runs)).toEqual({
    medianMs: 120,
    spread: '0–200',
    runsMs: [120, 96, 200, 0],
    phases: phases(10, 90, 22),
    longestFrame: frameFigure(frame(0, 150)),
    runsWithFrame: 2,
  });
  expect(
    phaseRows([
      { id: 'faq', label: 'open a FAQ item', site: 'ours', path: '/', summary: summarize(runs) },
    ]),
  ).toEqual([
    ['interaction', 'site', 'median ms', 'input delay', 'processing', 'presentation'],
    ['open a FAQ item', 'ours', '120', '10', '90', '22'],
  ]);
});

test("the table pairs each of ours with VitePress's comparable one, then lists VitePress's others", () => {
  const summary = (medianMs: number) => ({
    medianMs,
    spread: `${medianMs}–${medianMs + 10}`,
    runsMs: [medianMs],
    runsWithFrame: 0,
  });
  const rows = interactionRows([
    {
      id: 'site-search',
      label: 'type in site search',
      site: 'ours',
      path: '/t',
      peer: 'vp-search',
      summary: summary(120),
    },
    { id: 'faq', label: 'open a FAQ item', site: 'ours', path: '/', summary: summary(80) },
    {
      id: 'vp-search',
      label: 'type in local search',
      site: 'vitepress',
      path: '/t',
      summary: summary(60),
    },
    {
      id: 'vp-sidebar',
      label: 'open the sidebar',
      site: 'vitepress',
      path: '/t',
      summary: summary(40),
    },
  ]);
  expect(rows.slice(1)).toEqual([
    [
      'type in site search / type in local search',
      '/t',
      '120 (120–130)',
      '60 (60–70)',
      '2x',
      'no frame of 50 ms or more',
      'no frame of 50 ms or more',
    ],
    ['open a FAQ item', '/', '80 (80–90)', '-', '-', 'no frame of 50 ms or more', '-'],
    [
      '(VitePress) open the sidebar',
      '/t',
      '-',
      '40 (40–50)',
      '-',
      '-',
      'no frame of 50 ms or more',
    ],
  ]);
});

test('a record that is not what the page writes fails to parse, naming the field', () => {
  expect(() => pageRecordSchema.parse({ events: [{ name: 'click' }], frames: [] })).toThrow(
    /startTime/,
  );
});
