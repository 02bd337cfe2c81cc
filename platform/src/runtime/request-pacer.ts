/**
 * Starts requests a few per task. Each `<link rel="modulepreload">` or `fetch` a page adds costs its
 * main thread a little as it is sent, more on a slow phone: a section's files started all at once
 * held that phone for a task too long for a tap to get in.
 */
const REQUESTS_PER_TASK = 4;

/** Runs `next` in a later task (a test passes its own). */
export type TaskScheduler = (next: () => void) => void;

const inNextTask: TaskScheduler = (next) => {
  setTimeout(next, 0);
};

export function createRequestPacer(schedule: TaskScheduler = inNextTask) {
  const waiting: (() => void)[] = [];
  let draining = false;

  function drain() {
    for (const start of waiting.splice(0, REQUESTS_PER_TASK)) start();
    if (waiting.length > 0) schedule(drain);
    else draining = false;
  }

  /**
   * Sends `request` in this task if fewer than REQUESTS_PER_TASK were asked for in it, else in a later
   * one, in the order asked. Settles as the request does.
   */
  function send<T>(request: () => T | Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      // A promise's executor runs at once, and turns a request that throws into a rejection.
      waiting.push(() => {
        new Promise<T>((settle) => settle(request())).then(resolve, reject);
      });
      if (draining) return;
      draining = true;
      // The requests asked for by the rest of this task go out with this one, up to the limit.
      queueMicrotask(drain);
    });
  }

  return { send };
}
