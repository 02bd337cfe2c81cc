import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { prefetchCodeForPath, runCodeForPath } from './remote-registry';
import { useIdlePrefetch } from './idle-prefetch';

vi.mock('./remote-registry', async () =>
  (await import('../../test/registry-double')).registryDouble(),
);

const paths = ['/blog', '/tutorials'];

/** A device whose primary pointer hovers and is fine (a mouse), or not (a finger). */
function pointer(mouse: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: mouse && query === '(hover: hover) and (pointer: fine)',
    })),
  );
}

/** The browser's idle callbacks, run when the test says the browser is idle. */
let idleQueue: Array<() => void> = [];
async function idlePeriod() {
  const due = idleQueue;
  idleQueue = [];
  await act(async () => due.forEach((callback) => callback()));
}

const prefetchDone = () => document.documentElement.dataset.idlePrefetch;

beforeEach(() => {
  idleQueue = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleQueue.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => {});
  vi.mocked(prefetchCodeForPath).mockClear();
  vi.mocked(runCodeForPath).mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

test('with a mouse, idle time fetches each linked page, then runs their code, one step per idle period', async () => {
  pointer(true);
  let finishFirst = () => {};
  vi.mocked(prefetchCodeForPath).mockImplementationOnce(
    () => new Promise<void>((resolve) => (finishFirst = resolve)),
  );
  renderHook(() => useIdlePrefetch(paths));
  expect(prefetchCodeForPath).not.toHaveBeenCalled(); // not before the browser is idle

  await idlePeriod();
  expect(vi.mocked(prefetchCodeForPath).mock.calls).toEqual([['/blog']]);
  await idlePeriod();
  expect(prefetchCodeForPath).toHaveBeenCalledTimes(1); // the next waits until the first has finished
  await act(async () => finishFirst());
  await idlePeriod();
  expect(vi.mocked(prefetchCodeForPath).mock.calls).toEqual([['/blog'], ['/tutorials']]);
  expect(runCodeForPath).not.toHaveBeenCalled();
  await idlePeriod();
  expect(vi.mocked(runCodeForPath).mock.calls).toEqual([['/blog']]);
  expect(prefetchDone()).toBeUndefined();
  await idlePeriod();
  expect(vi.mocked(runCodeForPath).mock.calls).toEqual([['/blog'], ['/tutorials']]);
  await idlePeriod();
  expect(prefetchDone()).toBe('done');
});

test('on a touch screen, idle time fetches the linked pages but runs none of their code', async () => {
  pointer(false);
  renderHook(() => useIdlePrefetch(paths));
  for (let period = 0; period < 5; period += 1) await idlePeriod();
  expect(vi.mocked(prefetchCodeForPath).mock.calls).toEqual([['/blog'], ['/tutorials']]);
  expect(runCodeForPath).not.toHaveBeenCalled();
  expect(prefetchDone()).toBe('done');
});

test('a page that fails to prefetch does not stop the others', async () => {
  pointer(false);
  vi.mocked(prefetchCodeForPath).mockRejectedValueOnce(new Error('the blog is down'));
  renderHook(() => useIdlePrefetch(paths));
  for (let period = 0; period < 5; period += 1) await idlePeriod();
  expect(vi.mocked(prefetchCodeForPath).mock.calls).toEqual([['/blog'], ['/tutorials']]);
});

test('a page left before it was idle starts nothing', async () => {
  pointer(true);
  const { unmount } = renderHook(() => useIdlePrefetch(paths));
  unmount();
  for (let period = 0; period < 5; period += 1) await idlePeriod();
  expect(prefetchCodeForPath).not.toHaveBeenCalled();
  expect(runCodeForPath).not.toHaveBeenCalled();
});
