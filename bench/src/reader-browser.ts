// Page loads timed as a reader's browser runs them. Playwright (and Lighthouse) enable the inspector's
// Runtime domain on every page; with it on, V8 records a detailed stack, line and column, for every
// Error a script creates, and finds those lines by parsing the whole function again. React's client
// creates its singleton errors at module evaluation, inside one very large function, so with the
// Runtime domain on its evaluation became a long task of parsing that no reader has. The Network
// domain, which records a script stack for every request, stays off too. This connection
// (chrome-remote-interface, a plain CDP client) enables only Page; network conditions and CPU
// slowdown apply without more.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { chromiumLaunchOptions } from '../../scripts/chromium-options';
import { CDP } from '../tools/index';

export type ReaderLoadOptions = {
  viewport: { width: number; height: number; deviceScaleFactor: number; mobile: boolean };
  /** Network.emulateNetworkConditions' latency (ms) and throughputs (bytes per second); none: as is. */
  network?: { latency: number; downloadThroughput: number; uploadThroughput: number };
  cpuSlowdown: number;
  /** Script run in every document before its own scripts. */
  initScript: string;
  /** An expression evaluated once the page has settled; its JSON value is returned. */
  collect: string;
  /** How long to wait once the network has gone quiet (or, with `settleFrom: 'load'`, once loaded). */
  settleMs: number;
  /**
   * What the wait starts from: Chromium's network-idle mark (the default; every prefetch the page
   * started has arrived), or the load event, as a reader who reaches for a link a moment after the
   * page has loaded, whatever it is still fetching.
   */
  settleFrom?: 'networkIdle' | 'load';
};

/** A click on a settled page, timed by the page itself. */
export type ReaderClickOptions = Omit<ReaderLoadOptions, 'collect'> & {
  /** Evaluated once the page has settled, before the click (it starts the page's own timing). */
  beforeClick: string;
  /** What is clicked: scrolled into view, then a real mouse press and release at its centre. */
  selector: string;
  /** How long the pointer rests on it before the press (0: pressed as it arrives). */
  leadMs: number;
  /** Evaluated every 50 ms after the click until it gives something other than 0, which is returned. */
  until: string;
};

/** A key event as Input.dispatchKeyEvent takes it (a real, trusted event in the page). */
type KeyEvent = {
  type: 'keyDown' | 'rawKeyDown' | 'keyUp';
  key: string;
  code: string;
  windowsVirtualKeyCode: number;
  /** Bit field: 1 Alt, 2 Ctrl, 4 Meta, 8 Shift. */
  modifiers?: number;
  /** The character a key types (a keyDown with text inserts it). */
  text?: string;
};

/** A settled page, handed to a caller that drives it (`ReaderBrowser.drive`). */
export type ReaderPage = {
  evaluate: (expression: string) => Promise<unknown>;
  mouse: (event: MouseEvent) => Promise<void>;
  key: (event: KeyEvent) => Promise<void>;
};

export type ReaderBrowser = {
  load(url: string, options: ReaderLoadOptions): Promise<unknown>;
  click(url: string, options: ReaderClickOptions): Promise<unknown>;
  /** Opens `url`, waits until it has settled, and lets `during` drive it; the context then closes. */
  drive<T>(
    url: string,
    options: Omit<ReaderLoadOptions, 'collect'>,
    during: (page: ReaderPage) => Promise<T>,
  ): Promise<T>;
  close(): Promise<void>;
};

const timeoutMs = 120_000;

/** A mouse event as Input.dispatchMouseEvent takes it (a real, trusted event in the page). */
type MouseEvent = {
  type: 'mouseMoved' | 'mousePressed' | 'mouseReleased';
  x: number;
  y: number;
  button?: 'left';
  clickCount?: number;
};

/**
 * Headless Chromium reports no pointer and no hover, as no desktop does: the page's desktop behaviour
 * (running a linked section's code in idle time) would never be measured. A mouse, as on a desktop;
 * a mobile load's touch emulation reports a coarse pointer without hover instead.
 */
export const desktopPointerArg =
  '--blink-settings=primaryPointerType=4,availablePointerTypes=4,primaryHoverType=2,availableHoverTypes=2';

