import { afterEach, expect, test, vi } from 'vitest';
import { whenIdle, whenPageIsIdle, type IdleHost } from './idle';

afterEach(() => {
  vi.useRealTimers();
});

/** A window stand-in whose load event and idle periods the test fires. */
function host(readyState: DocumentReadyState, withIdleCallbacks = true) {
  const loadListeners: Array<() => void> = [];
  const idle = new Map<number, () => void>();
  const win: IdleHost = {
    document: { readyState },
    addEventListener: (_type, listener) => loadListeners.push(listener),
    removeEventListener: (_type, listener) => {
      loadListeners.splice(loadListeners.indexOf(listener) >>> 0, 1);
    },
    ...(withIdleCallbacks && {
      requestIdleCallback: (callback) => {
        idle.set(idle.size + 1, callback);
        return idle.size;
      },
      cancelIdleCallback: (handle) => idle.delete(handle),
    }),
  };
  return {
    win,
    load: () => loadListeners.splice(0).forEach((listener) => listener()),
    idlePeriod: () => {
      const due = [...idle.values()];
      idle.clear();
      due.forEach((callback) => callback());
    },
  };
}

test('a page still loading waits for the load event, then for idle time', () => {
  const { win, load, idlePeriod } = host('loading');
  const task = vi.fn();
  whenPageIsIdle(task, win);
  idlePeriod();
  expect(task).not.toHaveBeenCalled();
  load();
  expect(task).not.toHaveBeenCalled();
  idlePeriod();
  expect(task).toHaveBeenCalledTimes(1);
});

test('a loaded page waits only for idle time', () => {
  const { win, idlePeriod } = host('complete');
  const task = vi.fn();
  whenPageIsIdle(task, win);
  expect(task).not.toHaveBeenCalled();
  idlePeriod();
  expect(task).toHaveBeenCalledTimes(1);
});

test('cancelled before the load event or before idle time, the task never runs', () => {
  const beforeLoad = host('loading');
  const task = vi.fn();
  whenPageIsIdle(task, beforeLoad.win)();
  beforeLoad.load();
  beforeLoad.idlePeriod();

  const beforeIdle = host('loading');
  const cancel = whenPageIsIdle(task, beforeIdle.win);
  beforeIdle.load();
  cancel();
  beforeIdle.idlePeriod();
  expect(task).not.toHaveBeenCalled();
});

test('without idle callbacks (Safari) the task runs in a following task', () => {
  vi.useFakeTimers();
  const { win } = host('complete', false);
  const task = vi.fn();
  whenIdle(task, win);
  expect(task).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(task).toHaveBeenCalledTimes(1);

  const cancelled = vi.fn();
  whenIdle(cancelled, win)();
  vi.advanceTimersByTime(100);
  expect(cancelled).not.toHaveBeenCalled();
});
