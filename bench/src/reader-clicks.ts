// Section clicks the way a reader makes them (desktop, no throttling): the page loaded, left alone
// for 3 s from its load event (not from the network going quiet: whatever the page still fetches or
// runs then is what the reader's click meets), the pointer pressed as it arrives on the link, timed
// from the press (the event's own timestamp, so a busy page's input delay counts) to the end of the
// frame that paints the new page's h1 (the task after that frame's animation-frame callbacks, by
// which its style, layout and paint are done). Ours and VitePress's comparable clicks (between the
// pages it has) in turn, run by run, median of 5; with the longest animation frame during the click,
// named by its longest script. navigations.ts times the same clicks the bench's older way.
import { z } from 'zod';
import { defineNameHelper } from './in-page';
import {
  describeFrame,
  eventDurationThresholdMs,
  frameFigure,
  longestFrameDuring,
  observeInteractions,
  pageRecordKey,
  pageRecordSchema,
  type FrameFigure,
} from './interactions';
import type { NavigationFigures, NavigationsContext } from './navigations';
import { formatTable, navigationName, ratio, type NavigationCase } from './peer-comparison';
import type { ReaderBrowser } from './reader-browser';
import { roundedMedian, spread } from './statistics';

const sections = ['/blog', '/tutorials', '/glossary', '/token-simulator'];
const readerClickCases: readonly NavigationCase[] = [
  ...sections.map((to) => ({ from: '/', to, leadMs: 0 })),
  ...sections.filter((to) => to !== '/blog').map((to) => ({ from: '/blog', to, leadMs: 0 })),
  { from: '/tutorials', to: '/blog', leadMs: 0 },
];
const runs = 5;
/** How long the reader leaves the loaded page before the click. */
const idleAfterLoadMs = 3_000;
/** Where the page keeps the click's times (a property of `window`). */
const clickRecordKey = '__benchReaderClick';

/**
 * Run in the page before its click: notes the press's timestamp, then the end of the frame in which
 * `main h1` first reads other than `before`. Self-contained: the page gets its source.
 */
const watchClick = (key: string, before: string) => {
  const record = { pressedAt: 0, shownAt: 0 };
  Reflect.set(window, key, record);
  addEventListener(
    'pointerdown',
    (event) => {
      record.pressedAt = event.timeStamp;
      const observer = new MutationObserver(() => {
        const heading = document.querySelector('main h1')?.textContent ?? '';
        if (heading === '' || heading === before) return;
        observer.disconnect();
        // A message posted from the frame's callbacks arrives once that frame has been rendered.
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            record.shownAt = performance.now();
          };
          channel.port2.postMessage(undefined);
        });
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    },
    { capture: true, once: true },
  );
};

const clickRecordSchema = z.object({
  times: z.object({ pressedAt: z.number(), shownAt: z.number() }),
  record: pageRecordSchema,
});

/** The click's times and the page's long frames once the heading is painted (0 until then). */
const readClick = (key: string, framesKey: string) => {
  const times: unknown = Reflect.get(window, key);
  const record: unknown = Reflect.get(window, framesKey);
  return Number(Reflect.get(Object(times), 'shownAt')) > 0 ? { times, record } : 0;
};

type ClickRun = { ms: number; frame?: FrameFigure };

async function clickOnce(
  readerBrowser: ReaderBrowser,
  origin: string,
  { from, to }: NavigationCase,
): Promise<ClickRun> {
  const read = await readerBrowser.click(origin + from, {
    viewport: { width: 1280, height: 800, deviceScaleFactor: 1, mobile: false },
    cpuSlowdown: 1,
    initScript: `${defineNameHelper}(${observeInteractions.toString()})(${JSON.stringify(pageRecordKey)}, ${eventDurationThresholdMs});`,
    settleFrom: 'load',
    settleMs: idleAfterLoadMs,
    beforeClick: `(${watchClick.toString()})(${JSON.stringify(clickRecordKey)}, document.querySelector('main h1')?.textContent ?? '')`,
    selector: `a[href="${to}"]`,
    leadMs: 0,
    until: `(${readClick.toString()})(${JSON.stringify(clickRecordKey)}, ${JSON.stringify(pageRecordKey)})`,
  });
  const {
    times: { pressedAt, shownAt },
    record,
  } = clickRecordSchema.parse(read);
  const frame = longestFrameDuring(record.frames, { startMs: pressedAt, endMs: shownAt });
  return { ms: Math.round(shownAt - pressedAt), ...(frame ? { frame: frameFigure(frame) } : {}) };
}

