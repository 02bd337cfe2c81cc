/**
 * The page's report on the releases it runs (release health): which release of each app ran, the
 * web vitals (LCP, INP, CLS, TTFB, as `web-vitals` defines them, measured by vitals.ts), and the
 * errors per section. Sent to the page's own site with navigator.sendBeacon, batched: once the page
 * is idle after its load, and each time it is hidden (tab switched, page left), each beacon with only
 * what is new; the vitals final when it is hidden. Nothing here runs before the page is idle but a
 * few listeners, and nothing at all for a reader whose browser asks not to be followed (Global
 * Privacy Control). Called once, in the browser.
 */
import { ISLAND_BUILD_ATTRIBUTE, REMOTE_ATTRIBUTE } from '@tla/platform/contracts/page-protocol';
import { RUM_PATH } from '@tla/platform/contracts/release-health';
import { federationName, remoteIds } from '@tla/platform/contracts/remote-id';
import { buildId } from '@tla/platform/islands/build-info';
import { whenIdle, whenPageIsIdle } from '../../lib/idle';
import { onSectionEvent } from '../../lib/section-events';
import { addressesOf, appOfAddresses, type RemoteBases } from './error-source';
import { createPageReport } from './page-report';
import type { measureVitals } from './vitals';

export type ReleaseHealthOptions = {
  /** The remotes' entries, as remotes.json lists them (asked only once a remote's code ran). */
  remotes: () => Promise<readonly { name: string; entry: string }[]>;
  /** The page's window (a test passes jsdom's). */
  win?: Window;
};

/** Errors waiting to be told apart by their code's address: at most this many. */
const MAX_PENDING = 64;

const asksNotToBeFollowed = (win: Window) =>
  Reflect.get(win.navigator, 'globalPrivacyControl') === true;

/** Each remote's base: the folder of its entry. */
const basesOf = (remotes: readonly { name: string; entry: string }[], page: string): RemoteBases =>
  remotes.flatMap(({ name, entry }) => {
    const app = remoteIds.find((id) => federationName(id) === name);
    return app ? [[app, new URL('.', new URL(entry, page)).href] as const] : [];
  });

export function startReleaseHealth({ remotes, win = window }: ReleaseHealthOptions): void {
  if (asksNotToBeFollowed(win)) return;
  const report = createPageReport();
  report.ran('shell', buildId);
  let bases: RemoteBases = [];
  let basesAsked = false;
  const pending: { addresses: string; kind: 'uncaught' | 'csp' }[] = [];

  onSectionEvent((event) => {
    if (event.type === 'failed') return report.failed(event.app, event.section, event.kind);
    report.ran(event.app, event.release);
    if (basesAsked) return;
    basesAsked = true;
    remotes().then(
      (listed) => (bases = basesOf(listed, win.location.href)),
      () => undefined,
    );
  });
  const hold = (addresses: string, kind: 'uncaught' | 'csp') => {
    if (pending.length < MAX_PENDING) pending.push({ addresses, kind });
  };
  win.addEventListener('error', (event) => hold(addressesOf(event), 'uncaught'));
  win.addEventListener('unhandledrejection', (event) => hold(addressesOf(event), 'uncaught'));
  win.document.addEventListener('securitypolicyviolation', (event) =>
    hold(`${event.sourceFile} ${event.blockedURI}`, 'csp'),
  );

  let vitals: ReturnType<typeof measureVitals> | undefined;
  /** Sends what is new; `final`: the page is hidden, so its vitals are final first. */
  const send = (final: boolean) => {
    if (final) vitals?.final();
    // A remote's island the page came with ran that release's HTML, its code loaded or not.
    for (const island of win.document.querySelectorAll(`[${ISLAND_BUILD_ATTRIBUTE}]`)) {
      const remote = island.getAttribute(REMOTE_ATTRIBUTE);
      const app = remoteIds.find((id) => federationName(id) === remote);
      const release = island.getAttribute(ISLAND_BUILD_ATTRIBUTE) ?? undefined;
      if (app && release) report.ran(app, release);
    }
    for (const { addresses, kind } of pending.splice(0)) {
      const app = appOfAddresses(addresses, bases);
      report.failed(app, app, kind);
    }
    const beacon = report.take();
    if (beacon) win.navigator.sendBeacon?.(RUM_PATH, JSON.stringify(beacon));
  };
  win.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') send(true);
  });
  win.addEventListener('pagehide', () => send(true));
  win.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    report.restored();
    vitals?.restart();
  });

  whenPageIsIdle(() => {
    import('./vitals').then(
      ({ measureVitals: measure }) => {
        vitals = measure((name, value) => report.vital(name, value));
        // The first beacon: the page view, and what is known by the next idle moment.
        whenIdle(() => send(false), win);
      },
      () => send(false),
    );
  }, win);
}
