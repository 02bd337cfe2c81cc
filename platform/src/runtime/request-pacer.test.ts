// @vitest-environment node
import { expect, test } from 'vitest';
import { createRequestPacer, type TaskScheduler } from './request-pacer';

/** A scheduler the test runs by hand, one task at a time. */
function manualTasks() {
  const tasks: (() => void)[] = [];
  const schedule: TaskScheduler = (next) => {
    tasks.push(next);
  };
  return { schedule, runNext: () => tasks.shift()?.(), pending: () => tasks.length };
}

const microtasks = () => new Promise<void>((resume) => queueMicrotask(resume));

test('requests asked for in one task go out a few per task, in the order asked', async () => {
  const tasks = manualTasks();
  const pacer = createRequestPacer(tasks.schedule);
  const sent: number[] = [];
  for (let file = 0; file < 10; file += 1) pacer.send(() => sent.push(file));
  expect(sent).toEqual([]);

  await microtasks();
  expect(sent).toEqual([0, 1, 2, 3]);
  tasks.runNext();
  expect(sent).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  tasks.runNext();
  expect(sent).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  expect(tasks.pending()).toBe(0);
});

test('a request asked for once the others are out goes out in its own task, without waiting', async () => {
  const tasks = manualTasks();
  const pacer = createRequestPacer(tasks.schedule);
  const sent: string[] = [];
  pacer.send(() => sent.push('entry'));
  await microtasks();
  pacer.send(() => sent.push('page'));
  await microtasks();
  expect(sent).toEqual(['entry', 'page']);
  expect(tasks.pending()).toBe(0);
});

test('what a request answers, or its failure, comes back to the one who asked', async () => {
  const pacer = createRequestPacer(manualTasks().schedule);
  await expect(pacer.send(() => Promise.resolve('arrived'))).resolves.toBe('arrived');
  await expect(
    pacer.send(() => {
      throw new Error('refused');
    }),
  ).rejects.toThrow('refused');
});
