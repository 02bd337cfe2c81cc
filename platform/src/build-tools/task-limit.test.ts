// @vitest-environment node
import { expect, test } from 'vitest';
import { taskLimit } from './task-limit';

test('no more tasks run at once than the limit, each starts in the order given, and all finish', async () => {
  const limited = taskLimit(2);
  let running = 0;
  let most = 0;
  const started: number[] = [];
  const results = await Promise.all(
    Array.from({ length: 7 }, (_, index) =>
      limited(async () => {
        started.push(index);
        running += 1;
        most = Math.max(most, running);
        // Later tasks finish sooner, so the order of finishing is not the order given.
        await new Promise((resolve) => setTimeout(resolve, (7 - index) * 2));
        running -= 1;
        return index * 10;
      }),
    ),
  );
  expect(most).toBe(2);
  expect(started).toEqual([0, 1, 2, 3, 4, 5, 6]);
  expect(results).toEqual([0, 10, 20, 30, 40, 50, 60]);
});

test('a task that fails frees its place for the next', async () => {
  const limited = taskLimit(1);
  const failed = limited(() => Promise.reject(new Error('broken file')));
  const next = limited(async () => 'made');
  await expect(failed).rejects.toThrow('broken file');
  await expect(next).resolves.toBe('made');
});
