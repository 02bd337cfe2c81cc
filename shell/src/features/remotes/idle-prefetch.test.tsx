import { renderHook } from '@testing-library/react';
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

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(prefetchCodeForPath).mockClear();
  vi.mocked(runCodeForPath).mockClear();
});
afterEach(() => {
  vi.useRealTimers();
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

  await vi.advanceTimersByTimeAsync(5_000);
  expect(vi.mocked(prefetchCodeForPath).mock.calls).toEqual([['/blog']]);
  await vi.advanceTimersByTimeAsync(10_000);
  expect(prefetchCodeForPath).toHaveBeenCalledTimes(1); // the next waits until the first has finished
  finishFirst();
  await vi.advanceTimersByTimeAsync(5_000);
  expect(vi.mocked(prefetchCodeForPath).mock.calls).toEqual([['/blog'], ['/tutorials']]);
  expect(runCodeForPath).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(5_000);
  expect(vi.mocked(runCodeForPath).mock.calls).toEqual([['/blog']]);
  await vi.advanceTimersByTimeAsync(5_000);
  expect(vi.mocked(runCodeForPath).mock.calls).toEqual([['/blog'], ['/tutorials']]);
});

test('on a touch screen, idle time fetches the linked pages but runs none of their code', async () => {
  pointer(false);
  renderHook(() => useIdlePrefetch(paths));
  await vi.advanceTimersByTimeAsync(30_000);
  expect(vi.mocked(prefetchCodeForPath).mock.calls).toEqual([['/blog'], ['/tutorials']]);
  expect(runCodeForPath).not.toHaveBeenCalled();
});

test('a page left before it was idle starts nothing', async () => {
  pointer(true);
  const { unmount } = renderHook(() => useIdlePrefetch(paths));
  unmount();
  await vi.advanceTimersByTimeAsync(30_000);
  expect(prefetchCodeForPath).not.toHaveBeenCalled();
  expect(runCodeForPath).not.toHaveBeenCalled();
});
