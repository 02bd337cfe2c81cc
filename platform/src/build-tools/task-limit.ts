/**
 * A gate that runs the tasks given to it at most `limit` at a time, in the order given: a build makes
 * and compresses thousands of files, and starting them all at once holds every one's working memory
 * together (native compressors, half-made images).
 */
export function taskLimit(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (running < limit) running += 1;
    // A finished task hands its place straight to the next waiting one.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
