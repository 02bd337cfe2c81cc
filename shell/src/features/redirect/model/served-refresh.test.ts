import { afterEach, expect, test, vi } from 'vitest';
import { cancelServedRefreshForNamedTarget } from './served-refresh';

afterEach(() => document.head.replaceChildren());

/** A page as the browser has it while loading: `readyState`, its head, its address; load fired on demand. */
function loadingPage({
  search,
  servedRefresh = true,
  readyState = 'interactive',
}: {
  search: string;
  servedRefresh?: boolean;
  readyState?: DocumentReadyState;
}) {
  if (servedRefresh) {
    const meta = document.createElement('meta');
    meta.httpEquiv = 'refresh';
    meta.content = '2;url=https://partner.example/create';
    document.head.append(meta);
  }
  const loadListeners: (() => void)[] = [];
  const win = {
    location: { search },
    document: { readyState, head: document.head },
    addEventListener: (_type: 'load', listener: () => void) => loadListeners.push(listener),
    stop: vi.fn(),
  };
  return { win, fireLoad: () => loadListeners.forEach((listener) => listener()) };
}

test.each([
  ['a refused address', '?target=https%3A%2F%2Fevil.example'],
  ['a path on this site', '?target=%2Fabout'],
  ['another partner', '?target=https%3A%2F%2Fpartner.example%2Fboost&ref=x'],
])('an address naming %s stops the served refresh at the load event, not before', (_label, search) => {
  const { win, fireLoad } = loadingPage({ search });
  cancelServedRefreshForNamedTarget(win);
  // Stopping while the page still loads would cut its scripts and styles short.
  expect(win.stop).not.toHaveBeenCalled();
  fireLoad();
  expect(win.stop).toHaveBeenCalledTimes(1);
});

test('code starting after the load event stops the served refresh at once', () => {
  const { win } = loadingPage({ search: '?target=%2Fabout', readyState: 'complete' });
  cancelServedRefreshForNamedTarget(win);
  expect(win.stop).toHaveBeenCalledTimes(1);
});

test.each([
  ['no query', ''],
  ['another parameter', '?ref=newsletter'],
  ['an empty target', '?target=%20'],
])('with %s the served refresh to the default target is kept', (_label, search) => {
  const { win, fireLoad } = loadingPage({ search, readyState: 'complete' });
  cancelServedRefreshForNamedTarget(win);
  fireLoad();
  expect(win.stop).not.toHaveBeenCalled();
});

test('a page served without a refresh is never stopped, whatever its address', () => {
  const { win, fireLoad } = loadingPage({ search: '?target=%2Fabout', servedRefresh: false });
  cancelServedRefreshForNamedTarget(win);
  fireLoad();
  expect(win.stop).not.toHaveBeenCalled();
});
