import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Every workspace's unit tests and the scripts' own, in one run: one pool of workers for all of them
 * keeps both cores of a CI machine busy (one run per workspace used one worker at a time). Each
 * project keeps its own config; `npm test -w <workspace>` still runs one alone.
 */
export default defineConfig({
  test: {
    // Vitest leaves a core free by default; here the main process is mostly idle, so use them all.
    maxWorkers: availableParallelism(),
    projects: [
      'shared-ui',
      'shared-ui/federated',
      'platform',
      'glossary',
      'shell',
      'mf-blog',
      'mf-learn',
      'mf-simulator',
      'scripts/vitest.config.ts',
    ],
  },
});
