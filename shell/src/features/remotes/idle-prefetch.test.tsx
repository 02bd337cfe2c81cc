import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { ReactNode } from 'react';
import { testSectionTable } from '../../test/section-table';
import { testRemoteRuntime, type TestRemoteRuntime } from '../../test/test-runtime';
import { useIdlePrefetch } from './idle-prefetch';
import { RemotesProvider } from './remote-runtime-context';

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

let runtime: TestRemoteRuntime;
/** The hook on a page whose routes are the test sections, with the test runtime. */
const wrapper = ({ children }: { children: ReactNode }) => (
  <RemotesProvider runtime={runtime} sections={testSectionTable} widgets={[]}>
    {children}
  </RemotesProvider>
);
/** The paths a runtime's calls were for. */
const pathsOf = (spy: TestRemoteRuntime['prefetchCode']) =>
  spy.mock.calls.map(([, path]) => [path]);

beforeEach(() => {
  runtime = testRemoteRuntime();
  idleQueue = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleQueue.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
});

test('with a mouse, idle time fetches each linked page, then runs their code, one step per idle period', async () => {
  pointer(true);
  let finishFirst = () => {};
  runtime.prefetchCode.mockImplementationOnce(
    () => new Promise<void>((resolve) => (finishFirst = resolve)),
  );
  renderHook(() => useIdlePrefetch(paths), { wrapper });
  expect(runtime.prefetchCode).not.toHaveBeenCalled(); // not before the browser is idle

  await idlePeriod();
  expect(pathsOf(runtime.prefetchCode)).toEqual([['/blog']]);
  await idlePeriod();
  expect(runtime.prefetchCode).toHaveBeenCalledTimes(1); // the next waits until the first has finished
  await act(async () => finishFirst());
  await idlePeriod();
  expect(pathsOf(runtime.prefetchCode)).toEqual([['/blog'], ['/tutorials']]);
  expect(runtime.runCode).not.toHaveBeenCalled();
  await idlePeriod();
  expect(pathsOf(runtime.runCode)).toEqual([['/blog']]);
  expect(prefetchDone()).toBeUndefined();
  await idlePeriod();
  expect(pathsOf(runtime.runCode)).toEqual([['/blog'], ['/tutorials']]);
  await idlePeriod();
  expect(prefetchDone()).toBe('done');
});

test('on a touch screen, idle time fetches the linked pages but runs none of their code', async () => {
  pointer(false);
  renderHook(() => useIdlePrefetch(paths), { wrapper });
  for (let period = 0; period < 5; period += 1) await idlePeriod();
  expect(pathsOf(runtime.prefetchCode)).toEqual([['/blog'], ['/tutorials']]);
  expect(runtime.runCode).not.toHaveBeenCalled();
  expect(prefetchDone()).toBe('done');
});

test('a page that fails to prefetch does not stop the others', async () => {
  pointer(false);
  runtime.prefetchCode.mockRejectedValueOnce(new Error('the blog is down'));
  renderHook(() => useIdlePrefetch(paths), { wrapper });
  for (let period = 0; period < 5; period += 1) await idlePeriod();
  expect(pathsOf(runtime.prefetchCode)).toEqual([['/blog'], ['/tutorials']]);
});

test('a page left before it was idle starts nothing', async () => {
  pointer(true);
  const { unmount } = renderHook(() => useIdlePrefetch(paths), { wrapper });
  unmount();
  for (let period = 0; period < 5; period += 1) await idlePeriod();
  expect(runtime.prefetchCode).not.toHaveBeenCalled();
  expect(runtime.runCode).not.toHaveBeenCalled();
});