/** Starts headless Chromium with a debugging port of its own and connects to the browser target. */
export async function launchReaderBrowser(): Promise<ReaderBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'tla-reader-'));
  const chromium = spawn(
    chromiumLaunchOptions.executablePath,
    [
      ...chromiumLaunchOptions.args,
      '--headless=new',
      desktopPointerArg,
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const endpoint = await debuggingEndpoint(chromium);
  const client = await CDP({ target: endpoint, local: true });
  // Events of the page sessions, each to its load (one listener for all: the client's typings offer
  // no way to remove one).
  const sessionEvents = new Map<string, (event: CDP.EventMessage) => void>();
  client.on('event', (event) => {
    if (event.sessionId) sessionEvents.get(event.sessionId)?.(event);
  });

  /** Opens `url` in a fresh context, waits until it has settled, and hands over an evaluator. */
  async function withSettledPage<T>(
    url: string,
    options: Omit<ReaderLoadOptions, 'collect'>,
    during: (page: ReaderPage) => Promise<T>,
  ): Promise<T> {
    const { browserContextId } = await client.send('Target.createBrowserContext', {});
    try {
      const { targetId } = await client.send('Target.createTarget', {
        url: 'about:blank',
        browserContextId,
      });
      const { sessionId } = await client.send('Target.attachToTarget', { targetId, flatten: true });
      const { width, height, deviceScaleFactor, mobile } = options.viewport;
      await client.send(
        'Emulation.setDeviceMetricsOverride',
        { width, height, deviceScaleFactor, mobile },
        sessionId,
      );
      await client.send('Emulation.setTouchEmulationEnabled', { enabled: mobile }, sessionId);
      await client.send('Emulation.setCPUThrottlingRate', { rate: options.cpuSlowdown }, sessionId);
      await client.send('Page.enable', undefined, sessionId);
      await client.send('Page.setLifecycleEventsEnabled', { enabled: true }, sessionId);
      if (options.network)
        await client.send(
          'Network.emulateNetworkConditions',
          { offline: false, ...options.network },
          sessionId,
        );
      await client.send(
        'Page.addScriptToEvaluateOnNewDocument',
        { source: options.initScript },
        sessionId,
      );
      const lifecycle = lifecycleOf(sessionEvents, sessionId);
      const { errorText, loaderId } = await client.send('Page.navigate', { url }, sessionId);
      if (errorText || !loaderId)
        throw new Error(`${url} did not load: ${errorText ?? 'no document'}`);
      await lifecycle.reached(loaderId, options.settleFrom ?? 'networkIdle');
      await new Promise((resume) => setTimeout(resume, options.settleMs));
      return await during({
        // Runtime.evaluate works without Runtime.enable, which is what the comment above avoids.
        evaluate: async (expression) => {
          const { result, exceptionDetails } = await client.send(
            'Runtime.evaluate',
            { expression, returnByValue: true },
            sessionId,
          );
          if (exceptionDetails) throw new Error(`${url}: ${exceptionDetails.text}`);
          const value: unknown = result.value;
          return value;
        },
        mouse: (event) => client.send('Input.dispatchMouseEvent', event, sessionId),
        key: (event) => client.send('Input.dispatchKeyEvent', event, sessionId),
      });
    } finally {
      await client.send('Target.disposeBrowserContext', { browserContextId });
    }
  }

  const load = (url: string, options: ReaderLoadOptions) =>
    withSettledPage(url, options, ({ evaluate }) => evaluate(options.collect));

  const centreSchema = z.object({ x: z.number(), y: z.number() });

  const click = (url: string, options: ReaderClickOptions) =>
    withSettledPage(url, options, async ({ evaluate, mouse }) => {
      await evaluate(options.beforeClick);
      const selector = JSON.stringify(options.selector);
      const centre = centreSchema.parse(
        await evaluate(`(() => {
          const target = document.querySelector(${selector});
          if (!target) throw new Error('nothing matches ' + ${selector});
          target.scrollIntoView({ block: 'center' });
          const box = target.getBoundingClientRect();
          return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
        })()`),
      );
      const press = { ...centre, button: 'left', clickCount: 1 } as const;
      await mouse({ type: 'mouseMoved', ...centre });
      if (options.leadMs > 0) await new Promise((resume) => setTimeout(resume, options.leadMs));
      await mouse({ type: 'mousePressed', ...press });
      await mouse({ type: 'mouseReleased', ...press });
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        // While a click loads another document, there is a moment with no page to ask: ask again.
        const value = await evaluate(options.until).catch(() => 0);
        if (value !== 0) return value;
        if (Date.now() > deadline) throw new Error(`${url}: ${options.until} stayed 0`);
        await new Promise((resume) => setTimeout(resume, 50));
      }
    });

  async function close() {
    await client.close();
    const exited = new Promise((resume) => chromium.once('exit', resume));
    chromium.kill();
    await exited;
    // Its helper processes may still be writing to the profile for a few seconds: retry, as rm -rf
    // would; a profile they still hold after that stays in the temp folder, said so, and the figures
    // measured stand.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 50, retryDelay: 100 });
    } catch (error) {
      console.warn(`left ${profile}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  return { load, click, drive: withSettledPage, close };
}

const lifecycleEvent = z.object({ loaderId: z.string(), name: z.string() });

/**
 * The page's lifecycle events (Page.lifecycleEvent), noted from before its navigation starts.
 * `reached(loaderId, 'networkIdle')` waits for Chromium's own mark: no request in flight for 500 ms
 * after the document loaded (what Playwright's networkidle waits for too).
 */
function lifecycleOf(
  sessionEvents: Map<string, (event: CDP.EventMessage) => void>,
  sessionId: string,
) {
  const seen = new Set<string>();
  let notify = () => {};
  sessionEvents.set(sessionId, ({ method, params }) => {
    const event = lifecycleEvent.safeParse(params);
    if (method !== 'Page.lifecycleEvent' || !event.success) return;
    seen.add(`${event.data.loaderId} ${event.data.name}`);
    notify();
  });
  return {
    reached: (loaderId: string, name: string) =>
      new Promise<void>((resolvePromise, reject) => {
        const deadline = setTimeout(
          () => reject(new Error(`the page reached no ${name} in ${timeoutMs} ms`)),
          timeoutMs,
        );
        notify = () => {
          if (!seen.has(`${loaderId} ${name}`)) return;
          clearTimeout(deadline);
          sessionEvents.delete(sessionId);
          resolvePromise();
        };
        notify();
      }),
  };
}

/** The browser target's WebSocket address, from the line Chromium prints once it listens. */
function debuggingEndpoint(chromium: ChildProcess): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`Chromium printed no DevTools address in 30 s:\n${output}`)),
      30_000,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on (ws:\/\/\S+)/.exec(output);
      if (!match?.[1]) return;
      clearTimeout(timer);
      chromium.stderr?.off('data', read); // what it logs later is not needed
      chromium.stderr?.resume();
      resolvePromise(match[1]);
    };
    chromium.stderr?.on('data', read);
    chromium.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (${code}) before it listened:\n${output}`));
    });
  });
}
