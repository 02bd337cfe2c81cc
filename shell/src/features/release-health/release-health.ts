/**
 * The page's report on the releases it runs (release health): which release of each app ran, the
 * web vitals (LCP, INP, CLS, TTFB, measured by `web-vitals`), and the errors per section. Sent to
 * the page's own site with navigator.sendBeacon, batched: once the page is idle after its load, and
 * each time it is hidden (tab switched, page left), each beacon with only what is new. Nothing here
 * runs before the page is idle but a few listeners, and nothing at all for a reader whose browser
 * asks not to be followed (Global Privacy Control). Called once, in the browser.
 */
import {
  ISLAND_RELEASE_ATTRIBUTE,
  LISTED_RELEASE,
  REMOTE_ATTRIBUTE,
} from '@tla/platform/contracts/page-protocol';
import { RUM_PATH } from '@tla/platform/contracts/release-health';
import { federationName, remoteIds } from '@tla/platform/contracts/remote-id';
import { buildId } from '@tla/platform/islands/build-info';
import { whenIdle, whenPageIsIdle } from '../../lib/idle';
import { onSectionEvent } from '../../lib/section-events';
import { addressesOf, appOfAddresses, type RemoteBases } from './error-source';
import { createPageReport } from './page-report';

/** A remote as remotes.json lists it: its entry, and the build whose HTML the composed pages hold. */
type ListedRemote = { name: string; entry: string; islandsBuild?: string };

export type ReleaseHealthOptions = {
  /**
   * The remotes as remotes.json lists them (asked only once a remote's code ran, or before the first
   * beacon of a page that came with a remote's HTML).
   */
  remotes: () => Promise<readonly ListedRemote[]>;
  /** The page's window (a test passes jsdom's). */
  win?: Window;
};

/** Errors waiting to be told apart by their code's address: at most this many. */
const MAX_PENDING = 64;

const asksNotToBeFollowed = (win: Window) =>
  Reflect.get(win.navigator, 'globalPrivacyControl') === true;

/** Each remote's base: the folder of its entry. */
const basesOf = (remotes: readonly ListedRemote[], page: string): RemoteBases =>
  remotes.flatMap(({ name, entry }) => {
    const app = remoteIds.find((id) => federationName(id) === name);
    return app ? [[app, new URL('.', new URL(entry, page)).href] as const] : [];
  });

export function startReleaseHealth({ remotes, win = window }: ReleaseHealthOptions): void {
  if (asksNotToBeFollowed(win)) return;
  const report = createPageReport();
  report.ran('shell', buildId);
  let bases: RemoteBases = [];
  let listed: readonly ListedRemote[] = [];
  let asked: Promise<void> | undefined;
  const askRemotes = () =>
    (asked ??= remotes().then(
      (found) => {
        listed = found;
        bases = basesOf(found, win.location.href);
      },
      () => undefined,
    ));
  const pending: { addresses: string; kind: 'uncaught' | 'csp' }[] = [];

  onSectionEvent((event) => {
    if (event.type === 'failed') return report.failed(event.app, event.section, event.kind);
    report.ran(event.app, event.release);
    void askRemotes();
  });
  const hold = (addresses: string, kind: 'uncaught' | 'csp') => {
    if (pending.length < MAX_PENDING) pending.push({ addresses, kind });
  };
  win.addEventListener('error', (event) => hold(addressesOf(event), 'uncaught'));
  win.addEventListener('unhandledrejection', (event) => hold(addressesOf(event), 'uncaught'));
  win.document.addEventListener('securitypolicyviolation', (event) =>
    hold(`${event.sourceFile} ${event.blockedURI}`, 'csp'),
  );

  const send = () => {
    // A remote's island the page came with ran that release's HTML, its code loaded or not; a
    // composed page's islands leave naming it to remotes.json.
    for (const island of win.document.querySelectorAll(`[${ISLAND_RELEASE_ATTRIBUTE}]`)) {
      const remote = island.getAttribute(REMOTE_ATTRIBUTE);
      const app = remoteIds.find((id) => federationName(id) === remote);
      const named = island.getAttribute(ISLAND_RELEASE_ATTRIBUTE) ?? undefined;
      const release =
        named === LISTED_RELEASE ? listed.find(({ name }) => name === remote)?.islandsBuild : named;
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
    if (win.document.visibilityState === 'hidden') send();
  });
  win.addEventListener('pagehide', send);
  win.addEventListener('pageshow', (event) => {
    if (event.persisted) report.restored();
  });

  whenPageIsIdle(() => {
    import('web-vitals').then(({ onCLS, onINP, onLCP, onTTFB }) => {
      for (const measure of [onCLS, onINP, onLCP, onTTFB]) {
        measure(({ name, value }) => report.vital(name, value));
      }
      // The first beacon: the page view, and what is known by the next idle moment (with the
      // releases remotes.json names, for a page that came with a remote's HTML).
      const listsReleases = win.document.querySelector(
        `[${ISLAND_RELEASE_ATTRIBUTE}="${LISTED_RELEASE}"]`,
      );
      whenIdle(() => (listsReleases ? askRemotes().then(send, send) : send()), win);
    }, send);
  }, win);
}
