// In-app navigation (desktop, no throttling): after a page has loaded and been idle, a click on a
// section's link until that section's h1 shows; median of 5. From / to each section, and from one
// section to the others. Each with the press straight after the pointer arrives (as a keyboard or a
// quick hand) and after it has rested on the link a moment (the hover a mouse gives before most
// clicks). Timed in the page, from the click's pointerdown to the first frame that shows the new
// heading: ours stays in the same document (the animation frame after the heading changed); the
// reference's click (from / only) loads the section's static page, a whole document (it has no
// scripts), shown at its first contentful paint. VitePress's click stays in its document too (its
// router): timed like ours, between the pages it has. Measured in the reader's browser, which clicks
// with real mouse events; the bench's round trips are not counted.
import { z } from 'zod';
import { defineNameHelper } from './in-page';
import {
  navigationName,
  ratio,
  type NavigationCase,
  type NavigationComparison,
} from './peer-comparison';
import type { ReaderBrowser } from './reader-browser';
import type { Origins } from './served-sites';
import { median, spread } from './statistics';

const sections = ['/blog', '/tutorials', '/glossary', '/token-simulator'];
/** How long a mouse rests on a link before it presses, in the hover-lead runs. */
const hoverLeadMs = 250;
const navigationCases: NavigationCase[] = [
  ...sections.map((to) => ({ from: '/', to })),
  ...sections.filter((to) => to !== '/blog').map((to) => ({ from: '/blog', to })),
  { from: '/tutorials', to: '/blog' },
].flatMap((pair) => [
  { ...pair, leadMs: 0 },
  { ...pair, leadMs: hoverLeadMs },
]);
const navigationRuns = 5;

/** Notes the click's time, and the frame in which `main h1` first reads other than `before`. */
const watchNavigation = (before: string) => {
  // No helper functions in here: the page gets this function's source, without tsx's helpers.
  Reflect.set(window, '__benchSameDocument', true);
  addEventListener(
    'pointerdown',
    () => {
      sessionStorage.setItem('bench:clickAt', String(performance.timeOrigin + performance.now()));
      const observer = new MutationObserver(() => {
        const heading = document.querySelector('main h1')?.textContent ?? '';
        if (heading === '' || heading === before) return;
        observer.disconnect();
        requestAnimationFrame(() =>
          sessionStorage.setItem(
            'bench:shownAt',
            String(performance.timeOrigin + performance.now()),
          ),
        );
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    },
    { capture: true, once: true },
  );
};

/** Milliseconds from the click to the new heading's frame, once known (0 until then). */
const navigationElapsed = () => {
  const clickAt = Number(sessionStorage.getItem('bench:clickAt'));
  if (Reflect.get(window, '__benchSameDocument') === true) {
    const shownAt = Number(sessionStorage.getItem('bench:shownAt'));
    return shownAt > 0 ? shownAt - clickAt : 0;
  }
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  return paint ? performance.timeOrigin + paint.startTime - clickAt : 0;
};

/** In the reader's browser (reader-browser.ts), as the mobile loads: desktop, no throttling. */
async function navigationTime(
  readerBrowser: ReaderBrowser,
  origin: string,
  { from, to, leadMs }: NavigationCase,
): Promise<number> {
  const elapsed = await readerBrowser.click(origin + from, {
    viewport: { width: 1280, height: 800, deviceScaleFactor: 1, mobile: false },
    cpuSlowdown: 1,
    initScript: defineNameHelper,
    settleMs: 3_000,
    beforeClick: `(${watchNavigation.toString()})(document.querySelector('main h1')?.textContent ?? '')`,
    selector: `a[href="${to}"]`,
    leadMs,
    until: `(${navigationElapsed.toString()})()`,
  });
  return Math.round(z.number().parse(elapsed));
}

/** One navigation's figures (median ms of its runs), ours against the reference's from `/`. */
export type NavigationFigures = NavigationCase & {
  federatedMs: number;
  federatedSpread: string;
  referenceMs?: number;
  ratio?: number | null;
};

export type Navigations = {
  navigations: NavigationFigures[];
  /** Ours against VitePress, between the pages it has. */
  vitepress: NavigationComparison[];
};

export type NavigationsContext = {
  readerBrowser: ReaderBrowser;
  origins: Origins;
  /** The routes VitePress has: a navigation between two of them is measured there too. */
  vitepressRoutes: ReadonlySet<string>;
};

export async function run({
  readerBrowser,
  origins,
  vitepressRoutes,
}: NavigationsContext): Promise<Navigations> {
  const navigations: NavigationFigures[] = [];
  const vitepress: NavigationComparison[] = [];
  for (const navigation of navigationCases) {
    const withReference = navigation.from === '/' && navigation.leadMs === 0;
    const withPeer = vitepressRoutes.has(navigation.from) && vitepressRoutes.has(navigation.to);
    const ours: number[] = [];
    const reference: number[] = [];
    const peer: number[] = [];
    for (let round = 0; round < navigationRuns; round += 1) {
      ours.push(await navigationTime(readerBrowser, origins.ours, navigation));
      if (withReference)
        reference.push(await navigationTime(readerBrowser, origins.reference, navigation));
      if (withPeer) peer.push(await navigationTime(readerBrowser, origins.vitepress, navigation));
    }
    const oursMs = median(ours);
    const referenceMs = median(reference);
    if (withPeer) vitepress.push({ ...navigation, oursMs, vitepressMs: median(peer) });
    navigations.push({
      ...navigation,
      federatedMs: oursMs,
      federatedSpread: spread(ours),
      ...(withReference ? { referenceMs, ratio: ratio(oursMs, referenceMs) } : {}),
    });
    console.log(`measured ${navigationName(navigation)}`);
  }
  return { navigations, vitepress };
}
