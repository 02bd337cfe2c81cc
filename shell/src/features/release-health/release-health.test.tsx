import { render, screen } from '@testing-library/react';
import { beforeEach, expect, test, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RumBeaconShape } from '@tla/platform/contracts/release-health';
import { rumBeaconSchema } from '@tla/platform/contracts/rum-beacon';
import { RouteError } from '../../components/route-error';
import { tellSectionEvent } from '../../lib/section-events';
import { startReleaseHealth } from './release-health';

// The browser measures the vitals (vitals.ts has tests of its own): here TTFB is known at once, the
// others once the page is hidden, as on a page.
vi.mock('./vitals', () => ({
  measureVitals: (report: (name: string, value: number) => void) => {
    report('TTFB', 120);
    return {
      final: () => {
        report('LCP', 1800);
        report('CLS', 0.02);
        report('INP', 96);
      },
      restart: () => {},
    };
  },
}));

const blogBase = 'https://blog.tla.test/';

/** A page of its own for each test (an iframe's window): the listeners of another never hear it. */
let frame: HTMLIFrameElement;
let win: Window;
let beacons: { url: string; body: RumBeaconShape }[];

function openPage({ privacy = false }: { privacy?: boolean } = {}) {
  frame = document.createElement('iframe');
  document.body.append(frame);
  const opened = frame.contentWindow;
  if (!opened) throw new Error('no frame window');
  win = opened;
  const sent: typeof beacons = [];
  beacons = sent;
  Object.defineProperty(win.navigator, 'sendBeacon', {
    value: (url: string, body: string) => {
      // What the service would take: the beacon parses with its schema.
      sent.push({ url, body: rumBeaconSchema.parse(JSON.parse(body)) });
      return true;
    },
  });
  if (privacy) Object.defineProperty(win.navigator, 'globalPrivacyControl', { value: true });
  startReleaseHealth({
    win,
    remotes: async () => [{ name: 'mf_blog', entry: `${blogBase}remoteEntry.js` }],
  });
}

/** The reader switches tabs or leaves: the page is hidden. */
function hide() {
  Object.defineProperty(win.document, 'visibilityState', { value: 'hidden', configurable: true });
  win.document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

const idle = () => vi.waitFor(() => expect(beacons.length).toBeGreaterThan(0));

beforeEach(() => openPage());

test('once the page is idle, a beacon to its own site: the page view; hidden, its vitals', async () => {
  await idle();
  expect(beacons).toHaveLength(1);
  expect(beacons[0]?.url).toBe('/_rum');
  expect(beacons[0]?.body).toEqual({
    releases: { shell: null },
    views: ['shell'],
    errored: [],
    errors: [],
    vitals: { TTFB: 120 },
  });
  hide();
  expect(beacons[1]?.body.vitals).toEqual({ LCP: 1800, INP: 96, CLS: 0.02 });
  // Hidden again with nothing new: nothing more is sent.
  hide();
  expect(beacons).toHaveLength(2);
});

test('a remote whose code failed to load and an error from its code count against it', async () => {
  await idle();
  tellSectionEvent({ type: 'ran', app: 'blog', release: 'blog-7' });
  tellSectionEvent({ type: 'failed', app: 'learn', section: 'learn/learn-routes', kind: 'load' });
  const thrown = new Error('boom');
  thrown.stack = `Error: boom\n    at open (${blogBase}assets/post-1a2b.js:1:200)`;
  // The remotes' bases are read once a remote's code ran.
  await vi.waitFor(() => Promise.resolve());
  win.dispatchEvent(new ErrorEvent('error', { error: thrown, filename: '' }));
  win.dispatchEvent(new ErrorEvent('error', { error: new Error('x'), filename: '' }));
  hide();
  expect(beacons[1]?.body).toEqual({
    releases: { shell: null, blog: 'blog-7', learn: null },
    views: ['blog', 'learn'],
    errored: ['learn', 'blog', 'shell'],
    errors: [
      { section: 'learn/learn-routes', kind: 'load', count: 1 },
      { section: 'blog', kind: 'uncaught', count: 1 },
      { section: 'shell', kind: 'uncaught', count: 1 },
    ],
    vitals: { LCP: 1800, INP: 96, CLS: 0.02 },
  });
});

test('Content-Security-Policy violations are counted against the code that made them', async () => {
  await idle();
  const violation = Object.assign(new Event('securitypolicyviolation'), {
    sourceFile: `${win.location.origin}/assets/index.js`,
    blockedURI: 'trusted-types-sink',
  });
  win.document.dispatchEvent(violation);
  win.document.dispatchEvent(violation);
  hide();
  expect(beacons[1]?.body.errors).toEqual([{ section: 'shell', kind: 'csp', count: 2 }]);
  expect(beacons[1]?.body.errored).toEqual(['shell']);
});

test('a page of the shell that crashes: the reader sees the error screen, the beacon says so', async () => {
  await idle();
  const Broken = () => {
    throw new Error('broken page');
  };
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const router = createMemoryRouter([
    { path: '/', element: <Broken />, errorElement: <RouteError /> },
  ]);
  render(<RouterProvider router={router} />);
  expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  hide();
  expect(beacons[1]?.body).toMatchObject({
    errored: ['shell'],
    errors: [{ section: 'shell', kind: 'crash', count: 1 }],
  });
});

test('a remote’s island the page came with counts its release, whether its code loaded or not', async () => {
  const island = win.document.createElement('div');
  island.setAttribute('data-island', 'mf_blog/blog-routes');
  island.setAttribute('data-remote', 'mf_blog');
  island.setAttribute('data-island-build', 'blog-9');
  win.document.body.append(island);
  await idle();
  expect(beacons[0]?.body).toMatchObject({
    releases: { shell: null, blog: 'blog-9' },
    views: ['shell', 'blog'],
  });
});

test('a reader with Global Privacy Control: nothing is measured or sent', async () => {
  openPage({ privacy: true });
  tellSectionEvent({ type: 'failed', app: 'blog', section: 'blog/blog-routes', kind: 'crash' });
  await new Promise((resolve) => setTimeout(resolve, 50));
  hide();
  expect(beacons).toEqual([]);
});