/** One click's runs summed up: the median, the spread, and the longest frame of any run. */
export type ReaderClickSummary = { medianMs: number; spread: string; longestFrame?: FrameFigure };

function summarizeClicks(clicks: readonly ClickRun[]): ReaderClickSummary {
  const ms = clicks.map((click) => click.ms);
  const longestFrame = clicks
    .flatMap((click) => (click.frame ? [click.frame] : []))
    .reduce<FrameFigure | undefined>(
      (longest, frame) => (longest && longest.durationMs >= frame.durationMs ? longest : frame),
      undefined,
    );
  return {
    medianMs: roundedMedian(ms),
    spread: spread(ms),
    ...(longestFrame ? { longestFrame } : {}),
  };
}

export type ReaderClick = NavigationCase & {
  ours: ReaderClickSummary;
  /** VitePress's same click, where it has both pages. */
  vitepress?: ReaderClickSummary;
};

export async function run({
  readerBrowser,
  origins,
  vitepressRoutes,
}: NavigationsContext): Promise<ReaderClick[]> {
  const clicks: ReaderClick[] = [];
  for (const click of readerClickCases) {
    const withPeer = vitepressRoutes.has(click.from) && vitepressRoutes.has(click.to);
    const ours: ClickRun[] = [];
    const peer: ClickRun[] = [];
    for (let round = 0; round < runs; round += 1) {
      ours.push(await clickOnce(readerBrowser, origins.ours, click));
      if (withPeer) peer.push(await clickOnce(readerBrowser, origins.vitepress, click));
    }
    clicks.push({
      ...click,
      ours: summarizeClicks(ours),
      ...(withPeer ? { vitepress: summarizeClicks(peer) } : {}),
    });
    console.log(`measured ${navigationName(click)} the reader's way`);
  }
  return clicks;
}

const figure = (summary: ReaderClickSummary) => `${summary.medianMs} (${summary.spread})`;

/** The table, header first: each click, ours beside VitePress's, with the longest frames. */
function readerClickRows(clicks: readonly ReaderClick[]): string[][] {
  return [
    [
      'section click',
      'ours ms (spread)',
      'VitePress ms (spread)',
      'ratio',
      'ours: longest frame',
      'VitePress: longest frame',
    ],
    ...clicks.map((click) => [
      navigationName(click),
      figure(click.ours),
      click.vitepress ? figure(click.vitepress) : '-',
      click.vitepress ? `${ratio(click.ours.medianMs, click.vitepress.medianMs) ?? '-'}x` : '-',
      describeFrame(click.ours.longestFrame),
      click.vitepress ? describeFrame(click.vitepress.longestFrame) : '-',
    ]),
  ];
}

/**
 * Why this table's figures differ from the older clicks' (navigations.ts), with how much they do:
 * `older` are that table's medians of the same clicks (pressed on arrival), by name.
 */
function differenceLine(
  clicks: readonly ReaderClick[],
  older: ReadonlyMap<string, number>,
): string {
  const differences = clicks.flatMap((click) => {
    const before = older.get(navigationName(click));
    return before === undefined ? [] : [click.ours.medianMs - before];
  });
  const range =
    differences.length === 0
      ? ''
      : ` (by ${Math.min(...differences)} to ${Math.max(...differences)} ms, medians)`;
  return `Why these differ from the clicks after idle above${range}: those start 3 s after the network went quiet, when every linked section's code has been fetched and run ahead, and stop at the animation frame that holds the new heading; these start 3 s after the load event, so the click meets whatever the page is still fetching or running, count from the press itself (a busy page's input delay included) and stop once that frame is painted.`;
}

/** The section as the bench prints it: its title, the table, and why it differs from the older. */
export function report(
  clicks: readonly ReaderClick[],
  older: readonly NavigationFigures[],
): string[] {
  if (clicks.length === 0) return [];
  const olderByName = new Map(
    older
      .filter((navigation) => navigation.leadMs === 0)
      .map((navigation) => [navigationName(navigation), navigation.federatedMs]),
  );
  return [
    `\nsection clicks the reader's way: ${idleAfterLoadMs / 1000} s after the load event, pressed as the pointer arrives → the new h1 painted (desktop; median of ${runs} ms, spread; VitePress between the pages it has)`,
    formatTable(readerClickRows(clicks)),
    differenceLine(clicks, olderByName),
  ];
}
